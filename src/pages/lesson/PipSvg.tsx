/** Pip, the mascot, as SVG for the lesson pages (the scenes draw the same Pip in Pixi). */
export function PipSvg({ className, cheering = false }: { className?: string; cheering?: boolean }) {
  return (
    <svg viewBox="-70 -100 140 170" className={className} aria-hidden="true" focusable="false">
      <path d="M0 -48 Q6 -66 2 -78" stroke="#432a9c" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path
        d="M2 -96 L5.4 -88.2 L13.4 -87.7 L7.3 -82.4 L9.3 -74.3 L2 -78.8 L-5.3 -74.3 L-3.3 -82.4 L-9.4 -87.7 L-1.4 -88.2 Z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="1.5"
      />
      <ellipse cx={cheering ? -50 : -52} cy={cheering ? -30 : 12} rx="11" ry="20" fill="#432a9c" />
      <ellipse cx={cheering ? 50 : 52} cy={cheering ? -30 : 12} rx="11" ry="20" fill="#432a9c" />
      <circle r="52" fill="#5b3cc4" />
      <ellipse cx="-16" cy="-24" rx="18" ry="11" fill="#fff" opacity="0.18" />
      {[-1, 1].map((side) => (
        <g key={side}>
          <circle cx={side * 19} cy="-8" r="14" fill="#fff" />
          <circle cx={side * 19 + 2} cy="-6" r="7" fill="#1f1b2e" />
          <circle cx={side * 19 + 4} cy="-9" r="2.5" fill="#fff" />
          <ellipse cx={side * 32} cy="12" rx="9" ry="6" fill="#f472b6" opacity="0.75" />
        </g>
      ))}
      {cheering ? (
        <path d="M-18 14 A18 18 0 0 0 18 14 Z" fill="#7f1d1d" />
      ) : (
        <path d="M-15 21 Q0 34 15 21" stroke="#1f1b2e" strokeWidth="4" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}
