import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useNarration } from '@/components/narration/useNarration';
import { useActiveStudentId } from '@/state/activeStudent';
import { useKidMode } from '@/state/devicePlayer';

/** What the call to action says to a child (its two visible lines), in the current language. */
export function practiceCall(): string {
  return t`Today's practice. A few minutes of facts with Pip. Ready?`;
}

/**
 * The big "Today's practice" button at the top of the dashboard home (issue 16). In kid mode (a
 * child chosen on this device, or a class session) it is said aloud as the home opens (issue 22).
 * Once the home has settled it reads ahead what practice starts from, so practice also starts
 * offline later (warmPractice).
 */
export function PracticeCallToAction() {
  const kidMode = useKidMode();
  const [studentId] = useActiveStudentId();
  useNarration(kidMode ? practiceCall() : null, studentId);
  useEffect(() => {
    if (!studentId) return;
    const timer = setTimeout(
      () => void import('@/state/warmPractice').then(({ warmPractice }) => warmPractice(studentId)),
      1500,
    );
    return () => clearTimeout(timer);
  }, [studentId]);
  return (
    <Link
      to={paths.practice}
      className="mb-6 flex items-center gap-4 rounded-3xl bg-gradient-to-r from-orange-400 to-pink-500 px-5 py-4 text-white shadow-lg transition-transform hover:scale-[1.01] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/25 text-3xl"
      >
        🚀
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-2xl font-bold sm:text-3xl">
          <Trans>Today's practice</Trans>
        </span>
        <span className="block text-base font-semibold text-white/90 sm:text-lg">
          <Trans>A few minutes of facts with Pip. Ready?</Trans>
        </span>
      </span>
      <span
        aria-hidden="true"
        className="hidden rounded-full bg-white px-5 py-2 font-display text-lg font-bold text-pink-600 sm:block"
      >
        <Trans>Start</Trans>
      </span>
    </Link>
  );
}
