import type { SubjectProgress } from '@/lib/stats';

const BAR_COLORS: Record<SubjectProgress['subject'], string> = {
  multiplication: '#5b3cc4',
  division: '#0e7490',
  factors: '#c2410c',
};

const ICONS: Record<SubjectProgress['subject'], string> = {
  multiplication: '✖️',
  division: '➗',
  factors: '🧩',
};

/** "1 of 6 lessons" (cards, as on the Lessons tab) and "2 of 8 games" (levels finished alone). */
function summary(p: SubjectProgress): string {
  const lessons = `${p.lessonsDone} of ${p.lessons} ${p.lessons === 1 ? 'lesson' : 'lessons'}`;
  return p.games === 0 ? lessons : `${lessons} · ${p.gamesDone} of ${p.games} games`;
}

/**
 * Progress per subject as SVG bars that stretch to the card's width (readable on a phone). Lessons
 * count in the Lessons tab's units (a card is done when its whole unit is right).
 */
export function SubjectBars({ progress }: { progress: readonly SubjectProgress[] }) {
  return (
    <ul className="space-y-4">
      {progress.map((p) => (
        <li key={p.subject}>
          <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="flex items-center gap-2 font-semibold text-ink">
              <span aria-hidden="true">{ICONS[p.subject]}</span>
              {p.label}
            </span>
            <span className="text-right text-sm text-ink-soft" data-testid={`subject-${p.subject}`}>
              {summary(p)} done
            </span>
          </div>
          <svg
            className="block h-5 w-full"
            role="img"
            aria-label={`${p.label}: ${p.percent}% done, ${p.triedPercent}% tried`}
          >
            {/* Percent widths with pixel radii: the bar scales with the card without squashing its ends. */}
            <rect x="0" y="0" width="100%" height="20" rx="10" fill="#ece7ff" />
            {p.triedPercent > 0 && (
              <rect
                x="0"
                y="0"
                width={`${Math.max(5, p.triedPercent)}%`}
                height="20"
                rx="10"
                fill={BAR_COLORS[p.subject]}
                opacity="0.25"
              />
            )}
            {p.percent > 0 && (
              <rect
                x="0"
                y="0"
                width={`${Math.max(5, p.percent)}%`}
                height="20"
                rx="10"
                fill={BAR_COLORS[p.subject]}
              />
            )}
          </svg>
        </li>
      ))}
      <li className="flex gap-4 text-xs text-ink-soft">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-primary" /> done
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-primary/25" /> tried
        </span>
      </li>
    </ul>
  );
}
