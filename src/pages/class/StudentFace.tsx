/** Bubble colours for students without an avatar, picked from the id so a child keeps theirs. */
const COLORS = ['#5b3cc4', '#0e7490', '#c2410c', '#15803d', '#be185d', '#4338ca'];

/** A student's avatar image, or their initial in a coloured bubble. Decorative: the name is shown next to it. */
export function StudentFace({
  id,
  name,
  avatarUrl,
  className = 'size-16 text-3xl',
}: {
  id: string;
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  if (avatarUrl) return <img src={avatarUrl} alt="" className={`rounded-full object-cover ${className}`} />;
  const hash = [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-display font-bold text-white ${className}`}
      style={{ background: COLORS[hash % COLORS.length] }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
