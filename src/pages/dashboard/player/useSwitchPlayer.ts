import { useNavigate } from 'react-router-dom';
import { signOut } from '@/api/auth-sign-out';
import { paths } from '@/app/paths';
import type { ClassRosterRequest } from '@/lib/classCodeMemory';
import { usePickerRequested } from '@/state/devicePlayer';
import { useIsChildSession, useSigningOut } from '@/state/session';

/**
 * What "Switch player" does: at home, "Who's playing?"; in a child's class session, which plays
 * as that child only, it ends the child's session and goes back to the class roster (/class, the
 * code kept), where the next child taps their name and pictures (issue 22 §2).
 */
export function useSwitchPlayer(): () => void {
  const navigate = useNavigate();
  const child = useIsChildSession();
  const setRequested = usePickerRequested()[1];
  const setSigningOut = useSigningOut()[1];
  if (!child) return () => setRequested(true);
  return () => {
    setSigningOut(true);
    void signOut().then(() => {
      const state: ClassRosterRequest = { roster: true };
      navigate(paths.classSignIn, { replace: true, state });
    });
  };
}
