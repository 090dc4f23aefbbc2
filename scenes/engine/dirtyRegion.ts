import type { Container } from 'pixi.js';
import { type DrawnView, drawnView } from './pixi-patches/internals';

/**
 * Partial redraw. Software WebGL (and many cheap tablets) pays for every pixel drawn, and most
 * frames of an animation change a small part of the stage: a vault door swings while the keys,
 * message and mascot stay put. Each frame this walks the stage, compares every drawn object with how
 * it was last drawn (world transform, alpha, tint, content, draw order) and returns the region that
 * changed; the render loop then redraws only that region (a scissor box on a preserved drawing
 * buffer). Pure bookkeeping: it never draws, and anything it cannot reason about (filters, masks)
 * asks for the whole stage. The Pixi internals it reads are typed in pixi-patches/internals.ts.
 * The switch (on by default) is in redrawSwitch.ts.
 */

/** An axis-aligned rectangle in stage (CSS) pixels. */
export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** What changed since the last frame drawn. */
export type DirtyRegion = Rect | 'whole' | null;

/** Grows `into` (or starts it) to cover `r`. */
export function unionRect(into: Rect | null, r: Rect): Rect {
  if (!into) return { ...r };
  into.minX = Math.min(into.minX, r.minX);
  into.minY = Math.min(into.minY, r.minY);
  into.maxX = Math.max(into.maxX, r.maxX);
  into.maxY = Math.max(into.maxY, r.maxY);
  return into;
}

/** A 2D affine matrix (Pixi's a, b, c, d, tx, ty). */
export type Affine = [number, number, number, number, number, number];

/** The axis-aligned box around local rect `r` once transformed by `m`, grown by `pad`. */
export function transformedBox(m: Affine, r: Rect, pad: number): Rect {
  const [a, b, c, d, tx, ty] = m;
  const xs = [r.minX, r.maxX];
  const ys = [r.minY, r.maxY];
  const out = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const x of xs)
    for (const y of ys) {
      const px = a * x + c * y + tx;
      const py = b * x + d * y + ty;
      out.minX = Math.min(out.minX, px);
      out.maxX = Math.max(out.maxX, px);
      out.minY = Math.min(out.minY, py);
      out.maxY = Math.max(out.maxY, py);
    }
  out.minX -= pad;
  out.minY -= pad;
  out.maxX += pad;
  out.maxY += pad;
  return out;
}

/** `parent × local`. */
export function multiply(p: Affine, l: Affine): Affine {
  return [
    p[0] * l[0] + p[2] * l[1],
    p[1] * l[0] + p[3] * l[1],
    p[0] * l[2] + p[2] * l[3],
    p[1] * l[2] + p[3] * l[3],
    p[0] * l[4] + p[2] * l[5] + p[4],
    p[1] * l[4] + p[3] * l[5] + p[5],
  ];
}

const area = (r: Rect) => Math.max(0, r.maxX - r.minX) * Math.max(0, r.maxY - r.minY);

/** The most separate boxes a frame redraws (each is one scissored pass over the stage). */
export const MAX_RECTS = 4;
/**
 * What one more pass costs, as the stage px² it would have to save: each pass walks and submits the
 * whole stage again (CPU time, which a throttled tablet pays 4×), so two boxes stay apart only when
 * their union would fill at least this much more than the two.
 */
export const PASS_COST_PX = 40_000;

/**
 * Adds `box` to `rects`, the few boxes a frame redraws apart: a card popping in the middle and Pip
 * cheering in a corner are two small boxes, where their union covers most of the stage. A box joins
 * a rect when their union costs no more than the two apart and one pass (PASS_COST_PX); past
 * MAX_RECTS the pair whose union grows least is joined.
 */
export function addRect(rects: Rect[], box: Rect): void {
  let merged = { ...box };
  for (let i = rects.length - 1; i >= 0; i--) {
    const joined = unionRect({ ...rects[i] }, merged);
    if (area(joined) <= area(rects[i]) + area(merged) + PASS_COST_PX) {
      merged = joined;
      rects.splice(i, 1);
    }
  }
  rects.push(merged);
  while (rects.length > MAX_RECTS) {
    let best = [0, 1];
    let growth = Infinity;
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const g = area(unionRect({ ...rects[i] }, rects[j])) - area(rects[i]) - area(rects[j]);
        if (g < growth) {
          growth = g;
          best = [i, j];
        }
      }
    const [i, j] = best;
    const joined = unionRect({ ...rects[i] }, rects[j]);
    rects.splice(j, 1);
    rects.splice(i, 1);
    addRect(rects, joined);
  }
}

/** Above this share of the canvas a partial redraw saves too little to be worth it. */
export const WHOLE_STAGE_SHARE = 0.6;

/**
 * The WebGL scissor box (x, y from the bottom-left, w, h in drawing-buffer pixels) for a region in
 * stage pixels, or null when the whole buffer should be drawn (region too big, or none at all).
 */
export function scissorBox(
  region: Rect,
  bufferWidth: number,
  bufferHeight: number,
  resolution: number,
): [number, number, number, number] | null {
  const x0 = Math.max(0, Math.floor(region.minX * resolution));
  const y0 = Math.max(0, Math.floor(region.minY * resolution));
  const x1 = Math.min(bufferWidth, Math.ceil(region.maxX * resolution));
  const y1 = Math.min(bufferHeight, Math.ceil(region.maxY * resolution));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return [0, 0, 0, 0];
  if (w * h > WHOLE_STAGE_SHARE * bufferWidth * bufferHeight) return null;
  return [x0, bufferHeight - y1, w, h];
}

/** How a drawn object looked when last drawn. */
interface Seen {
  /** World matrix, alpha, tint key, content tick, and the object drawn just before it. */
  key: Float64Array;
  box: Rect;
  frame: number;
}

/** Extra margin around a drawn object's bounds: stroke antialiasing, text padding and shadow. */
function marginOf(node: DrawnView): number {
  const style = node.style;
  if (!style) return 3;
  const shadow = style.dropShadow ? (style.dropShadow.blur ?? 0) + (style.dropShadow.distance ?? 0) : 0;
  return 3 + (style.padding ?? 0) + shadow;
}

const KEY_SIZE = 10;

function sameKey(a: Float64Array, b: Float64Array): boolean {
  for (let i = 0; i < KEY_SIZE; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Remembers what each drawn object looked like and reports the region that changed. */
export class DirtyTracker {
  private seen = new Map<Container, Seen>();
  private frame = 0;
  /** This frame's key of the object being visited (no allocation per object per frame). */
  private key = new Float64Array(KEY_SIZE);
  /** The last `collect`'s changed region as up to MAX_RECTS separate boxes (their union is what it returned). */
  rects: Rect[] = [];

  /** Forget everything: the next `collect` reports the whole stage (a resized or lost buffer). */
  reset(): void {
    this.seen.clear();
  }

  /** Walks `stage` and returns what changed since the previous call. */
  collect(stage: Container): DirtyRegion {
    this.frame += 1;
    const first = this.seen.size === 0;
    let region: Rect | null = null;
    const rects: Rect[] = [];
    this.rects = rects;
    // Draw order: the object drawn just before each one. An insertion or removal changes one
    // neighbour (and dirties its own box); a swap of two objects changes both.
    let previous = 0;
    let opaque = false;
    const visit = (node: Container, parent: Affine, alpha: number, tintKey: number) => {
      if (!node.visible || !node.renderable || node.destroyed) return;
      const drawn = drawnView(node);
      if ((Array.isArray(drawn.filters) && drawn.filters.length > 0) || drawn.mask) opaque = true;
      node.updateLocalTransform();
      const l = node.localTransform;
      const world = multiply(parent, [l.a, l.b, l.c, l.d, l.tx, l.ty]);
      const worldAlpha = alpha * node.alpha;
      const tint = (tintKey * 31 + (drawn.tint ?? 0xffffff)) % 2 ** 40;
      if (drawn.renderPipeId && drawn.bounds) {
        const key = this.key;
        key.set(world);
        key[6] = worldAlpha;
        key[7] = tint;
        key[8] = drawn._didViewChangeTick ?? 0;
        key[9] = previous;
        previous = node.uid;
        const before = this.seen.get(node);
        if (!before || !sameKey(before.key, key)) {
          const box = transformedBox(world, drawn.bounds, marginOf(drawn));
          if (before) {
            region = unionRect(region, before.box);
            addRect(rects, before.box);
            before.key.set(key);
            before.box = box;
            before.frame = this.frame;
          } else {
            this.seen.set(node, { key: key.slice(), box, frame: this.frame });
          }
          region = unionRect(region, box);
          addRect(rects, box);
        } else {
          before.frame = this.frame;
        }
      }
      for (const child of node.children) visit(child, world, worldAlpha, tint);
    };
    visit(stage, [1, 0, 0, 1, 0, 0], 1, 0);
    // Objects drawn last time and gone now (removed, hidden): their old place is dirty.
    for (const [node, seen] of this.seen) {
      if (seen.frame === this.frame) continue;
      region = unionRect(region, seen.box);
      addRect(rects, seen.box);
      this.seen.delete(node);
    }
    if (first || opaque) return 'whole';
    return region;
  }
}
