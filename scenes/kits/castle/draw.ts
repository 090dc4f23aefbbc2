import type { Graphics } from 'pixi.js';
import { castleColors as C, tint } from './palette';

/**
 * One stone block with rounded corners, a top highlight, a bottom shade and a few chisel lines, so a
 * grid of them reads as a stone wall. Centred at the origin.
 */
export function drawStone(
  g: Graphics,
  w: number,
  h: number,
  color: number = C.stone,
  seed = 0,
  chisel = true,
): void {
  const r = Math.min(w, h) * 0.22;
  g.roundRect(-w / 2, -h / 2, w, h, r).fill(tint(color, -0.25));
  g.roundRect(-w / 2, -h / 2, w, h - Math.max(2, h * 0.1), r).fill(color);
  g.roundRect(-w / 2 + w * 0.12, -h / 2 + h * 0.12, w * 0.5, Math.max(2, h * 0.14), r * 0.5).fill({
    color: 0xffffff,
    alpha: 0.45,
  });
  if (!chisel) return;
  // texture: two short chisel lines whose position varies with the seed
  const a = ((seed * 37) % 5) / 10;
  const line = {
    color: tint(color, -0.35),
    width: Math.max(1, w * 0.035),
    alpha: 0.7,
    cap: 'round' as const,
  };
  g.moveTo(-w * (0.3 - a * 0.3), h * 0.05)
    .lineTo(-w * (0.1 - a * 0.3), h * 0.2)
    .stroke(line);
  g.moveTo(w * (0.12 + a * 0.2), -h * 0.15)
    .lineTo(w * (0.3 + a * 0.2), -h * 0.05)
    .stroke(line);
}

/** A dashed outline of a stone slot: where a stone will go (a countable "ghost"). */
export function drawGhostStone(g: Graphics, w: number, h: number): void {
  const r = Math.min(w, h) * 0.22;
  g.roundRect(-w / 2, -h / 2, w, h, r)
    .fill({ color: C.ghost, alpha: 0.28 })
    .stroke({ color: C.ghost, width: 2, alpha: 0.75 });
}

/** A waving pennant on a pole, pole foot at (x, y), `h` tall. */
export function drawFlag(g: Graphics, h: number, color: number = C.flagRed, x = 0, y = 0): void {
  g.roundRect(x - 2, y - h, 4, h, 2).fill(C.wood);
  g.circle(x, y - h, 4).fill(C.flagYellow);
  const fw = h * 0.7;
  const fh = h * 0.38;
  const top = y - h + 4;
  g.moveTo(x + 2, top)
    .quadraticCurveTo(x + 2 + fw * 0.5, top - fh * 0.25, x + 2 + fw, top + fh * 0.35)
    .quadraticCurveTo(x + 2 + fw * 0.5, top + fh * 0.5, x + 2, top + fh)
    .closePath()
    .fill(color);
}

/** Battlements (merlons) along the top edge of a width-`w` wall centred at x = `cx`, sitting on y = `y`. */
export function drawBattlements(
  g: Graphics,
  w: number,
  mh: number,
  color: number = C.stone,
  y = 0,
  cx = 0,
): void {
  const n = Math.max(2, Math.round(w / (mh * 1.6)) | 1);
  const mw = w / n;
  for (let i = 0; i < n; i += 2) {
    const x = cx - w / 2 + i * mw;
    g.roundRect(x, y - mh, mw, mh + 2, Math.min(4, mw * 0.2)).fill(tint(color, -0.12));
    g.roundRect(x + 2, y - mh + 2, mw - 4, mh * 0.3, Math.min(3, mw * 0.15)).fill({
      color: 0xffffff,
      alpha: 0.35,
    });
  }
}

/** An arched wooden door, bottom centre at (0, y). */
export function drawDoor(g: Graphics, w: number, h: number, y = 0): void {
  g.roundRect(-w / 2, y - h, w, h, w / 2).fill(tint(C.wood, -0.2));
  g.roundRect(-w / 2 + 3, y - h + 3, w - 6, h - 3, w / 2 - 3).fill(C.wood);
  g.moveTo(0, y - h + 4)
    .lineTo(0, y)
    .stroke({ color: tint(C.wood, -0.3), width: 2 });
  g.circle(w * 0.2, y - h * 0.4, Math.max(1.5, w * 0.06)).fill(C.flagYellow);
}
