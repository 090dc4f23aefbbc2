import { t } from '@lingui/core/macro';

import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';
import { reloadIntoUpdate, startPwa, usePwaStatus } from '@/lib/pwa';

/** Texts of the offline and update banners (issue 25). */
export const appStatusTexts = {
  get offline() {
    return t`Playing offline — your stars will be saved when you're back online`;
  },
  get updateReady() {
    return t`A new version is ready`;
  },
  get reload() {
    return t`Reload`;
  },
};

/** Routes where a child is playing: an update waits until they leave (never a reload mid-game). */
const playing = [paths.gamePattern, paths.lessonPattern, paths.practice, paths.review];
/** In play, the offline banner shrinks to a cloud after this long, so it never hides the scene. */
const SHRINK_AFTER_MS = 6000;

/** Whether the offline banner is shrunk: in play, some seconds after going offline or opening a page. */
function useShrunk(offline: boolean, inPlay: boolean, pathname: string): boolean {
  const [shrunk, setShrunk] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page shows the full banner again
  useEffect(() => {
    setShrunk(false);
    if (!offline || !inPlay) return;
    const timer = setTimeout(() => setShrunk(true), SHRINK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [offline, inPlay, pathname]);
  return shrunk;
}

/**
 * The app's status line: a small banner while the device is offline, and, when a new version is
 * installed, "A new version is ready" with Reload — shown only outside games, lessons and practice.
 * In play the offline banner shrinks to a cloud in the corner after a few seconds (its words stay
 * its accessible name). Starts the service worker on first mount (`startWorker`, for tests).
 */
export function AppStatus({ startWorker = startPwa }: { startWorker?: () => void }) {
  useEffect(() => startWorker(), [startWorker]);
  const { offline, updateReady } = usePwaStatus();
  const { pathname } = useLocation();
  const inPlay = playing.some((pattern) => matchPath(pattern, pathname));
  const shrunk = useShrunk(offline, inPlay, pathname);
  if (!offline && !(updateReady && !inPlay)) return null;
  if (shrunk)
    return (
      <p
        role="status"
        aria-label={appStatusTexts.offline}
        title={appStatusTexts.offline}
        className="pointer-events-none fixed bottom-3 left-3 z-50 grid size-10 place-items-center rounded-full bg-ink/80 text-lg shadow-lg"
      >
        <span aria-hidden="true">☁️</span>
      </p>
    );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3">
      {offline && (
        <p
          role="status"
          className="max-w-xl rounded-full bg-ink/90 px-4 py-2 text-center font-display text-base font-semibold text-white shadow-lg"
        >
          <span aria-hidden="true">☁️ </span>
          {appStatusTexts.offline}
        </p>
      )}
      {updateReady && !inPlay && (
        <div
          role="status"
          className="pointer-events-auto flex items-center gap-3 rounded-full bg-white py-2 pr-2 pl-5 font-display text-base font-semibold text-ink shadow-lg ring-1 ring-primary/20"
        >
          {appStatusTexts.updateReady}
          <button
            type="button"
            className="min-h-12 rounded-full bg-primary px-5 font-bold text-white hover:bg-primary-dark"
            onClick={reloadIntoUpdate}
          >
            {appStatusTexts.reload}
          </button>
        </div>
      )}
    </div>
  );
}
