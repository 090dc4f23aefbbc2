/** Small inline icons of the game frame (decorative: the buttons carry the names). */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

/** Left arrow. */
export const BackIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
/** Question mark in a circle. */
export const HelpIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </svg>
);
/** Speech bubble. */
export const SpeakIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M4 5h16v10H9l-5 4z" />
  </svg>
);
/** A music note (sound effects), crossed out when off; the speaker belongs to narration. */
export const SoundIcon = ({ on }: { on: boolean }) => (
  <svg {...base} aria-hidden="true">
    <path d="M9 18V5l10-2v13" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="16.5" cy="16" r="2.5" />
    {!on && <path d="M3 3l18 18" />}
  </svg>
);
/** Circular arrow. */
export const ResetIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
  </svg>
);
/** A stopwatch (the practice timer). */
export const ClockIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2M10 2h4" />
  </svg>
);
