import { gsap } from 'gsap';
import type { Application } from 'pixi.js';
import { DirtyTracker, type Rect, scissorBox, WHOLE_STAGE_SHARE } from './dirtyRegion';
import { accessibilityOf } from './pixi-patches/internals';

type ScissorBox = [number, number, number, number];

/**
 * Render on demand. WebGL here (and on many cheap tablets) is fill-rate bound, so the scene draws a
 * frame only while a GSAP tween is running, for a couple of frames after a state change, and once a
 * second as a safety net; an idle scene costs nothing. Frames follow GSAP's ticker (rAF).
 *
 * With dirty regions on (redrawSwitch.ts), a frame redraws only the region that changed
 * (dirtyRegion.ts): the drawing buffer is preserved (SceneHost) and a scissor box limits the clear
 * and every draw to that region. The first frame, a resized buffer and a restored WebGL context draw
 * the whole stage. The once-a-second safety net is a dirty-region frame like any other: it redraws
 * what changed without a requestRender (nothing, mostly), and when it draws nothing it still runs
 * the accessibility overlay's update (Pixi runs it after each render: button places, descriptions,
 * focus keeping). It used to redraw the whole stage, the costliest frame of an animation's tail
 * (issue 39 §3); what the tracker cannot see (filters, masks) already makes every frame whole.
 * With dirty regions off every frame is whole.
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
  /** Passes over the stage (a whole frame: one; a partial one: one per scissor box). */
  passes: number;
  /** Set to an array by a debug probe (scripts/bench/frame-probe.mjs): each drawn frame, why and where. */
  log?: FrameLogEntry[];
}

/** One drawn frame as the debug log keeps it. */
export interface FrameLogEntry {
  at: number;
  /** 'resized' (asked whole), 'whole' (tracker: first, filter, mask), 'big' (boxes too big), 'boxes'. */
  why: 'resized' | 'whole' | 'big' | 'boxes';
  rects: Rect[];
}

/**
 * What the loop does on a tick: nothing ('skip'), a frame of what changed ('changed'), the
 * once-a-second safety net ('idle': what changed, and the overlay's update even if nothing did), or
 * the whole stage ('whole': the buffer was resized). `sinceLast` is ms since the last tick that drew.
 */
export function frameKind(
  pending: number,
  sinceLast: number,
  tweens: boolean,
  resized: boolean,
): 'skip' | 'changed' | 'idle' | 'whole' {
  if (resized) return 'whole';
  if (pending > 0 || tweens) return 'changed';
  return sinceLast > IDLE_REFRESH_MS ? 'idle' : 'skip';
}

/** Draws one frame of `app`: only what changed when it can. Returns false when nothing changed. */
function drawFrame(app: Application, tracker: DirtyTracker, whole: boolean, counts: FrameCounts): boolean {
  const region = tracker.collect(app.stage);
  if (region === null && !whole) {
    counts.unchanged += 1;
    return false;
  }
  const gl = (app.renderer as { gl?: WebGL2RenderingContext }).gl;
  const boxes =
    !whole && gl && region !== null && region !== 'whole' ? scissorBoxes(tracker.rects, gl, app) : null;
  counts.log?.push({
    at: performance.now(),
    why: whole ? 'resized' : region === 'whole' ? 'whole' : boxes ? 'boxes' : 'big',
    rects: tracker.rects.map((r) => ({ ...r })),
  });
  if (!gl || !boxes) {
    counts.whole += 1;
    counts.passes += 1;
    if (gl) counts.pixels += gl.drawingBufferWidth * gl.drawingBufferHeight;
    app.render();
    return true;
  }
  counts.partial += 1;
  counts.passes += boxes.length;
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
  return true;
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
  counts.passes += 1;
  app.render();
}

/**
 * Drives `app` from GSAP's ticker; returns the stop function. The app's own ticker stays stopped.
 * `dirtyRegions` needs a preserved drawing buffer (SceneHost sets both from the same switch).
 */
export function startRenderLoop(app: Application, { dirtyRegions }: { dirtyRegions: boolean }): () => void {
  app.ticker.stop();
  const tracker = new DirtyTracker();
  const counts: FrameCounts = { dirtyRegions, whole: 0, partial: 0, unchanged: 0, pixels: 0, passes: 0 };
  (app as { frameCounts?: FrameCounts }).frameCounts = counts;
  const canvas = app.canvas;
  let last = 0;
  let width = 0;
  let height = 0;
  requestRender();
  const tick = () => {
    if (document.hidden) return;
    const now = performance.now();
    const resized = canvas.width !== width || canvas.height !== height;
    const kind = frameKind(pendingFrames, now - last, pendingFrames > 0 || tweensRunning(), resized);
    if (kind === 'skip') return;
    if (pendingFrames > 0) pendingFrames -= 1;
    last = now;
    width = canvas.width;
    height = canvas.height;
    if (!dirtyRegions) drawWhole(app, counts);
    else if (!drawFrame(app, tracker, kind === 'whole', counts) && kind === 'idle')
      accessibilityOf(app).postrender();
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
