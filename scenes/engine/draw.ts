import type { Graphics } from 'pixi.js';

/** Draws a five-point star centred at (x, y). */
export function drawStar(
  g: Graphics,
  x: number,
  y: number,
  r: number,
  color: number,
  outline = 0xb45309,
  join: 'round' | 'miter' = 'round',
): void {
  const points: number[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius);
  }
  g.poly(points)
    .fill(color)
    .stroke({ color: outline, width: Math.max(1.5, r * 0.12), join });
}

/**
 * A rounded card with a soft drop shadow, centred at the origin. The shadow is only the strip that
 * shows below the card: software WebGL pays for every filled pixel, hidden ones too.
 */
export function drawCard(
  g: Graphics,
  w: number,
  h: number,
  color: number,
  radius = 28,
  border?: number,
): void {
  g.roundRect(-w / 2 + 4, h / 2 - radius * 1.5, w, radius * 1.5 + 8, radius).fill({
    color: 0x000000,
    alpha: 0.18,
  });
  g.roundRect(-w / 2, -h / 2, w, h, radius).fill(color);
  if (border !== undefined) g.roundRect(-w / 2, -h / 2, w, h, radius).stroke({ color: border, width: 4 });
}

/**
 * The part of a drop shadow that shows below a rounded rect (w × h, centred at the origin, corner
 * `radius`) when the shadow is the same rect moved `drop` px down: a thin strip between the two
 * bottom edges. It never lies under the rect, so a translucent (dimmed) rect shows no dark band.
 */
export function drawShadowStrip(
  g: Graphics,
  w: number,
  h: number,
  radius: number,
  drop: number,
  color: number,
): void {
  const left = -w / 2;
  const right = w / 2;
  const bottom = h / 2;
  g.moveTo(left, bottom - radius)
    .arc(left + radius, bottom - radius, radius, Math.PI, Math.PI / 2, true)
    .lineTo(right - radius, bottom)
    .arc(right - radius, bottom - radius, radius, Math.PI / 2, 0, true)
    .lineTo(right, bottom + drop - radius)
    .arc(right - radius, bottom + drop - radius, radius, 0, Math.PI / 2)
    .lineTo(left + radius, bottom + drop)
    .arc(left + radius, bottom + drop - radius, radius, Math.PI / 2, Math.PI)
    .closePath()
    .fill(color);
}

/** Mixes a colour toward white (t > 0) or black (t < 0) for highlights and shades. */
export function shade(color: number, t: number): number {
  const r = (color >> 16) & 255;
  const g = (color >> 8) & 255;
  const b = color & 255;
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const mix = (c: number) => Math.round(c + (target - c) * k);
  return (mix(r) << 16) | (mix(g) << 8) | mix(b);
}

/** A simple rocket pointing up, centred at (x, y), `s` = height. */
export function drawRocket(g: Graphics, x: number, y: number, s: number, body: number, fin = 0xef4444): void {
  const w = s * 0.36;
  g.poly([x - w, y + s * 0.28, x - w * 1.6, y + s * 0.5, x - w * 0.6, y + s * 0.38]).fill(fin);
  g.poly([x + w, y + s * 0.28, x + w * 1.6, y + s * 0.5, x + w * 0.6, y + s * 0.38]).fill(fin);
  g.poly([x, y + s * 0.5, x - w * 0.55, y + s * 0.38, x + w * 0.55, y + s * 0.38]).fill(0xfbbf24);
  g.roundRect(x - w, y - s * 0.2, w * 2, s * 0.6, w * 0.9).fill(body);
  g.poly([x - w, y - s * 0.12, x, y - s * 0.5, x + w, y - s * 0.12]).fill(fin);
  g.circle(x, y + s * 0.02, w * 0.5)
    .fill(0x7dd3fc)
    .stroke({ color: 0xffffff, width: Math.max(1, s * 0.04) });
}

/** Starts a fresh sub-path at the arc's first point, then the arc (no stray line from the last point). */
export function arcPath(g: Graphics, cx: number, cy: number, r: number, from: number, to: number): Graphics {
  return g.moveTo(cx + Math.cos(from) * r, cy + Math.sin(from) * r).arc(cx, cy, r, from, to);
}
