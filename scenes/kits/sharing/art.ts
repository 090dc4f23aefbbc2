import type { Graphics } from 'pixi.js';

/**
 * Vector art shared by the sharing games: everything a child counts (scoops, kids, players,
 * backpacks, wagons) is drawn here so every scene speaks the same visual language.
 */

/** Mixes a colour toward white (t > 0) or black (t < 0). */
export function tint(color: number, t: number): number {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const mix = (c: number) => Math.round(c + (target - c) * k);
  return (mix((color >> 16) & 255) << 16) | (mix((color >> 8) & 255) << 8) | mix(color & 255);
}

/** Scoop flavours, cycled so a pile of scoops looks like a real parlour. */
export const FLAVOURS = [0xf9a8d4, 0xfde68a, 0x8b5a2b, 0xa7f3d0, 0xc4b5fd, 0xfdba74] as const;

/** One round scoop of ice cream centred at (x, y) with a drip and a shine. */
export function drawScoop(g: Graphics, x: number, y: number, r: number, color: number): void {
  g.circle(x, y + r * 0.12, r).fill(tint(color, -0.18));
  g.circle(x, y, r).fill(color);
  g.circle(x - r * 0.35, y + r * 0.72, r * 0.28).fill(color);
  g.circle(x + r * 0.3, y + r * 0.8, r * 0.2).fill(color);
  g.ellipse(x - r * 0.35, y - r * 0.38, r * 0.3, r * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
  g.circle(x + r * 0.25, y - r * 0.1, r * 0.07).fill(0xef4444);
}

/** A waffle cone whose top rim is centred at (x, y). */
export function drawCone(g: Graphics, x: number, y: number, w: number, h: number): void {
  g.poly([x - w / 2, y, x + w / 2, y, x, y + h])
    .fill(0xe0a458)
    .stroke({ color: 0xb7791f, width: 2 });
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    g.moveTo(x - (w / 2) * (1 - t), y + h * t)
      .lineTo(x + (w / 2) * (1 - t) * 0.2, y + h * t * 0.4)
      .stroke({ color: 0xb7791f, width: 1.5, alpha: 0.6 });
  }
  g.roundRect(x - w / 2 - 3, y - 4, w + 6, 9, 4).fill(0xd69e2e);
}

/** Skin, hair and shirt colours of the kids, cycled. */
const SKINS = [0xf8d5b8, 0xe0ac69, 0xc68642, 0xf1c27d, 0x8d5524, 0xffdbac] as const;
const HAIRS = [0x3b2314, 0xf6c453, 0x1f1b2e, 0xb45309, 0x6b3e26, 0xe11d48] as const;

/** A smiling kid's head and shoulders centred at (x, y); `s` is the head radius. */
export function drawKid(g: Graphics, x: number, y: number, s: number, index: number, shirt: number): void {
  const skin = SKINS[index % SKINS.length];
  const hair = HAIRS[index % HAIRS.length];
  g.roundRect(x - s * 1.05, y + s * 0.75, s * 2.1, s * 1.1, s * 0.5).fill(shirt);
  if (index % 2 === 0) {
    g.circle(x - s * 0.85, y + s * 0.1, s * 0.45).fill(hair);
    g.circle(x + s * 0.85, y + s * 0.1, s * 0.45).fill(hair);
  }
  g.circle(x, y, s).fill(skin);
  g.ellipse(x, y - s * 0.55, s * 0.95, s * 0.5).fill(hair);
  g.circle(x - s * 0.36, y + s * 0.05, s * 0.13).fill(0x1f1b2e);
  g.circle(x + s * 0.36, y + s * 0.05, s * 0.13).fill(0x1f1b2e);
  g.circle(x - s * 0.32, y, s * 0.05).fill(0xffffff);
  g.circle(x + s * 0.4, y, s * 0.05).fill(0xffffff);
  g.circle(x - s * 0.6, y + s * 0.35, s * 0.14).fill({ color: 0xf472b6, alpha: 0.55 });
  g.circle(x + s * 0.6, y + s * 0.35, s * 0.14).fill({ color: 0xf472b6, alpha: 0.55 });
  smile(g, x, y + s * 0.3, s * 0.32, Math.max(2, s * 0.1));
}

/** A smile: its own sub-path, so the arc does not join the previous shape with a stray line. */
function smile(g: Graphics, x: number, y: number, r: number, width: number): void {
  const a0 = 0.15 * Math.PI;
  g.moveTo(x + Math.cos(a0) * r, y + Math.sin(a0) * r)
    .arc(x, y, r, a0, 0.85 * Math.PI)
    .stroke({ color: 0x7c2d12, width, cap: 'round' });
}

/** A little footballer (head and jersey) centred at (x, y); `s` is the overall height. */
export function drawPlayer(
  g: Graphics,
  x: number,
  y: number,
  s: number,
  index: number,
  jersey: number,
): void {
  const skin = SKINS[index % SKINS.length];
  const hair = HAIRS[(index + 2) % HAIRS.length];
  const head = s * 0.24;
  const top = y - s / 2;
  g.roundRect(x - s * 0.3, top + head * 1.7, s * 0.6, s * 0.5, s * 0.14).fill(jersey);
  g.roundRect(x - s * 0.3, top + head * 1.7 + s * 0.36, s * 0.6, s * 0.14, s * 0.05).fill(
    tint(jersey, -0.35),
  );
  g.circle(x, top + head, head).fill(skin);
  g.ellipse(x, top + head * 0.45, head * 0.95, head * 0.5).fill(hair);
  g.circle(x - head * 0.35, top + head * 1.05, head * 0.14).fill(0x1f1b2e);
  g.circle(x + head * 0.35, top + head * 1.05, head * 0.14).fill(0x1f1b2e);
  smile(g, x, top + head * 1.3, head * 0.35, 1.5);
}

/** A school backpack centred at (x, y) of height `s`. */
export function drawBackpack(g: Graphics, x: number, y: number, s: number, color: number): void {
  const w = s * 0.78;
  g.roundRect(x - w * 0.28, y - s * 0.58, w * 0.56, s * 0.24, s * 0.12).stroke({
    color: tint(color, -0.4),
    width: Math.max(2, s * 0.08),
  });
  g.roundRect(x - w / 2, y - s * 0.45, w, s * 0.95, s * 0.26)
    .fill(color)
    .stroke({ color: tint(color, -0.35), width: Math.max(1.5, s * 0.05) });
  g.roundRect(x - w * 0.34, y + s * 0.02, w * 0.68, s * 0.34, s * 0.1).fill(tint(color, 0.25));
  g.rect(x - w * 0.12, y + s * 0.08, w * 0.24, s * 0.05).fill(tint(color, -0.4));
}

/** A sparkle (four-point star) centred at (x, y). */
export function drawSparkle(g: Graphics, x: number, y: number, r: number, color = 0xfbbf24): void {
  const k = r * 0.28;
  g.poly([
    x,
    y - r,
    x + k,
    y - k,
    x + r,
    y,
    x + k,
    y + k,
    x,
    y + r,
    x - k,
    y + k,
    x - r,
    y,
    x - k,
    y - k,
  ]).fill(color);
}

/** A rounded panel with a soft shadow, its top-left at (x, y). */
export function drawPanel(
  g: Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  color: number,
  radius = 22,
  alpha = 1,
): void {
  g.roundRect(x + 3, y + 6, w, h, radius).fill({ color: 0x000000, alpha: 0.12 * alpha });
  g.roundRect(x, y, w, h, radius).fill({ color, alpha });
}
