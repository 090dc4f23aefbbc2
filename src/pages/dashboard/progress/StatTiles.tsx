import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Stats } from '@/lib/stats';
import { colors } from '@/lib/theme';
import { Ring } from './Ring';

/**
 * The four headline figures: stars, accuracy, streak and this week's activities, each with a small
 * chart. The week says its count and the goal in words ("20 activities", "weekly goal of 5 reached"),
 * never a ratio like "20/5".
 */
export function StatTiles({ stats, starBank }: { stats: Stats; starBank?: number | null }) {
  const { t, i18n } = useLingui();
  const { graded, streak } = stats;
  // `#` is written by Intl ("1,100"); the other count in the sentence must read the same way.
  const correct = i18n.number(stats.correct);
  const { count, goal } = stats.week;
  const more = goal - count;
  // `id` names the tile for tests and keys; `label` is what people read.
  const tiles = [
    // Issue 38: for a child, the server's star bank (the dashboard's count), never a second count.
    {
      id: 'Stars earned',
      label: starBank === undefined ? t`Stars earned` : t`Star bank`,
      value:
        starBank === undefined ? i18n.number(stats.stars) : starBank === null ? '…' : i18n.number(starBank),
      note: plural(graded, { one: `${correct} of # answer right`, other: `${correct} of # answers right` }),
      ring: { value: Math.min(starBank ?? stats.stars, 30), max: 30, color: colors.sun },
      icon: '⭐',
      bg: 'bg-[#fff8e1]',
    },
    {
      id: 'Accuracy',
      label: t`Accuracy`,
      value: stats.accuracy === null ? '–' : i18n.number(stats.accuracy / 100, { style: 'percent' }),
      note: t`correct answers`,
      ring: { value: stats.accuracy ?? 0, max: 100, color: colors.correct },
      icon: '🎯',
      bg: 'bg-correct-soft',
    },
    {
      id: 'Day streak',
      label: t`Day streak`,
      value: i18n.number(streak),
      note: plural(streak, { one: 'day in a row', other: 'days in a row' }),
      ring: { value: Math.min(streak, 7), max: 7, color: '#f97316' },
      icon: '🔥',
      bg: 'bg-[#fff1e6]',
    },
    {
      id: 'This week',
      label: t`This week`,
      value: plural(count, { one: '# activity', other: '# activities' }),
      note:
        count >= goal
          ? t`weekly goal of ${goal} reached`
          : plural(more, {
              one: `# more for the weekly goal of ${goal}`,
              other: `# more for the weekly goal of ${goal}`,
            }),
      ring: { value: count, max: goal, color: colors.primary },
      icon: '📅',
      bg: 'bg-primary-soft',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t`Statistics`}>
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className={`flex flex-col items-start gap-2 rounded-card p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4 ${tile.bg}`}
        >
          <Ring value={tile.ring.value} max={tile.ring.max} color={tile.ring.color} size={56} stroke={7}>
            <span aria-hidden="true" className="text-xl">
              {tile.icon}
            </span>
          </Ring>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-soft">{tile.label}</p>
            <p
              className="font-display text-2xl font-bold leading-tight text-ink"
              data-testid={`stat-${tile.id}`}
            >
              {tile.value}
            </p>
            <p className="text-xs text-ink-soft">{tile.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
