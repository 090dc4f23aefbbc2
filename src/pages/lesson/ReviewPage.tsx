import { Plural, Trans, useLingui } from '@lingui/react/macro';

import { Link, Navigate, useLocation } from 'react-router-dom';
import { lessonPath, paths } from '@/app/paths';
import { Mascot } from '@/components/ui/Mascot';
import { blockTitle } from '@/content/block-titles';
import { blockReview, blockStarts, getLesson } from '@/content/lessons';
import { messages } from '@/content/messages';
import { loadAreas } from '@/i18n/i18n';
import { useKidMode } from '@/state/devicePlayer';
import { type ActivityResult, useResults, wrongLessons } from '@/state/results';
import { CelebrationBadge } from './CelebrationBadge';
import { type RedoState, type ReviewState, readReviewState } from './reviewState';

const primaryLink =
  'inline-flex min-h-14 items-center justify-center rounded-full px-8 font-display text-2xl font-semibold shadow-md transition hover:-translate-y-0.5';

/** The route's loader: the lessons catalogue (issue 26), loaded before any lesson text is read. */
export async function loader() {
  await loadAreas(['lessons']);
  return null;
}

/**
 * The block review (spec §2, §4): the block's lessons answered wrongly with links to redo them, or a
 * congratulations screen with "Back to Dashboard" ("Home" when a child holds the device). Reached
 * with navigation state; without it, /app.
 */
export default function ReviewPage() {
  const location = useLocation();
  const review = readReviewState(location.state);
  const results = useResults();
  if (!review) return <Navigate to={paths.app} replace />;
  const wrong = wrongLessons(results, review.blockPrefix);
  return (
    <main className="min-h-dvh bg-[radial-gradient(circle_at_top,#ede9fe,#fffdf8_60%)] px-4 py-8 text-ink sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        {wrong.length === 0 ? (
          <Congratulations review={review} tally={firstTimeTally(results, review.blockPrefix)} />
        ) : (
          <WrongList review={review} wrong={wrong} />
        )}
      </div>
    </main>
  );
}

/** The way back to the dashboard, in the words of whoever holds the device. */
function HomeWord() {
  return useKidMode() ? messages.words.home : messages.words.backToDashboard;
}

/** The extra lesson a block's review offers (the remainder block after the d5 card's chain). */
function AlsoOffer({ blockName }: { blockName: string }) {
  const also = blockReview(blockName)?.also;
  const lesson = also ? getLesson(also) : undefined;
  if (!lesson) return null;
  return (
    <Link
      to={lessonPath(lesson.lessonId)}
      className={`${primaryLink} bg-rose-100 text-ink ring-2 ring-rose-300 hover:bg-rose-200`}
    >
      <Trans>Next: {blockTitle(lesson.blockName)}</Trans>
    </Link>
  );
}

/** How the block went: lessons answered, and how many right at the first try (issue 38). */
function firstTimeTally(results: readonly ActivityResult[], blockPrefix: string) {
  const block = results.filter((r) => r.kind === 'lesson' && r.activityId.startsWith(blockPrefix));
  return { total: block.length, first: block.filter((r) => r.isCorrect && r.attempts <= 1).length };
}

/** What happened, kindly: "4 of 5 right the first time, and you fixed the other one!" */
function TallyLine({ total, first }: { total: number; first: number }) {
  const fixed = total - first;
  if (total === 0 || fixed === 0)
    return <Trans>Every answer was right the first time. You are a maths star!</Trans>;
  return (
    <>
      <Plural
        value={total}
        one={`${first} of # right the first time,`}
        other={`${first} of # right the first time,`}
      />{' '}
      <Plural value={fixed} one="and you fixed the other one!" other="and you fixed the other #!" />
    </>
  );
}

function Congratulations({
  review,
  tally,
}: {
  review: ReviewState;
  tally: { total: number; first: number };
}) {
  const start = review.nextBlock ? blockStarts[review.nextBlock] : undefined;
  const next = start ? getLesson(start) : undefined;
  return (
    <>
      <Mascot pose="cheering" className="h-40 w-40 drop-shadow-lg sm:h-48 sm:w-48" />
      <CelebrationBadge blockName={review.blockName} />
      <h1 className="mt-3 font-display text-4xl font-bold text-primary sm:text-5xl">
        <Trans>Congratulations!</Trans>
      </h1>
      <p className="mt-3 text-2xl font-semibold">
        <Trans>You finished {blockTitle(review.blockName)}!</Trans>
      </p>
      <p className="mt-2 text-xl text-ink-soft">
        <TallyLine {...tally} />
      </p>
      <div className="mt-8 flex w-full flex-col items-center gap-4 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.app} className={`${primaryLink} bg-primary text-white hover:bg-primary-dark`}>
          <HomeWord />
        </Link>
        {next && (
          <Link
            to={lessonPath(next.lessonId)}
            className={`${primaryLink} bg-sun text-ink hover:brightness-105`}
          >
            <Trans>Keep going: {next.title}</Trans>
          </Link>
        )}
        <AlsoOffer blockName={review.blockName} />
      </div>
    </>
  );
}

function WrongList({ review, wrong }: { review: ReviewState; wrong: string[] }) {
  const { t } = useLingui();
  const redo: RedoState = { review };
  const blockName = review.blockName;
  return (
    <>
      <Mascot className="h-32 w-32 drop-shadow-lg" />
      <h1 className="mt-3 font-display text-4xl font-bold text-primary">
        <Trans>Let’s try these again!</Trans>
      </h1>
      <p className="mt-3 text-xl">
        <Plural
          value={wrong.length}
          one={`You finished ${blockName}. Practice makes perfect: redo the lesson below.`}
          other={`You finished ${blockName}. Practice makes perfect: redo the lessons below.`}
        />
      </p>
      <ul className="mt-6 w-full space-y-3 text-left" aria-label={t`Lessons to redo`}>
        {wrong.map((id) => {
          const lesson = getLesson(id);
          const title = lesson?.title ?? id;
          return (
            <li
              key={id}
              className="flex items-center gap-4 rounded-card bg-white p-4 shadow-md ring-1 ring-primary/10"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-wrong-soft text-2xl font-bold text-wrong">
                {lesson?.lessonNumber ?? '?'}
              </span>
              <span className="flex-1 text-xl font-semibold">{title}</span>
              <Link
                to={lessonPath(id)}
                state={redo}
                aria-label={t`Redo ${title}`}
                className="inline-flex min-h-12 items-center rounded-full bg-primary px-5 text-lg font-bold text-white hover:bg-primary-dark"
              >
                <Trans>Redo</Trans>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex w-full flex-col items-center gap-4 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.app} className={`${primaryLink} bg-white text-primary ring-2 ring-primary`}>
          <HomeWord />
        </Link>
        <AlsoOffer blockName={review.blockName} />
      </div>
    </>
  );
}
