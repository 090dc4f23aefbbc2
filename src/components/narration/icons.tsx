/** The narration controls' icons (decorative: the buttons carry the names). */
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

/** A speaker with sound waves, or crossed out (narration muted). */
export function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M4 10v4h4l5 4V6L8 10z" />
      {on ? <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" /> : <path d="M17 9l5 6M22 9l-5 6" />}
    </svg>
  );
}

/** A speech bubble: say it again (Read aloud). */
export function RepeatIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M5 5h14v10H10l-5 4z" />
      <path d="M9 10h6" />
    </svg>
  );
}

/** A head speaking: the grown-up's "Read prompts aloud". */
export function ReadPromptsIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M14 20v-3h2a2 2 0 0 0 2-2v-3l1.5-.8L18 9a7 7 0 1 0-11 6.2V20" />
      <path d="M21.5 5.5a5 5 0 0 1 0 5" />
    </svg>
  );
}
