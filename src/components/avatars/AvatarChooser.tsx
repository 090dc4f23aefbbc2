import { Trans } from '@lingui/react/macro';

import { AvatarArt } from './Avatar';
import { AVATAR_IDS, AVATAR_LABELS, type AvatarId } from './avatarList';

/**
 * Picks one of the built-in avatars: a native radio group (Tab reaches it, arrow keys move the
 * choice, each option named for screen readers), drawn as a grid of round pictures.
 */
export function AvatarChooser({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AvatarId | null;
  onChange: (id: AvatarId) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">
        <Trans>Avatar</Trans>
      </legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {AVATAR_IDS.map((id) => (
          <label key={id} className="relative grid cursor-pointer place-items-center">
            <input
              type="radio"
              name={name}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              aria-label={AVATAR_LABELS[id]}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <AvatarArt
              id={id}
              className="size-14 rounded-full border-4 border-transparent transition-transform peer-checked:scale-105 peer-checked:border-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary sm:size-16"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
