import { FillGradient, type Graphics } from 'pixi.js';
import { castleColors as C, tint } from './palette';

/** A rectangle in design units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sky with a soft gradient, a sun, clouds and two rows of rolling hills filling `view`. */
export function drawCastleWorld(g: Graphics, view: Box, groundY: number): void {
  const { x, y, width, height } = view;
  const sky = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: C.skyTop },
      { offset: 1, color: C.skyBottom },
    ],
    textureSpace: 'local',
  });
  g.rect(x, y, width, height).fill(sky);
  // sun with a halo, top right of the visible area
  const sx = x + width - 80;
  const sy = y + 70;
  g.circle(sx, sy, 62).fill({ color: C.sun, alpha: 0.25 });
  g.circle(sx, sy, 42).fill(C.sun);
  for (const [cx, cy, s] of [
    [x + width * 0.18, y + 80, 1],
    [x + width * 0.55, y + 50, 0.7],
    [x + width * 0.82, y + 150, 0.8],
  ]) {
    drawCloud(g, cx, cy, s);
  }
  // far hills, near hills, then the grass the castle stands on
  hills(g, x, width, groundY - 40, 70, 3, tint(C.hillFar, 0.1));
  hills(g, x, width, groundY - 10, 50, 5, C.hillNear);
  g.rect(x, groundY, width, y + height - groundY).fill(C.grass);
  g.rect(x, groundY, width, 6).fill({ color: 0xffffff, alpha: 0.18 });
}

/** A puffy cloud made of overlapping circles, scaled by `s`. */
export function drawCloud(g: Graphics, cx: number, cy: number, s: number): void {
  g.ellipse(cx, cy + 14 * s, 70 * s, 22 * s).fill({ color: C.cloud, alpha: 0.95 });
  g.circle(cx - 30 * s, cy + 4 * s, 26 * s).fill(C.cloud);
  g.circle(cx + 4 * s, cy - 8 * s, 34 * s).fill(C.cloud);
  g.circle(cx + 38 * s, cy + 6 * s, 24 * s).fill(C.cloud);
}

/** A row of rounded hill tops along `baseY`. */
function hills(
  g: Graphics,
  x: number,
  width: number,
  baseY: number,
  h: number,
  n: number,
  color: number,
): void {
  const step = width / n;
  g.moveTo(x, baseY + h);
  for (let i = 0; i <= n; i++) {
    const hx = x + i * step;
    g.quadraticCurveTo(hx + step / 2, baseY - h * (i % 2 === 0 ? 1 : 0.6), hx + step, baseY + h * 0.2);
  }
  g.lineTo(x + width, baseY + h * 2)
    .lineTo(x, baseY + h * 2)
    .closePath()
    .fill(color);
}

/**
 * One stone block with rounded corners, a top highlight, a bottom shade and a few chisel lines, so a
 * grid of them reads as a stone wall. Centred at the origin.
 */
export function drawStone(g: Graphics, w: number, h: number, color: number = C.stone, seed = 0): void {
  const r = Math.min(w, h) * 0.22;
  g.roundRect(-w / 2, -h / 2, w, h, r).fill(tint(color, -0.25));
  g.roundRect(-w / 2, -h / 2, w, h - Math.max(2, h * 0.1), r).fill(color);
  g.roundRect(-w / 2 + w * 0.12, -h / 2 + h * 0.12, w * 0.5, Math.max(2, h * 0.14), r * 0.5).fill({
    color: 0xffffff,
    alpha: 0.45,
  });
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
