import { Trans } from '@lingui/react/macro';
import type { StudentProfile } from '@/api/types';
import { fieldClass } from '@/components/ui/controls';

/** The student selector: lists the user's students and changes the active one. */
export function StudentSelect({
  students,
  activeId,
  onChange,
}: {
  students: readonly StudentProfile[];
  activeId: string | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <label className="flex w-full flex-col gap-1 font-semibold text-ink sm:w-72">
      <Trans>Student</Trans>
      <select
        className={fieldClass}
        value={activeId ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">
          <Trans>Choose a student…</Trans>
        </option>
        {students.map((s) => (
          <option key={s.id} value={s.id}>
            {s.student_name}
            {s.student_grade ? ` (${s.student_grade})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
