import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { addStudent } from '@/api/add-student';
import { messages } from '@/content/messages';
import { useStudentsChanged } from '@/state/devicePlayer';
import { useSession } from '@/state/session';
import { StudentForm } from '../profile/StudentForm';

/**
 * A new grown-up's first step (issue 38): with no child yet, the dashboard's home leads to adding
 * one (name, grade, picture) right there; once added, the list reloads and "Let Mia play" shows.
 */
export function AddFirstChild() {
  const { t } = useLingui();
  const userId = useSession()?.user.id;
  const changed = useStudentsChanged();
  if (!userId) return null;
  return (
    <section
      aria-labelledby="add-first-child-title"
      className="mb-6 rounded-card border-2 border-primary-soft bg-white p-4 shadow-[0_10px_30px_-18px_rgba(67,42,156,0.5)] sm:p-5"
    >
      <h2 id="add-first-child-title" className="font-display text-2xl font-bold text-ink">
        <Trans>First, add your child</Trans>
      </h2>
      <p className="mt-1 mb-3 text-ink-soft">
        <Trans>Their name and grade are all we need. Then hand them the device with “Let them play”.</Trans>
      </p>
      <StudentForm
        submitLabel={t`Add my child`}
        focusName={false}
        onSubmit={async (draft) => {
          try {
            await addStudent(userId, draft);
            toast.success(messages.students.created);
            changed();
            return true;
          } catch {
            toast.error(messages.students.createFailed);
            return false;
          }
        }}
      />
    </section>
  );
}
