import type { Graphics } from '../../engine/pixi';

/** Stroke width that stays visible at small sizes. */
const line = (r: number, k: number) => Math.max(1, r * k);

/** A striped sock (leg, heel and a foot pointing right) fitting a circle of radius r at (x, y). */
export function drawSock(g: Graphics, x: number, y: number, r: number): void {
  const body = 0xfb7185;
  const dark = 0xbe123c;
  // The leg and the foot are one outline, so the sock reads as one piece of cloth.
  g.moveTo(x - 0.5 * r, y - r)
    .lineTo(x + 0.2 * r, y - r)
    .lineTo(x + 0.2 * r, y + 0.02 * r)
    .lineTo(x + 0.62 * r, y + 0.02 * r)
    .quadraticCurveTo(x + 0.98 * r, y + 0.05 * r, x + 0.95 * r, y + 0.38 * r)
    .quadraticCurveTo(x + 0.92 * r, y + 0.68 * r, x + 0.55 * r, y + 0.66 * r)
    .lineTo(x - 0.2 * r, y + 0.66 * r)
    .quadraticCurveTo(x - 0.55 * r, y + 0.64 * r, x - 0.5 * r, y + 0.25 * r)
    .closePath()
    .fill(body)
    .stroke({ color: dark, width: line(r, 0.08) });
  // White cuff and a stripe, a darker toe and heel: the marks that make it a sock, not a boot.
  g.rect(x - 0.5 * r, y - r, 0.7 * r, 0.28 * r).fill(0xffffff);
  g.rect(x - 0.5 * r, y - 0.45 * r, 0.7 * r, 0.16 * r).fill(0xffffff);
  g.circle(x + 0.7 * r, y + 0.36 * r, 0.26 * r).fill(dark);
  g.circle(x - 0.3 * r, y + 0.44 * r, 0.2 * r).fill(dark);
}

/** An orange: round, orange, dimpled peel, a stalk and one leaf (an apple is red and shiny). */
export function drawOrange(g: Graphics, x: number, y: number, r: number): void {
  g.circle(x, y + r * 0.06, r * 0.92)
    .fill(0xfb923c)
    .stroke({ color: 0xc2410c, width: line(r, 0.08) });
  for (const [dx, dy] of [
    [-0.4, 0.1],
    [0.35, 0.3],
    [-0.05, 0.5],
    [0.45, -0.15],
    [-0.35, -0.35],
    [0.05, -0.05],
  ])
    g.circle(x + dx * r, y + dy * r, r * 0.06).fill(0xea580c);
  g.ellipse(x - r * 0.32, y - r * 0.28, r * 0.18, r * 0.12).fill({ color: 0xffffff, alpha: 0.35 });
  g.circle(x, y - r * 0.84, r * 0.1).fill(0x65a30d);
  g.ellipse(x + r * 0.28, y - r * 0.92, r * 0.3, r * 0.13).fill(0x16a34a);
}

/** An egg: cream, taller than wide, with a soft shine. */
export function drawEgg(g: Graphics, x: number, y: number, r: number): void {
  g.ellipse(x, y + r * 0.05, r * 0.72, r * 0.92)
    .fill(0xfef3c7)
    .stroke({ color: 0xc8a061, width: line(r, 0.08) });
  g.ellipse(x - r * 0.25, y - r * 0.35, r * 0.14, r * 0.24).fill({ color: 0xffffff, alpha: 0.8 });
}

/** A wheel: dark tyre, grey rim, spokes and a hub. */
export function drawWheel(g: Graphics, x: number, y: number, r: number): void {
  g.circle(x, y, r).fill(0x374151);
  g.circle(x, y, r * 0.62).fill(0xd1d5db);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    g.moveTo(x, y)
      .lineTo(x + Math.cos(a) * r * 0.6, y + Math.sin(a) * r * 0.6)
      .stroke({ color: 0x6b7280, width: line(r, 0.1) });
  }
  g.circle(x, y, r * 0.2).fill(0x4b5563);
}

/** A sitting frog of body size s centred at (x, y): big eyes on top, a smile and folded legs. */
export function drawFrog(g: Graphics, x: number, y: number, s: number): void {
  const green = 0x22c55e;
  const dark = 0x15803d;
  for (const side of [-1, 1]) g.ellipse(x + side * 0.8 * s, y + 0.45 * s, 0.45 * s, 0.3 * s).fill(dark);
  g.ellipse(x, y, 1.05 * s, 0.8 * s)
    .fill(green)
    .stroke({ color: dark, width: line(s, 0.07) });
  g.ellipse(x, y + 0.3 * s, 0.6 * s, 0.4 * s).fill(0xbbf7d0);
  for (const side of [-1, 1]) {
    const ex = x + side * 0.48 * s;
    const ey = y - 0.72 * s;
    g.circle(ex, ey, 0.34 * s)
      .fill(green)
      .stroke({ color: dark, width: line(s, 0.06) });
    g.circle(ex, ey, 0.22 * s).fill(0xffffff);
    g.circle(ex + side * 0.04 * s, ey + 0.02 * s, 0.11 * s).fill(0x1f1b2e);
    g.circle(x + side * 0.62 * s, y - 0.1 * s, 0.12 * s).fill({ color: 0xf472b6, alpha: 0.6 });
    g.ellipse(x + side * 0.35 * s, y + 0.72 * s, 0.22 * s, 0.1 * s).fill(dark);
  }
  g.moveTo(x - 0.35 * s, y - 0.12 * s)
    .quadraticCurveTo(x, y + 0.18 * s, x + 0.35 * s, y - 0.12 * s)
    .stroke({ color: dark, width: line(s, 0.08), cap: 'round' });
}
