import type { Session } from '@supabase/supabase-js';
import { useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { ReturnState } from '@/app/RequireAuth';
import { needsSecondFactor } from '@/lib/assurance';
import { useSession } from '@/state/session';

/** Where to go after signing in: the protected page first asked for, or the dashboard. */
export function useReturnPath(): string {
  const state = useLocation().state as ReturnState | null;
  const from = state?.from;
  // Only same-app paths: never bounce to another origin or back to the auth pages. /welcome is
  // where a buyer signs up to claim the Fun Pack they paid for (issue 36).
  return from?.startsWith('/app') || from?.startsWith(`${paths.welcome}?`) ? from : paths.app;
}

/** Keeps the return address when switching between login and sign-up. */
export function returnState(returnPath: string): ReturnState | undefined {
  return returnPath === paths.app ? undefined : { from: returnPath };
}

/**
 * True when a signed-in user opened an auth page (and no form is submitting), so it should leave;
 * a session still owing its two-factor code is not signed in yet.
 */
export function useAlreadySignedIn(submitting: boolean): boolean {
  const session = useSession();
  return session !== null && !submitting && !needsSecondFactor(session);
}

/** The password-only session that still owes its two-factor code (login's code step), if any. */
export function useSessionAwaitingCode(submitting: boolean): Session | null {
  const session = useSession();
  return session && !submitting && needsSecondFactor(session) ? session : null;
}
