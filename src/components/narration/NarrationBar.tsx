import { Trans, useLingui } from '@lingui/react/macro';

import { useAnnouncements } from '@scenes/engine/announce';
import { narrator } from '@scenes/engine/narration';
import { RepeatIcon, SpeakerIcon } from './icons';
import type { NarrationControl } from './useNarrationControl';

const looks = {
  dark: {
    bar: 'bg-[#15123a]/80 text-white',
    button: 'bg-white/15 text-white hover:bg-white/25 disabled:opacity-40',
    on: 'aria-pressed:bg-sun aria-pressed:text-ink',
  },
  light: {
    bar: 'bg-white/90 text-ink ring-1 ring-primary/10',
    button: 'bg-primary-soft text-primary-dark hover:brightness-95 disabled:opacity-40',
    on: 'aria-pressed:bg-primary aria-pressed:text-white',
  },
} as const;

/**
 * The voice controls of every frame (issue 22): the caption of what was last said (the live region
 * announces it; the caption is for eyes), "Read aloud" (says the current prompt again, or
 * `fallback` before any, or `readAloud` when given) and the speaker button the child switches
 * narration off and on with, no gate (sound effects have their own toggle).
 */
export function NarrationBar({
  control,
  fallback,
  look = 'dark',
  readAloud,
}: {
  control: NarrationControl;
  fallback: string;
  look?: keyof typeof looks;
  /** What Read aloud says instead of the current prompt (a lesson reads its whole card). */
  readAloud?: string;
}) {
  const { t } = useLingui();
  const announcements = useAnnouncements();
  const caption = announcements.findLast((a) => a.said)?.text ?? '';
  const style = looks[look];
  const button = `inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full px-3 font-display text-lg font-semibold ${style.button}`;
  return (
    <div className={`flex items-center gap-2 px-2 py-1.5 sm:px-4 ${style.bar}`}>
      {/* The text is drawn from the attribute: the caption repeats the live region for eyes only, so it
          is no second copy of the scene's words in the DOM (for screen readers or text search). */}
      <p
        data-testid="caption"
        data-caption={caption}
        aria-hidden="true"
        className="line-clamp-2 min-w-0 flex-1 text-base font-semibold leading-snug before:content-[attr(data-caption)] sm:text-lg"
      />
      <button
        type="button"
        className={button}
        aria-label={t`Read aloud`}
        onClick={() => (readAloud ? narrator.readOut(readAloud) : narrator.repeat(fallback))}
      >
        <RepeatIcon />
        <span className="hidden md:inline">
          <Trans>Read aloud</Trans>
        </span>
      </button>
      <button
        type="button"
        className={`${button} ${style.on}`}
        aria-label={t`Narration`}
        aria-pressed={control.speaking}
        onClick={control.toggleMute}
      >
        <SpeakerIcon on={control.speaking} />
      </button>
    </div>
  );
}
