import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { listPicturePasswords } from '@/api/list-picture-passwords';
import { newPicturePassword } from '@/api/new-picture-password';
import { useLoad } from '@/pages/dashboard/account/useLoad';

/**
 * The owner's students' picture passwords for the Profile rows and the login cards, and the "New
 * picture password" action (that student's sessions end). `key` null (not a teacher) loads nothing.
 */
export function usePicturePasswords(key: string | null) {
  const load = useLoad(key === null ? null : `picture-passwords:${key}`, listPicturePasswords);
  const [busy, setBusy] = useState(false);
  const list = load.state.status === 'ready' ? load.state.data : undefined;

  const renew = async (studentId: string) => {
    setBusy(true);
    try {
      const pair = await newPicturePassword(studentId);
      load.setData((all) => all.map((p) => (p.studentId === studentId ? { ...p, pair } : p)));
      toast.success(t`New picture password made. Print a new login card for this student.`);
    } catch {
      toast.error(t`Could not make a new picture password. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return { list, busy, renew, pairOf: (id: string) => list?.find((p) => p.studentId === id)?.pair };
}
