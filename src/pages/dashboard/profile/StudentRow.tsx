import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StudentProfile } from '@/api/types';
import { StudentAvatar } from '@/components/avatars/Avatar';
import { Button } from '@/components/ui/controls';
import { optionLabel } from '@/pages/dashboard/account/options';
import { DeleteStudentDialog } from './DeleteStudentDialog';

/** One student: avatar, name, grade, active badge or select button, edit and delete. */
export function StudentRow({
  student,
  active,
  canSelect,
  onSelect,
  onEdit,
  onDelete,
  extra,
}: {
  student: StudentProfile;
  active: boolean;
  canSelect: boolean;
  onSelect: () => void;
  onEdit: () => void;
  /** Deletes with the grown-up's password; answers an error text, or null when done. */
  onDelete: (password: string) => Promise<string | null>;
  /** A line under the row (the teacher's picture password). */
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const name = student.student_name;
  const grade = student.student_grade;
  return (
    <li
      data-testid="student-row"
      className={`flex flex-wrap items-center gap-3 rounded-card border-2 p-3 ${
        active ? 'border-primary bg-primary-soft/60' : 'border-primary-soft bg-white'
      }`}
    >
      <StudentAvatar name={student.student_name} avatarUrl={student.avatar_url} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-lg font-semibold text-ink">{student.student_name}</p>
        <p className="text-sm text-ink-soft">{grade ? optionLabel(grade) : t`Grade not set`}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {active ? (
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-white">
            <Trans>Active</Trans>
          </span>
        ) : (
          canSelect && (
            <Button variant="secondary" onClick={onSelect} aria-label={t`Select ${name}`}>
              <Trans>Select</Trans>
            </Button>
          )
        )}
        <Button variant="ghost" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <DeleteStudentDialog name={student.student_name} onConfirm={onDelete} />
      </div>
      {extra}
    </li>
  );
}
