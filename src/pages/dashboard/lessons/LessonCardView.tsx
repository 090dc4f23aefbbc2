import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { lessonPath } from '@/app/paths';
import { useGate } from '@/components/gate/GateProvider';
import { PackAction } from '@/components/pack/PackAction';
import { Skeleton } from '@/components/ui/Skeleton';
import type { CardProgress, LessonStatus } from '@/content/lesson-card-progress';
import { type LessonCard, lessonIdForCard } from '@/content/lesson-cards';
import { messages } from '@/content/messages';
import { lessonCardIsFree } from '@/content/packRules';
import { useLocked } from '@/state/pack';

const statusStyle: Record<LessonStatus, string> = {
  'Not Started': 'bg-slate-100 text-slate-700',
  'In Progress': 'bg-amber-100 text-amber-800',
  Completed: 'bg-correct-soft text-green-800',
};
const statusIcon: Record<LessonStatus, string> = { 'Not Started': '○', 'In Progress': '◐', Completed: '✓' };

const button =
  'mt-auto flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-primary font-display text-lg font-bold text-white shadow-[0_4px_0_#432a9c] hover:bg-primary-dark active:translate-y-0.5 active:shadow-[0_2px_0_#432a9c]';

/**
 * One lesson card: icon, title, description, status (with "n of N" lessons right while in progress)
 * and Start Lesson ("Play again" on a finished card in kid mode). A card without a lesson yet shows
 * the spec's alert instead of navigating.
 */
export function LessonCardView({ card, progress }: { card: LessonCard; progress: CardProgress | null }) {
  const { t } = useLingui();
  const statusLabel: Record<LessonStatus, string> = {
    'Not Started': t`Not Started`,
    'In Progress': t`In Progress`,
    Completed: t`Completed`,
  };
  const status = progress?.status ?? null;
  const lessonId = lessonIdForCard(card.id);
  const titleId = `lesson-card-${card.id}-title`;
  const locked = useLocked(lessonCardIsFree(card.id));
  const start =
    useGate().kidMode && status === 'Completed' ? messages.words.playAgain : messages.words.startLesson;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`lesson-card-${card.id}`}
      className="flex flex-col gap-3 rounded-card border-2 border-white bg-white p-5 shadow-[0_10px_30px_-18px_rgba(67,42,156,0.5)]"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={`grid size-14 place-items-center rounded-2xl text-3xl ${card.color}`}
        >
          {card.icon}
        </span>
        {status ? (
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${statusStyle[status]}`}>
            <span aria-hidden="true">{statusIcon[status]} </span>
            {statusLabel[status]}
            {status === 'In Progress' && progress && (
              <span className="font-semibold">
                {' '}
                <Trans>
                  · {progress.done} of {progress.total}
                  <span className="sr-only"> lessons right</span>
                </Trans>
              </span>
            )}
          </span>
        ) : (
          <Skeleton className="h-7 w-24 rounded-full" />
        )}
      </div>
      <div>
        <h2 id={titleId} className="font-display text-xl font-bold text-ink">
          {card.title}
        </h2>
        <p className="mt-1 text-base text-ink-soft">{card.description}</p>
      </div>
      {locked ? (
        <PackAction titleId={titleId} />
      ) : lessonId ? (
        <Link to={lessonPath(lessonId)} aria-describedby={titleId} className={button}>
          {start} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <button
          type="button"
          aria-describedby={titleId}
          className={button}
          onClick={() => window.alert(messages.lesson.comingSoon)}
        >
          {start} <span aria-hidden="true">→</span>
        </button>
      )}
    </article>
  );
}
