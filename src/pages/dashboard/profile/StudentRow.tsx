import type { ReactNode } from 'react';
import type { StudentProfile } from '@/api/types';
import { Button } from '@/pages/dashboard/account/ui';
import { DeleteStudentDialog } from './DeleteStudentDialog';

const AVATAR_COLORS = ['#5b3cc4', '#0e7490', '#c2410c', '#15803d', '#be185d', '#4338ca'];

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
  onDelete: () => void;
  /** A line under the row (the teacher's picture password). */
  extra?: ReactNode;
}) {
  // A stable colour per student, so the same child always wears the same bubble.
  const hash = [...student.id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const color = AVATAR_COLORS[hash % AVATAR_COLORS.length];
  return (
    <li
      data-testid="student-row"
      className={`flex flex-wrap items-center gap-3 rounded-card border-2 p-3 ${
        active ? 'border-primary bg-primary-soft/60' : 'border-primary-soft bg-white'
      }`}
    >
      {student.avatar_url ? (
        <img src={student.avatar_url} alt="" className="size-12 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full font-display text-xl font-bold text-white"
          style={{ background: color }}
        >
          {student.student_name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-lg font-semibold text-ink">{student.student_name}</p>
        <p className="text-sm text-ink-soft">{student.student_grade ?? 'Grade not set'}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {active ? (
          <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-white">Active</span>
        ) : (
          canSelect && (
            <Button variant="secondary" onClick={onSelect} aria-label={`Select ${student.student_name}`}>
              Select
            </Button>
          )
        )}
        <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${student.student_name}`}>
          Edit
        </Button>
        <DeleteStudentDialog name={student.student_name} onConfirm={onDelete} />
      </div>
      {extra}
    </li>
  );
}
