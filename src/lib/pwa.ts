import { useSyncExternalStore } from 'react';

/** What the app knows about its service worker and the network, for the status banners. */
export interface PwaStatus {
  /** A new version is installed and waiting: the app may offer to reload into it. */
  updateReady: boolean;
  /** The browser says it has no network (answers and results queue on the device meanwhile). */
  offline: boolean;
}

let status: PwaStatus = {
  updateReady: false,
  offline: typeof navigator !== 'undefined' && !navigator.onLine,
};
const listeners = new Set<() => void>();
let applyUpdate: (() => Promise<void>) | null = null;
let started = false;

function set(next: Partial<PwaStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current status, re-rendering on every change. */
export function usePwaStatus(): PwaStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Swaps to the waiting version: the new worker takes over and the page reloads once (a grown-up's tap). */
export function reloadIntoUpdate(): void {
  void applyUpdate?.();
}

/** What registers the worker: vite-plugin-pwa's registerSW (injected by tests). */
export type RegisterWorker = (options: {
  onNeedRefresh: () => void;
  onRegisterError: (error: unknown) => void;
}) => () => Promise<void>;

const registerWithWorkbox = (): Promise<RegisterWorker> =>
  import('virtual:pwa-register').then(
    ({ registerSW }) =>
      (options) =>
        registerSW({ immediate: true, ...options }),
  );

/** Production builds in a browser with service workers register; the dev server has no worker. */
const defaultLoad =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? registerWithWorkbox
    : null;

/**
 * Registers the service worker and follows the network. Called by the app shell, never by the sales
 * pages, and only after the page has loaded, so nothing of the worker competes with a first paint.
 * Workbox-window is fetched then, not up front. `load` is injectable for tests.
 */
export function startPwa(load: (() => Promise<RegisterWorker>) | null = defaultLoad): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => set({ offline: false }));
  window.addEventListener('offline', () => set({ offline: true }));
  if (!load) return;
  const warn = (error: unknown) => console.warn('Service worker not registered', error);
  const register = () => {
    load()
      .then((registerWorker) => {
        applyUpdate = registerWorker({
          onNeedRefresh: () => set({ updateReady: true }),
          onRegisterError: warn,
        });
      })
      .catch(warn);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
