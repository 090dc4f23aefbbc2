import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StudentProfile } from '@/api/types';
import { markSheetPath } from '@/app/paths';
import { PrintSheetButton } from './PrintSheetButton';

/**
 * The Performance page's sheet actions (issue 37): "Print Mia's sheet" on a child's page, "Print
 * the class pack" on a teacher's class page, and "Mark a sheet" on both.
 */
export default function SheetActions({ students }: { students: readonly StudentProfile[] }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PrintSheetButton students={students} variant="secondary" />
      <Link
        to={markSheetPath()}
        className="inline-flex min-h-12 items-center justify-center rounded-full px-5 font-bold text-primary-dark hover:bg-primary-soft"
      >
        <Trans>Mark a sheet</Trans>
      </Link>
    </div>
  );
}
