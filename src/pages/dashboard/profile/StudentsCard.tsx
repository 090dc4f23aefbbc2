import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { addStudent } from '@/api/add-student';
import { deleteStudent } from '@/api/delete-student';
import { ApiError } from '@/api/errors';
import { reauthenticate } from '@/api/reauthenticate';
import { PLAN_LIMITS, type Plan, type StudentProfile } from '@/api/types';
import { updateStudent } from '@/api/update-student';
import { Button, Card } from '@/components/ui/controls';
import { messages } from '@/content/messages';
import { afterDeletion, useActiveStudentId } from '@/state/activeStudent';
import { useStudentsChanged } from '@/state/devicePlayer';
import { ClassLoginPanel } from './class/ClassLoginPanel';
import { PicturePasswordLine } from './class/PicturePasswordLine';
import { SignInLockLine } from './class/SignInLockLine';
import { usePicturePasswords } from './class/usePicturePasswords';
import { useSignInLocks } from './class/useSignInLocks';
import { passwordRefusal } from './passwordRefusal';
import { RosterPanel } from './roster/RosterPanel';
import { type StudentDraft, StudentForm } from './StudentForm';
import { StudentRow } from './StudentRow';

/** Tells the user which plan limit stops a new profile (spec §8). */
export function toastPlanLimit(plan: Plan) {
  if (plan === 'parents') {
    toast.error(messages.students.upgradeRequiredTitle, {
      description: messages.students.upgradeRequiredText,
    });
  } else {
    toast.error(messages.students.limitReachedTitle, { description: messages.students.limitReachedText });
  }
}

/** Student profiles, oldest first, with add, edit, delete and the active-student choice. */
export function StudentsCard({
  userId,
  plan,
  students,
  onChange,
}: {
  userId: string;
  plan: Plan;
  students: StudentProfile[];
  onChange: (students: StudentProfile[]) => void;
}) {
  const { t } = useLingui();
  const [activeId, setActiveId] = useActiveStudentId();
  // The header's greeting and the picker reload the students (a deleted child's name must go).
  const studentsChanged = useStudentsChanged();
  const [adding, setAdding] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const limit = PLAN_LIMITS[plan];
  const count = students.length;
  const teacherLimit = PLAN_LIMITS.teachers;
  const teachers = plan === 'teachers';
  // Picture passwords (teachers plan): reloaded when a student comes or goes (a trigger makes one).
  const pictures = usePicturePasswords(teachers ? `${userId}:${students.map((s) => s.id).join(',')}` : null);
  const locks = useSignInLocks(teachers ? userId : null);

  const openAdd = () => {
    // Mirrors the database's plan-limit trigger so the user learns it without a round trip.
    if (students.length >= limit) return toastPlanLimit(plan);
    setEditingId(null);
    setAdding(true);
  };

  const add = async (draft: StudentDraft) => {
    try {
      const created = await addStudent(userId, draft);
      onChange([...students, created]);
      studentsChanged();
      if (!activeId) setActiveId(created.id);
      setAdding(false);
      toast.success(messages.students.created);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.planLimit) toastPlanLimit(error.planLimit);
      else toast.error(messages.students.createFailed);
      return false;
    }
  };

  const save = async (id: string, draft: StudentDraft) => {
    try {
      const saved = await updateStudent(id, draft);
      onChange(students.map((s) => (s.id === id ? saved : s)));
      studentsChanged();
      setEditingId(null);
      toast.success(messages.students.updated);
      return true;
    } catch {
      toast.error(messages.students.updateFailed);
      return false;
    }
  };

  const remove = async (id: string, password: string): Promise<string | null> => {
    try {
      await reauthenticate(password);
    } catch (e) {
      return passwordRefusal(e);
    }
    try {
      await deleteStudent(id);
      const remaining = students.filter((s) => s.id !== id);
      onChange(remaining);
      studentsChanged(id);
      setActiveId(
        afterDeletion(
          activeId,
          id,
          remaining.map((s) => s.id),
        ),
      );
      toast.success(messages.students.deleted);
      return null;
    } catch {
      return messages.students.deleteFailed;
    }
  };

  return (
    <Card
      title={teachers ? t`Student profiles` : t`Your child`}
      icon="🧒"
      id="students"
      action={
        !adding &&
        !pasting && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={openAdd}>
              <span aria-hidden="true" className="text-xl leading-none">
                +
              </span>{' '}
              <Trans>Add student</Trans>
            </Button>
            {teachers && (
              <Button
                variant="secondary"
                onClick={() => (students.length >= limit ? toastPlanLimit(plan) : setPasting(true))}
              >
                <Trans>Paste a class list</Trans>
              </Button>
            )}
          </div>
        )
      }
    >
      <p className="mb-4 text-ink-soft">
        {teachers
          ? plural(limit, {
              one: `${count} of # student profile. Select who is playing: results are saved for the active student.`,
              other: `${count} of # student profiles. Select who is playing: results are saved for the active student.`,
            })
          : count > limit
            ? plural(count, {
                one: `The Parents plan includes ${limit} student profile. Your # profile is kept with its progress: one child plays at a time, the active one. Switch back to Teachers to add more.`,
                other: `The Parents plan includes ${limit} student profile. Your # profiles are kept with their progress: one child plays at a time, the active one. Switch back to Teachers to add more.`,
              })
            : t`The Parents plan includes ${limit} student profile. Switch to Teachers for up to ${teacherLimit}.`}
      </p>
      {teachers && <ClassLoginPanel userId={userId} students={students} passwords={pictures.list} />}
      {pasting && (
        <RosterPanel
          students={students}
          limit={limit}
          onCancel={() => setPasting(false)}
          onCreated={(made) => {
            onChange([...students, ...made]);
            if (!activeId && made[0]) setActiveId(made[0].id);
            setPasting(false);
          }}
        />
      )}
      {adding && (
        <div className="mb-4">
          <StudentForm submitLabel={t`Add student`} onSubmit={add} onCancel={() => setAdding(false)} />
        </div>
      )}
      {students.length === 0 && !adding ? (
        <p className="rounded-card border-2 border-dashed border-primary-soft p-5 text-center text-lg text-ink-soft">
          <Trans>No student profiles yet. Add one so progress is saved for each child.</Trans>
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t`Student profiles`}>
          {students.map((s) =>
            editingId === s.id ? (
              <li key={s.id}>
                <StudentForm
                  initial={{
                    student_name: s.student_name,
                    student_grade: s.student_grade,
                    avatar_url: s.avatar_url,
                  }}
                  submitLabel={t`Save student`}
                  onSubmit={(d) => save(s.id, d)}
                  onCancel={() => setEditingId(null)}
                />
              </li>
            ) : (
              <StudentRow
                key={s.id}
                student={s}
                active={s.id === activeId}
                canSelect={teachers || students.length > 1}
                onSelect={() => setActiveId(s.id)}
                onEdit={() => {
                  setAdding(false);
                  setEditingId(s.id);
                }}
                onDelete={(password) => remove(s.id, password)}
                extra={
                  teachers && (
                    <>
                      <PicturePasswordLine
                        name={s.student_name}
                        pair={pictures.pairOf(s.id)}
                        busy={pictures.busy}
                        onNew={() => void pictures.renew(s.id)}
                      />
                      <SignInLockLine
                        name={s.student_name}
                        until={locks.lockedUntil(s.id)}
                        busy={locks.busy}
                        onUnlock={() => void locks.unlock(s.id)}
                      />
                    </>
                  )
                }
              />
            ),
          )}
        </ul>
      )}
    </Card>
  );
}
