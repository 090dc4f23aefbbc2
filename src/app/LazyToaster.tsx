import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { fonts } from '@/lib/theme';
import { paths } from './paths';

// sonner (~9 KB gzip) loads only where a toast can appear: the auth and dashboard pages. A child's
// play routes never toast, so a cold practice, game or lesson does not download it (issue 25).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Routes where nothing calls `toast()`: the child's practice, games, lessons and review. */
const playRoutes = [paths.practice, paths.gamePattern, paths.lessonPattern, paths.review];

/** True on a child's play route (no toasts there, so no toaster yet). */
export function isPlayRoute(pathname: string): boolean {
  return playRoutes.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The app's toaster, fetched the first time the player is on a route that may toast and kept from
 * then on. A toast raised before it mounts still shows: sonner replays active toasts to a new Toaster.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  // Set after the page has committed: fetching the toaster never holds back (and so never re-runs)
  // the render of the page it sits beside.
  useEffect(() => {
    if (!isPlayRoute(pathname)) setWanted(true);
  }, [pathname]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        // Issue 38: the region's and close button's names in the page's language (sonner's are English).
        containerAriaLabel={t`Notifications`}
        toastOptions={{
          duration: 5000,
          style: { fontFamily: fonts.body, fontSize: '16px' },
          closeButtonAriaLabel: t`Close`,
        }}
      />
    </Suspense>
  );
}
