import type { Stats } from '@/lib/stats';
import { colors } from '@/lib/theme';
import { Ring } from './Ring';

/**
 * The four headline figures: stars, accuracy, streak and this week's activities, each with a small
 * chart. The week says its count and the goal in words ("20 activities", "weekly goal of 5 reached"),
 * never a ratio like "20/5".
 */
export function StatTiles({ stats }: { stats: Stats }) {
  const tiles = [
    {
      label: 'Stars earned',
      value: String(stats.stars),
      note: `${stats.correct} of ${stats.graded} answers right`,
      ring: { value: Math.min(stats.stars, 30), max: 30, color: colors.sun },
      icon: '⭐',
      bg: 'bg-[#fff8e1]',
    },
    {
      label: 'Accuracy',
      value: stats.accuracy === null ? '–' : `${stats.accuracy}%`,
      note: 'correct answers',
      ring: { value: stats.accuracy ?? 0, max: 100, color: colors.correct },
      icon: '🎯',
      bg: 'bg-correct-soft',
    },
    {
      label: 'Day streak',
      value: String(stats.streak),
      note: stats.streak === 1 ? 'day in a row' : 'days in a row',
      ring: { value: Math.min(stats.streak, 7), max: 7, color: '#f97316' },
      icon: '🔥',
      bg: 'bg-[#fff1e6]',
    },
    {
      label: 'This week',
      value: `${stats.week.count} ${stats.week.count === 1 ? 'activity' : 'activities'}`,
      note:
        stats.week.count >= stats.week.goal
          ? `weekly goal of ${stats.week.goal} reached`
          : `${stats.week.goal - stats.week.count} more for the weekly goal of ${stats.week.goal}`,
      ring: { value: stats.week.count, max: stats.week.goal, color: colors.primary },
      icon: '📅',
      bg: 'bg-primary-soft',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Statistics">
      {tiles.map((t) => (
        <li
          key={t.label}
          className={`flex flex-col items-start gap-2 rounded-card p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4 ${t.bg}`}
        >
          <Ring value={t.ring.value} max={t.ring.max} color={t.ring.color} size={56} stroke={7}>
            <span aria-hidden="true" className="text-xl">
              {t.icon}
            </span>
          </Ring>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-soft">{t.label}</p>
            <p
              className="font-display text-2xl font-bold leading-tight text-ink"
              data-testid={`stat-${t.label}`}
            >
              {t.value}
            </p>
            <p className="text-xs text-ink-soft">{t.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
