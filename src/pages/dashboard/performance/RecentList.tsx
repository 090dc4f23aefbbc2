import { Plural, useLingui } from '@lingui/react/macro';
import { findRoute } from '@scenes/manifests';
import { Link } from 'react-router-dom';
import { gamePath, lessonPath } from '@/app/paths';
import type { Outcome, RecentItem } from '@/lib/stats';

const dateFormat: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The latest activities first, each with its name, date, outcome and stars, linking back to it. */
export function RecentList({ items }: { items: readonly RecentItem[] }) {
  const { t, i18n } = useLingui();
  const outcomeText: Record<Outcome, string> = {
    right: t`Correct`,
    wrong: t`Needs practice`,
    helped: t`Done with help`,
    played: t`Played`,
  };
  // Issue 38: say what finished a level the app did ("Form Teams made the teams"), with no star.
  const helpedText = (activityId: string) =>
    findRoute(activityId)?.game.helper === 'form-teams'
      ? t`Form Teams made the teams`
      : t`Auto Distribute shared them out`;
  const outcomeOf = (item: RecentItem) =>
    item.outcome === 'helped' ? helpedText(item.activityId) : outcomeText[item.outcome];
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
              <time dateTime={item.completedAt}>{i18n.date(item.completedAt, dateFormat)}</time> ·{' '}
              {item.kind === 'game' ? t`Game` : t`Lesson`} · {outcomeOf(item)}
            </p>
          </div>
          {item.stars > 0 && item.outcome !== 'helped' && (
            <span className="shrink-0 font-bold text-sun-dark">
              <span aria-hidden="true">+{item.stars} ⭐</span>
              <span className="sr-only">
                <Plural value={item.stars} one="+# star" other="+# stars" />
              </span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
