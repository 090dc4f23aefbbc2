import { gsap } from 'gsap';
import type { Application } from 'pixi.js';
import { DirtyTracker, type Rect, scissorBox, WHOLE_STAGE_SHARE } from './dirtyRegion';

type ScissorBox = [number, number, number, number];

/**
 * Render on demand. WebGL here (and on many cheap tablets) is fill-rate bound, so the scene draws a
 * frame only while a GSAP tween is running, for a couple of frames after a state change, and once a
 * second as a safety net; an idle scene costs nothing. Frames follow GSAP's ticker (rAF).
 *
 * With dirty regions on (redrawSwitch.ts), a frame redraws only the region that changed
 * (dirtyRegion.ts): the drawing buffer is preserved (SceneHost) and a scissor box limits the clear
 * and every draw to that region. The once-a-second safety-net frame, the first frame, a resized
 * buffer and a restored WebGL context draw the whole stage. With them off every frame is whole.
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

/** Frames drawn since the loop started, by kind (the scene bench reads them). */
export interface FrameCounts {
  /** Whether this loop redraws only changed regions (the switch when the scene opened). */
  dirtyRegions: boolean;
  whole: number;
  partial: number;
  unchanged: number;
  /** Drawing-buffer pixels cleared and redrawn, summed over the frames (whole frames: the buffer). */
  pixels: number;
}

/** Draws one frame of `app`: only what changed when it can. */
function drawFrame(app: Application, tracker: DirtyTracker, whole: boolean, counts: FrameCounts): void {
  const region = tracker.collect(app.stage);
  if (region === null && !whole) {
    counts.unchanged += 1;
    return;
  }
  const gl = (app.renderer as { gl?: WebGL2RenderingContext }).gl;
  const boxes =
    !whole && gl && region !== null && region !== 'whole' ? scissorBoxes(tracker.rects, gl, app) : null;
  if (!gl || !boxes) {
    counts.whole += 1;
    if (gl) counts.pixels += gl.drawingBufferWidth * gl.drawingBufferHeight;
    app.render();
    return;
  }
  counts.partial += 1;
  // One scissored pass per box: the clear and the draws touch only the pixels inside it.
  gl.enable(gl.SCISSOR_TEST);
  try {
    for (const box of boxes) {
      counts.pixels += box[2] * box[3];
      gl.scissor(box[0], box[1], box[2], box[3]);
      app.render();
    }
  } finally {
    gl.disable(gl.SCISSOR_TEST);
  }
}

/** The scissor boxes of `rects`, or null when together they cover too much of the buffer to be worth it. */
function scissorBoxes(rects: Rect[], gl: WebGL2RenderingContext, app: Application): ScissorBox[] | null {
  const w = gl.drawingBufferWidth;
  const h = gl.drawingBufferHeight;
  const boxes: ScissorBox[] = [];
  let covered = 0;
  for (const rect of rects) {
    const box = scissorBox(rect, w, h, app.renderer.resolution);
    if (!box) return null;
    covered += box[2] * box[3];
    if (box[2] > 0 && box[3] > 0) boxes.push(box);
  }
  return covered > WHOLE_STAGE_SHARE * w * h ? null : boxes;
}

/** Draws one whole frame of `app` (dirty regions off). */
function drawWhole(app: Application, counts: FrameCounts): void {
  counts.whole += 1;
  app.render();
}

/**
 * Drives `app` from GSAP's ticker; returns the stop function. The app's own ticker stays stopped.
 * `dirtyRegions` needs a preserved drawing buffer (SceneHost sets both from the same switch).
 */
export function startRenderLoop(app: Application, { dirtyRegions }: { dirtyRegions: boolean }): () => void {
  app.ticker.stop();
  const tracker = new DirtyTracker();
  const counts: FrameCounts = { dirtyRegions, whole: 0, partial: 0, unchanged: 0, pixels: 0 };
  (app as { frameCounts?: FrameCounts }).frameCounts = counts;
  const canvas = app.canvas;
  let last = 0;
  let width = 0;
  let height = 0;
  requestRender();
  const tick = () => {
    if (document.hidden) return;
    const now = performance.now();
    const idle = now - last > IDLE_REFRESH_MS;
    if (pendingFrames > 0 || idle || tweensRunning()) {
      if (pendingFrames > 0) pendingFrames -= 1;
      last = now;
      const resized = canvas.width !== width || canvas.height !== height;
      width = canvas.width;
      height = canvas.height;
      if (dirtyRegions) drawFrame(app, tracker, idle || resized, counts);
      else drawWhole(app, counts);
    }
  };
  // A lost and restored WebGL context comes back blank: the next frame must draw everything.
  const restored = () => {
    tracker.reset();
    requestRender();
  };
  canvas.addEventListener('webglcontextrestored', restored);
  gsap.ticker.add(tick);
  return () => {
    gsap.ticker.remove(tick);
    canvas.removeEventListener('webglcontextrestored', restored);
  };
}
