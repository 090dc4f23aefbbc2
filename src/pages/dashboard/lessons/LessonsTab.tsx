import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { dashboardTabPath } from '@/app/paths';
import { RewardsStrip } from '@/components/rewards/RewardsStrip';
import { useRewards } from '@/components/rewards/useRewards';
import { cardProgress } from '@/content/lesson-card-progress';
import { divisionCards, type LessonCard, multiplicationCards } from '@/content/lesson-cards';
import { TabHeading } from '../TabSkeleton';
import { LessonCardView } from './LessonCardView';
import { PracticeCallToAction } from './PracticeCallToAction';
import { useLessonOutcomes } from './useLessonOutcomes';

const trigger =
  'flex-1 rounded-2xl px-3 py-3 font-display text-base font-bold sm:px-4 sm:text-lg text-primary-dark transition-colors sm:flex-none ' +
  'data-[state=active]:bg-primary data-[state=active]:text-white data-[state=active]:shadow-md hover:bg-primary-soft data-[state=active]:hover:bg-primary';

/** Lessons tab: Multiplication Lessons (m1-m7) and Division Lessons (d1-d7) as sub-tabs of cards. */
export default function LessonsTab() {
  const { t } = useLingui();
  const progress = useLessonOutcomes();
  const rewards = useRewards();
  const allCards = [...multiplicationCards, ...divisionCards];
  const done = allCards.filter((c) => cardProgress(c, progress.outcomes).status === 'Completed').length;
  const grid = (cards: readonly LessonCard[]) => (
    <div className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <LessonCardView
          key={card.id}
          card={card}
          progress={progress.state === 'loading' ? null : cardProgress(card, progress.outcomes)}
        />
      ))}
    </div>
  );
  return (
    <section aria-labelledby="lessons-title">
      <PracticeCallToAction />
      <RewardsStrip load={rewards} rocketTo={dashboardTabPath('rocket')} />
      <TabHeading
        id="lessons-title"
        emoji="📚"
        title={t`Lessons`}
        intro={t`Short lessons with Pip, one step at a time.`}
      />
      {progress.state === 'ready' && (
        <ProgressBanner done={done} total={allCards.length} studentName={progress.studentName} />
      )}
      {progress.state === 'error' && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-amber-900"
        >
          <Trans>We couldn't load your saved progress just now.</Trans>
          <button type="button" onClick={progress.retry} className="rounded-xl bg-white px-3 py-1 font-bold">
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <Tabs.Root defaultValue="multiplication" className="mt-6">
        <Tabs.List
          aria-label={t`Lesson topics`}
          className="flex gap-2 rounded-3xl bg-white p-1.5 shadow-sm sm:inline-flex"
        >
          <Tabs.Trigger value="multiplication" className={trigger}>
            <Trans>Multiplication Lessons</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="division" className={trigger}>
            <Trans>Division Lessons</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="multiplication">{grid(multiplicationCards)}</Tabs.Content>
        <Tabs.Content value="division">{grid(divisionCards)}</Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** A cheerful summary of how many lesson cards the active student completed, with a progress bar. */
function ProgressBanner({
  done,
  total,
  studentName,
}: {
  done: number;
  total: number;
  studentName: string | null;
}) {
  const { t } = useLingui();
  const text =
    done === 0
      ? t`Pick a lesson to start your adventure!`
      : done === total
        ? t`Every lesson done. Amazing!`
        : t`Keep going, you are doing great!`;
  return (
    <div className="mt-5 flex items-center gap-4 rounded-card bg-gradient-to-r from-primary to-violet-700 p-4 text-white shadow-md sm:p-5">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-sun text-2xl text-ink"
      >
        ★
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-display text-xl font-bold">
          {studentName ? `${studentName}: ` : ''}
          <Plural
            value={total}
            one={`${done} of # lesson completed`}
            other={`${done} of # lessons completed`}
          />
        </p>
        <p className="text-base text-white">{text}</p>
        <div
          role="progressbar"
          aria-label={t`Lessons completed`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          className="mt-2 h-3 overflow-hidden rounded-full bg-white/25"
        >
          <div className="h-full rounded-full bg-sun" style={{ width: `${(done / total) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
