import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { needsSecondFactor } from '@/lib/assurance';
import { useSession, useSessionReady, useSigningOut } from '@/state/session';
import { paths } from './paths';

/** Where a guarded page sends the visitor, so login can bring them back (read by the auth pages). */
export interface ReturnState {
  from?: string;
}

/**
 * Guard of /app/**: waits until the stored session is known, then shows the page or redirects to
 * the login page (its code step when two-factor is on and this session has not given the code), remembering the asked-for address (path, query and hash) to return to after login.
 */
export default function RequireAuth() {
  const ready = useSessionReady();
  const session = useSession();
  const [signingOut, setSigningOut] = useSigningOut();
  const location = useLocation();
  // Logout navigates home; once the guarded pages are gone, a later visit must redirect normally.
  // A sign-out ends with the move away from /app: the flag clears when the guard unmounts or sees
  // another location, and a guard that mounts later starts from a finished sign-out. (Back to /app
  // can come while the home page still downloads: navigations are transitions, so this guard then
  // never unmounted, and only the new location tells it the sign-out is over.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location ends a sign-out
  useEffect(() => {
    setSigningOut(false);
    return () => setSigningOut(false);
  }, [setSigningOut, location.key]);
  if (!ready || (signingOut && !session)) return <PageSpinner />;
  // A password-only session of an account with two-factor on gets no page: the code step first.
  if (!session || needsSecondFactor(session)) {
    const state: ReturnState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
