import type { Application } from 'pixi.js';
import { overlayFocusKeeper } from '../overlayFocus';
import { capBatchTextures } from './batchTextures';
import { patchContainerDestroy } from './containerDestroy';
import { accessibilityOf } from './internals';
import { activateOverlay } from './overlayActivation';
import { pinOverlay } from './overlayPin';
import { throttleOverlayUpdates } from './overlayThrottle';
import { sampleWhiteNearest } from './whiteTexture';

/*
 * Every workaround of a Pixi (or @pixi/react) behaviour lives in this folder, one file each, with
 * the upstream issue it works around and how to tell when it can go. The private fields they read
 * are typed in `internals.ts`; the versions they were checked against are in `version.ts`.
 */

/**
 * Installs the module-wide patches (prototypes and shared textures). Idempotent. Must run before
 * the first Application initialises: the batch-texture cap hooks the renderer's context setup.
 */
export function installPixiPatches(): void {
  patchContainerDestroy();
  capBatchTextures();
  sampleWhiteNearest();
}

/**
 * Applies the per-application patches to an initialised `app`: the accessibility overlay built,
 * pinned to the canvas and updated at most every 100 ms (with keyboard focus kept across its
 * rebuilds). Returns the function that undoes the listeners and timers.
 */
export function patchApplication(app: Application): () => void {
  activateOverlay(app);
  const unpin = pinOverlay(app);
  const overlay = accessibilityOf(app)._div;
  const stopThrottle = throttleOverlayUpdates(app, overlay ? overlayFocusKeeper(overlay) : undefined);
  return () => {
    unpin();
    stopThrottle();
  };
}

export { freePixiCaches } from './textMeasurements';
export { PATCHED_AGAINST, PIXI_REACT_PATCHED_AGAINST } from './version';
