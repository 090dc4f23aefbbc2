/**
 * The child's rocket (issue 23): a plain rocket that shows each rocket part the child put on
 * (nose cone, fins, booster flame), in the colours of the items. Decorative (the page names them).
 */
export function RocketArt({
  worn,
  className = 'h-40 w-32',
}: {
  worn: readonly string[];
  className?: string;
}) {
  const has = (id: string) => worn.includes(id);
  return (
    <svg viewBox="0 0 120 160" className={className} aria-hidden="true">
      {has('part-booster') && (
        <>
          <path d="M42 118 Q60 164 78 118 Z" fill="#f59e0b" />
          <path d="M50 118 Q60 150 70 118 Z" fill="#fef3c7" />
        </>
      )}
      <path
        d={
          has('part-fins')
            ? 'M38 78 L10 128 L42 114 Z M82 78 L110 128 L78 114 Z'
            : 'M40 92 L24 122 L42 114 Z M80 92 L96 122 L78 114 Z'
        }
        fill={has('part-fins') ? '#8b5cf6' : '#94a3b8'}
      />
      <rect x="38" y="40" width="44" height="80" rx="20" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="3" />
      <path
        d="M38 52 C40 30 50 16 60 6 C70 16 80 30 82 52 Z"
        fill={has('part-nose') ? '#ef4444' : '#cbd5e1'}
      />
      <circle cx="60" cy="72" r="13" fill="#7dd3fc" stroke="#ffffff" strokeWidth="4" />
      <circle cx="55" cy="67" r="4" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
