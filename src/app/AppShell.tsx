import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppStatus } from '@/components/pwa/AppStatus';
import { StoreProvider } from '@/lib/store';
import { startFactQueue } from '@/state/factQueue';
import { startResultPersistence } from '@/state/persistResults';
import { startResultQueue } from '@/state/resultQueue';
import { startResultScoping } from '@/state/resultScope';
import { primeSessionFromStorage, startSessionSync, useSession } from '@/state/session';
import { LazyToaster } from './LazyToaster';

/** Writes recorded results and queued fact attempts and results to the back end while someone is signed in. */
function ResultPersistence() {
  const userId = useSession()?.user.id;
  useEffect(() => (userId ? startResultPersistence() : undefined), [userId]);
  useEffect(() => (userId ? startFactQueue() : undefined), [userId]);
  useEffect(() => (userId ? startResultQueue() : undefined), [userId]);
  return null;
}

/**
 * Runs before the shell's first render: a still-valid stored session signs the page in at once, so
 * a guarded page never flashes its spinner and the auth pages never flash their form before they
 * send a signed-in user on.
 */
export function loader(): null {
  primeSessionFromStorage();
  return null;
}

/**
 * Layout of every /auth and /app route: the Jotai store provider, the toaster (loaded off the play routes, see LazyToaster), the auth-event
 * subscription that keeps the session atoms current, result persistence while signed in, the
 * clearing of in-memory results when the player changes, and the offline/update banners (which
 * start the service worker: the sales pages, outside this shell, never do).
 */
export default function AppShell() {
  useEffect(() => startSessionSync(), []);
  // In-memory results belong to one player: a change of user or student clears them.
  useEffect(() => startResultScoping(), []);
  return (
    <StoreProvider>
      <ResultPersistence />
      {/* Before the page: a page's own live region stays the last status on it. */}
      <AppStatus />
      <Outlet />
      <LazyToaster />
    </StoreProvider>
  );
}
