/** Pip's mood: how the mouth and arms are drawn. */
export type PipMood = 'happy' | 'cheer';

/**
 * Pip, MathPop's mascot: a round violet friend with big eyes, rosy cheeks, little arms and an antenna
 * topped by a yellow star. Decorative (aria-hidden): the text around it carries the meaning.
 */
export function Pip({ className, mood = 'happy' }: { className?: string; mood?: PipMood }) {
  const armsUp = mood === 'cheer';
  return (
    <svg viewBox="0 0 120 132" className={className} aria-hidden="true" focusable="false">
      <path
        d="M60 34 C60 24 62 18 66 12"
        stroke="#432a9c"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M67 1.5 l3.3 6.8 7.4 1.1 -5.4 5.2 1.3 7.4 -6.6 -3.5 -6.6 3.5 1.3 -7.4 -5.4 -5.2 7.4 -1.1z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d={armsUp ? 'M22 78 Q8 66 10 50' : 'M20 82 Q6 90 10 102'}
        stroke="#5b3cc4"
        strokeWidth="9"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d={armsUp ? 'M98 78 Q112 66 110 50' : 'M100 82 Q114 90 110 102'}
        stroke="#5b3cc4"
        strokeWidth="9"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="60" cy="80" r="46" fill="#5b3cc4" />
      <ellipse cx="48" cy="58" rx="16" ry="9" fill="#7c5fe0" opacity="0.7" />
      <circle cx="44" cy="74" r="12" fill="#fff" />
      <circle cx="76" cy="74" r="12" fill="#fff" />
      <circle cx="46" cy="76" r="6" fill="#1f1b2e" />
      <circle cx="78" cy="76" r="6" fill="#1f1b2e" />
      <circle cx="48" cy="73" r="2" fill="#fff" />
      <circle cx="80" cy="73" r="2" fill="#fff" />
      <ellipse cx="32" cy="92" rx="7" ry="4.5" fill="#f9a8d4" />
      <ellipse cx="88" cy="92" rx="7" ry="4.5" fill="#f9a8d4" />
      <path
        d={mood === 'cheer' ? 'M44 94 Q60 114 76 94 Z' : 'M44 95 Q60 110 76 95'}
        stroke="#1f1b2e"
        strokeWidth="4"
        fill={mood === 'cheer' ? '#be185d' : 'none'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
