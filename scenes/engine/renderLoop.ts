import { gsap } from 'gsap';
import type { Application } from 'pixi.js';

/**
 * Render on demand. WebGL here (and on many cheap tablets) is fill-rate bound, so the scene draws a
 * frame only while a GSAP tween is running, for a couple of frames after a state change, and once a
 * second as a safety net; an idle scene costs nothing. Frames follow GSAP's ticker (rAF).
 */
let pendingFrames = 0;
const IDLE_REFRESH_MS = 1000;

/** Asks for the next frames to be drawn (state changed outside a tween). */
export function requestRender(frames = 3): void {
  pendingFrames = Math.max(pendingFrames, frames);
}

function tweensRunning(): boolean {
  for (const child of gsap.globalTimeline.getChildren(false, true, true)) {
    if (child.isActive()) return true;
  }
  return false;
}

/** Drives `app` from GSAP's ticker; returns the stop function. The app's own ticker stays stopped. */
export function startRenderLoop(app: Application): () => void {
  app.ticker.stop();
  let last = 0;
  requestRender();
  const tick = () => {
    if (document.hidden) return;
    const now = performance.now();
    if (pendingFrames > 0 || tweensRunning() || now - last > IDLE_REFRESH_MS) {
      if (pendingFrames > 0) pendingFrames -= 1;
      last = now;
      app.render();
    }
  };
  gsap.ticker.add(tick);
  return () => gsap.ticker.remove(tick);
}
