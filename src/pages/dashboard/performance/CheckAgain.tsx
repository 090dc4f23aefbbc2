import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { placementCheckPath } from '@/app/paths';
import { useActiveStudentId } from '@/state/activeStudent';

/**
 * "Check again" (issue 23): starts a placement quiz for this child now (they become the player),
 * for when a grown-up thinks the grid no longer matches what the child knows.
 */
export function CheckAgain({ studentId, name }: { studentId: string; name: string }) {
  const navigate = useNavigate();
  const [, setActive] = useActiveStudentId();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-violet-50 px-4 py-3">
      <p className="min-w-0 flex-1 text-ink">
        <Trans>
          A short quiz shows which facts {name} already knows. Placed facts are marked ✓ on the grid.
        </Trans>
      </p>
      <button
        type="button"
        className="min-h-12 rounded-full bg-primary px-5 font-display text-lg font-bold text-white hover:bg-primary-dark"
        onClick={() => {
          setActive(studentId);
          navigate(placementCheckPath());
        }}
      >
        <Trans>Check again</Trans>
      </button>
    </div>
  );
}
