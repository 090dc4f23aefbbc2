import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { listClassSignInLocks, unlockClassSignIn } from '@/api/class-sign-in-locks';
import { useLoad } from '@/pages/dashboard/account/useLoad';

/**
 * Which of the teacher's students cannot sign in at school right now (too many wrong pictures), and
 * "Unlock". Reloaded every 30 s while Profile is open, so a lock shows up while the class signs in.
 * `key` null (not a teacher) loads nothing.
 */
export function useSignInLocks(key: string | null) {
  const load = useLoad(key === null ? null : `sign-in-locks:${key}`, listClassSignInLocks);
  const { reload } = load;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (key === null) return;
    const timer = setInterval(reload, 30_000);
    return () => clearInterval(timer);
  }, [key, reload]);
  const locks = load.state.status === 'ready' ? load.state.data : undefined;

  const unlock = async (studentId: string) => {
    setBusy(true);
    try {
      await unlockClassSignIn(studentId);
      reload();
      toast.success(t`Unlocked. The student can sign in again.`);
    } catch {
      toast.error(t`Could not unlock. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return { busy, unlock, lockedUntil: (id: string) => locks?.get(id) };
}
