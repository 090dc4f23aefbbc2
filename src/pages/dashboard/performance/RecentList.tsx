import { Link } from 'react-router-dom';
import { gamePath, lessonPath } from '@/app/paths';
import type { Outcome, RecentItem } from '@/lib/stats';

const OUTCOME_TEXT: Record<Outcome, string> = {
  right: 'Correct',
  wrong: 'Needs practice',
  helped: 'Done with help',
  played: 'Played',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The latest activities first, each with its name, date, outcome and stars, linking back to it. */
export function RecentList({ items }: { items: readonly RecentItem[] }) {
  return (
    <ol className="divide-y divide-primary-soft">
      {items.map((item) => (
        <li key={`${item.kind}:${item.activityId}`} className="flex items-center gap-3 py-3">
          <span
            aria-hidden="true"
            className={`grid size-10 shrink-0 place-items-center rounded-full text-lg ${
              item.isCorrect ? 'bg-correct-soft' : 'bg-wrong-soft'
            }`}
          >
            {item.kind === 'game' ? '🎮' : item.isCorrect ? '✅' : '🔁'}
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={item.kind === 'game' ? gamePath(item.activityId) : lessonPath(item.activityId)}
              className="block truncate font-semibold text-ink underline-offset-2 hover:underline"
            >
              {item.name}
            </Link>
            <p className="text-sm text-ink-soft">
              <time dateTime={item.completedAt}>{dateFormat.format(new Date(item.completedAt))}</time> ·{' '}
              {item.kind === 'game' ? 'Game' : 'Lesson'} · {OUTCOME_TEXT[item.outcome]}
            </p>
          </div>
          {item.stars > 0 && (
            <span className="shrink-0 font-bold text-sun-dark">
              +{item.stars} <span aria-hidden="true">⭐</span>
              <span className="sr-only"> stars</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
