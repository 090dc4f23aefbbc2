import type { Application } from 'pixi.js';
import { accessibilityOf } from './internals';

/** How often, at most, the overlay follows the scene while it animates (ms). */
export const OVERLAY_UPDATE_MS = 100;

/** Called around each overlay update (focus keeping, descriptions: see ../overlayFocus.ts). */
export interface OverlayUpdateHooks {
  before(): void;
  after(): void;
}

/**
 * Patch: Pixi's accessibility `postrender` runs at most every 100 ms, plus once after the last frame.
 *
 * Pixi re-measures every accessible object and rewrites its overlay button's style after every
 * frame. While a scene animates that costs as much as drawing it on a slow CPU (measured: the vault
 * opening at 4× CPU throttling, mean frame 56 → 47 ms without it). Buttons only need to follow what
 * they name closely enough to be pressed. Pixi throttles it on Android only (`_androidUpdateFrequency`).
 *
 * Upstream: no issue found for desktop; the per-frame cost was raised when the overlay was made
 * always-on for mobile (https://github.com/pixijs/pixijs/pull/2694: "potential performance hit of
 * post render action every frame"). Reproduce: 20 accessible objects, a tween, 4× CPU throttling in
 * DevTools, and compare frame times with `renderer.runners.postrender.remove(renderer.accessibility)`.
 *
 * Remove when: Pixi offers an update interval for the overlay (then set it to 100 ms).
 * Returns the function that cancels a pending update.
 */
export function throttleOverlayUpdates(app: Application, hooks?: OverlayUpdateHooks): () => void {
  const a11y = accessibilityOf(app);
  const rebuild = a11y.postrender.bind(a11y);
  const update = () => {
    hooks?.before();
    rebuild();
    hooks?.after();
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
