/**
 * Pip, the MathPop mascot (a round violet friend with a star antenna), drawn as inline SVG for
 * empty states and greetings. Decorative: hidden from assistive technology.
 */
export function Pip({ size = 120, cheering = false }: { size?: number; cheering?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <line x1="60" y1="26" x2="60" y2="10" stroke="#432a9c" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M60 0l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9L60 18.1l-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="1.2"
      />
      {cheering ? (
        <>
          <path d="M22 66 Q8 48 14 34" stroke="#5b3cc4" strokeWidth="9" strokeLinecap="round" fill="none" />
          <path
            d="M98 66 Q112 48 106 34"
            stroke="#5b3cc4"
            strokeWidth="9"
            strokeLinecap="round"
            fill="none"
          />
        </>
      ) : (
        <>
          <path d="M22 72 Q8 80 12 92" stroke="#5b3cc4" strokeWidth="9" strokeLinecap="round" fill="none" />
          <path
            d="M98 72 Q112 80 108 92"
            stroke="#5b3cc4"
            strokeWidth="9"
            strokeLinecap="round"
            fill="none"
          />
        </>
      )}
      <circle cx="60" cy="70" r="42" fill="#5b3cc4" />
      <ellipse cx="50" cy="52" rx="20" ry="10" fill="#7c5ce0" opacity="0.55" />
      <circle cx="45" cy="64" r="11" fill="#fff" />
      <circle cx="75" cy="64" r="11" fill="#fff" />
      <circle cx="47" cy="66" r="5.5" fill="#1f1b2e" />
      <circle cx="77" cy="66" r="5.5" fill="#1f1b2e" />
      <circle cx="49" cy="63.5" r="1.8" fill="#fff" />
      <circle cx="79" cy="63.5" r="1.8" fill="#fff" />
      <circle cx="33" cy="80" r="6" fill="#f9a8d4" opacity="0.9" />
      <circle cx="87" cy="80" r="6" fill="#f9a8d4" opacity="0.9" />
      <path d="M44 84 Q60 100 76 84" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
