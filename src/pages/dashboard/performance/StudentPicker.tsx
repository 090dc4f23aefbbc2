import { Link } from 'react-router-dom';
import type { StudentProfile } from '@/api/types';
import { dashboardTabPath } from '@/app/paths';
import { fieldClass } from '@/components/ui/controls';
import { Mascot } from '@/components/ui/Mascot';

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
      Student
      <select
        className={fieldClass}
        value={activeId ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Choose a student…</option>
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

/** Teachers with no student selected are asked to pick one first (spec §2). */
export function PickStudentPrompt({
  students,
  onPick,
}: {
  students: readonly StudentProfile[];
  onPick: (id: string | null) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-primary-soft bg-white px-6 py-8 text-center sm:flex-row sm:text-left">
      <Mascot size={112} />
      <div className="flex-1">
        <h2 className="font-display text-2xl font-semibold text-ink">Please select a student first</h2>
        {students.length > 0 ? (
          <>
            <p className="mt-1 mb-4 text-lg text-ink-soft">
              Choose whose progress you want to see. Lessons and games played from now on are saved for them.
            </p>
            <StudentSelect students={students} activeId={null} onChange={onPick} />
          </>
        ) : (
          <p className="mt-1 text-lg text-ink-soft">
            You have no student profiles yet.{' '}
            <Link to={dashboardTabPath('profile')} className="font-bold text-primary underline">
              Add your students on the Profile tab
            </Link>{' '}
            to follow their progress.
          </p>
        )}
      </div>
    </div>
  );
}
