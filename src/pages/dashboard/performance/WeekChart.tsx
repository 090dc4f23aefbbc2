import { Plural, useLingui } from '@lingui/react/macro';
import type { Stats } from '@/lib/stats';

/** This week's activities per day as SVG columns with the daily share of the weekly goal. */
export function WeekChart({ week }: { week: Stats['week'] }) {
  const { t, i18n } = useLingui();
  // The weekday's short name in the current language (the day is a local calendar date).
  const dayName = (day: string) => i18n.date(`${day}T12:00:00`, { weekday: 'short' });
  const goal = week.goal;
  const max = Math.max(2, ...week.days.map((d) => d.count));
  const width = 280;
  const height = 130;
  const slot = width / 7;
  const barWidth = slot * 0.56;
  const chartHeight = height - 26;
  const left = week.goal - week.count;
  const perDay = week.days.map((d) => `${dayName(d.day)} ${i18n.number(d.count)}`).join(', ');
  return (
    <div>
      <p className="mb-2 text-ink-soft">
        <span className="font-display text-2xl font-bold text-ink">{i18n.number(week.count)}</span>{' '}
        <Plural value={week.count} one="activity this week" other="activities this week" /> ·{' '}
        {left > 0 ? (
          <Plural
            value={left}
            one={`# more to reach the goal of ${goal}`}
            other={`# more to reach the goal of ${goal}`}
          />
        ) : (
          t`goal of ${goal} reached, well done!`
        )}
      </p>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-primary-soft"
        role="progressbar"
        aria-label={t`Weekly goal`}
        aria-valuemin={0}
        aria-valuemax={week.goal}
        aria-valuenow={Math.min(week.count, week.goal)}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-700"
          style={{ width: `${week.percent}%` }}
        />
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-4 block h-auto w-full max-w-xl"
        role="img"
        aria-label={t`Activities per day this week: ${perDay}`}
      >
        <line x1="0" x2={width} y1={chartHeight} y2={chartHeight} stroke="#e5e7eb" strokeWidth="1.5" />
        {week.days.map((d, i) => {
          const h = d.count === 0 ? 4 : (d.count / max) * (chartHeight - 18);
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={chartHeight - h}
                width={barWidth}
                height={h}
                rx="6"
                fill={d.count === 0 ? '#e5e7eb' : d.isToday ? '#fbbf24' : '#5b3cc4'}
              />
              {d.count > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={chartHeight - h - 5}
                  textAnchor="middle"
                  fontSize="13"
                  fontWeight="700"
                  fill="#1f1b2e"
                >
                  {d.count}
                </text>
              )}
              <text
                x={x + barWidth / 2}
                y={height - 6}
                textAnchor="middle"
                fontSize="13"
                fontWeight={d.isToday ? 800 : 500}
                fill={d.isToday ? '#1f1b2e' : '#4b4763'}
              >
                {dayName(d.day)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
