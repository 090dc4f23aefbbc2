import * as Tabs from '@radix-ui/react-tabs';
import { divisionCards, type LessonCard, lessonStatus, multiplicationCards } from '@/content/lesson-cards';
import { TabHeading } from '../TabSkeleton';
import { LessonCardView } from './LessonCardView';
import { useLessonOutcomes } from './useLessonOutcomes';

const trigger =
  'flex-1 rounded-2xl px-4 py-3 font-display text-lg font-bold text-primary-dark transition-colors sm:flex-none ' +
  'data-[state=active]:bg-primary data-[state=active]:text-white data-[state=active]:shadow-md hover:bg-primary-soft data-[state=active]:hover:bg-primary';

/** Lessons tab: Multiplication Lessons (m1-m7) and Division Lessons (d1-d7) as sub-tabs of cards. */
export default function LessonsTab() {
  const progress = useLessonOutcomes();
  const grid = (cards: readonly LessonCard[]) => (
    <div className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <LessonCardView
          key={card.id}
          card={card}
          status={progress.state === 'loading' ? null : lessonStatus(card, progress.outcomes)}
        />
      ))}
    </div>
  );
  return (
    <section aria-labelledby="lessons-title">
      <TabHeading
        id="lessons-title"
        emoji="📚"
        title="Lessons"
        intro="Short lessons with Pip, one step at a time."
      />
      {progress.state === 'error' && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-amber-900"
        >
          We couldn't load your saved progress just now.
          <button type="button" onClick={progress.retry} className="rounded-xl bg-white px-3 py-1 font-bold">
            Try again
          </button>
        </div>
      )}
      <Tabs.Root defaultValue="multiplication" className="mt-6">
        <Tabs.List
          aria-label="Lesson topics"
          className="flex gap-2 rounded-3xl bg-white p-1.5 shadow-sm sm:inline-flex"
        >
          <Tabs.Trigger value="multiplication" className={trigger}>
            Multiplication Lessons
          </Tabs.Trigger>
          <Tabs.Trigger value="division" className={trigger}>
            Division Lessons
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="multiplication">{grid(multiplicationCards)}</Tabs.Content>
        <Tabs.Content value="division">{grid(divisionCards)}</Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
