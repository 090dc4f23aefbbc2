import { type ComponentType, useId } from 'react';
import { Bear, Cat, Fox, Frog, Owl, Panda } from './AnimalAvatars';
import { AVATAR_LABELS, type AvatarId, parseAvatar } from './avatarList';
import { KidBob, KidBraids, KidBun, KidCap, KidCurls, KidSpiky } from './KidAvatars';

// Dark enough for white initials (AA for large text).
const INITIAL_COLORS = ['#5b3cc4', '#0e7490', '#c2410c', '#15803d', '#be185d', '#4338ca'];

const ART: Record<AvatarId, ComponentType> = {
  fox: Fox,
  cat: Cat,
  bear: Bear,
  panda: Panda,
  frog: Frog,
  owl: Owl,
  'kid-curls': KidCurls,
  'kid-bun': KidBun,
  'kid-braids': KidBraids,
  'kid-spiky': KidSpiky,
  'kid-bob': KidBob,
  'kid-cap': KidCap,
};

/** One built-in avatar as a round SVG; `title` names it for screen readers, else it is decorative. */
export function AvatarArt({ id, className, title }: { id: AvatarId; className?: string; title?: boolean }) {
  const Art = ART[id];
  // A clip id unique per instance: the same avatar may show twice on a page.
  const clip = useId();
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title ? AVATAR_LABELS[id] : undefined}
      aria-hidden={title ? undefined : true}
    >
      <clipPath id={clip}>
        <circle cx="50" cy="50" r="50" />
      </clipPath>
      <g clipPath={`url(#${CSS.escape(clip)})`}>
        <Art />
      </g>
    </svg>
  );
}

/**
 * A student's picture: their built-in avatar when avatar_url holds a valid token, else their
 * initial on a colour bubble (a stored value that is not one of ours is never loaded). Decorative.
 */
export function StudentAvatar({
  name,
  avatarUrl,
  className = 'size-12',
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const id = parseAvatar(avatarUrl);
  if (id) return <AvatarArt id={id} className={`${className} shrink-0 rounded-full`} />;
  // A stable colour per name, so the same child always wears the same bubble.
  const hash = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return (
    <span
      aria-hidden="true"
      style={{ background: INITIAL_COLORS[hash % INITIAL_COLORS.length] }}
      className={`${className} grid shrink-0 place-items-center rounded-full font-display text-xl font-bold text-white`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
