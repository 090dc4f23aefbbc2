import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const { lessonsDone, gamesDone } = p;
  if (p.games === 0)
    return plural(p.lessons, {
      one: `${lessonsDone} of # lesson done`,
      other: `${lessonsDone} of # lessons done`,
    });
  const games = p.games;
  return plural(p.lessons, {
    one: `${lessonsDone} of # lesson · ${gamesDone} of ${games} games done`,
    other: `${lessonsDone} of # lessons · ${gamesDone} of ${games} games done`,
  });
}

/** A bar's accessible name: "Division: 40% done, 60% tried". */
function barLabel(p: SubjectProgress): string {
  const name = subjectName(p.subject);
  const done = i18n.number(p.percent / 100, { style: 'percent' });
  const tried = i18n.number(p.triedPercent / 100, { style: 'percent' });
  return t`${name}: ${done} done, ${tried} tried`;
}

/** A subject's name in the current language. */
function subjectName(subject: SubjectProgress['subject']): string {
  if (subject === 'multiplication') return t`Multiplication`;
  if (subject === 'division') return t`Division`;
  return t`Factors`;
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
              {subjectName(p.subject)}
            </span>
            <span className="text-right text-sm text-ink-soft" data-testid={`subject-${p.subject}`}>
              {summary(p)}
            </span>
          </div>
          <svg className="block h-5 w-full" role="img" aria-label={barLabel(p)}>
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
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-primary" />{' '}
          <Trans>done</Trans>
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-primary/25" />{' '}
          <Trans>tried</Trans>
        </span>
      </li>
    </ul>
  );
}
