import type { Application } from 'pixi.js';
import { overlayFocusKeeper } from './overlayFocus';

/** The parts of Pixi's AccessibilitySystem we reach into (private in its types). */
interface OverlayInternals {
  _div?: HTMLDivElement;
  _canvasObserver?: { updateTranslation(): void } | null;
}

/**
 * Pins Pixi's accessibility overlay to the canvas wherever the page puts it. Pixi translates the
 * overlay by the canvas's *viewport* rectangle but positions it `absolute`, so any positioned ancestor
 * or page scroll shifts every button away from what it names (measured: 64 px under the game header).
 * `position: fixed` makes that translation exact, and scrolls/resizes re-sync it (Pixi only does so
 * on render, and scenes render on demand). Its per-frame updates are throttled
 * (`throttleOverlayUpdates`). Returns the function that stops both.
 */
export function pinAccessibilityOverlay(app: Application): () => void {
  const internals = app.renderer.accessibility as unknown as OverlayInternals;
  const sync = () => internals._canvasObserver?.updateTranslation();
  if (internals._div) {
    internals._div.style.position = 'fixed';
    // styles.css draws a two-tone focus ring on its buttons, visible on every background.
    internals._div.classList.add('scene-overlay');
  }
  sync();
  const options = { capture: true, passive: true } as const;
  document.addEventListener('scroll', sync, options);
  window.addEventListener('resize', sync, options);
  const stopThrottle = throttleOverlayUpdates(app);
  return () => {
    document.removeEventListener('scroll', sync, options);
    window.removeEventListener('resize', sync, options);
    stopThrottle();
  };
}

/** How often, at most, the overlay follows the scene while it animates (ms). */
const OVERLAY_UPDATE_MS = 100;

/**
 * Pixi re-measures every accessible object and rewrites its overlay button's style after every
 * frame. While a scene animates that costs as much as drawing it on a slow CPU (measured: the vault
 * opening at 4× CPU throttling, mean frame 56 → 47 ms without it). Buttons only need to follow
 * what they name closely enough to be pressed, so the update runs at most every 100 ms, plus once
 * after the last frame. Returns the function that cancels a pending update.
 */
export function throttleOverlayUpdates(app: Application): () => void {
  const a11y = app.renderer.accessibility as unknown as {
    postrender(): void;
    _renderer?: unknown;
    _div?: HTMLDivElement;
  };
  const rebuild = a11y.postrender.bind(a11y);
  // Focus survives the rebuild (overlayFocus.ts); descriptions are set on the fresh buttons.
  const keeper = a11y._div ? overlayFocusKeeper(a11y._div) : null;
  const update = () => {
    keeper?.before();
    rebuild();
    keeper?.after();
  };
  let last = -Infinity;
  let stopped = false;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    trailing = undefined;
    // The app can be destroyed between a frame and its trailing update (leaving a game).
    if (stopped || !a11y._renderer) return;
    last = performance.now();
    update();
  };
  a11y.postrender = () => {
    const wait = last + OVERLAY_UPDATE_MS - performance.now();
    if (wait <= 0) run();
    else trailing ??= setTimeout(run, wait);
  };
  return () => {
    stopped = true;
    clearTimeout(trailing);
  };
}
