import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { lessonPath } from '@/app/paths';
import { Mascot } from '@/components/ui/Mascot';

/**
 * What a learner with no results yet sees: a friendly invitation to the first lesson, no numbers.
 * A teacher looking at a child of the class gets a note instead: the child plays on their own device.
 */
export function EmptyState({
  studentName,
  forTeacher = false,
}: {
  studentName: string | null;
  forTeacher?: boolean;
}) {
  const { t } = useLingui();
  const name = studentName ?? t`This child`;
  if (forTeacher)
    return (
      <p className="rounded-card border-2 border-dashed border-primary-soft bg-white p-6 text-lg text-ink-soft">
        <Trans>
          {name} has no finished lessons or games yet. Stars, streaks and badges appear here after they play,
          at school (with the class code) or at home.
        </Trans>
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border-2 border-dashed border-primary-soft bg-white px-6 py-10 text-center sm:flex-row sm:text-left">
      <Mascot size={128} />
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink">
          {studentName ? t`${name}'s adventure starts here!` : t`Your adventure starts here!`}
        </h2>
        <p className="mt-2 max-w-md text-lg text-ink-soft">
          <Trans>
            Stars, streaks and badges will appear here after the first lesson. Pip can't wait to cheer you on!
          </Trans>
        </p>
        <Link
          to={lessonPath('multiplication1')}
          className="mt-5 inline-flex min-h-12 items-center gap-2 rounded-full bg-primary px-6 text-lg font-bold text-white hover:bg-primary-dark"
        >
          <Trans>
            Start the first lesson <span aria-hidden="true">→</span>
          </Trans>
        </Link>
      </div>
    </div>
  );
}
