import type { Graphics } from 'pixi.js';
import { castleColors as C, tint } from './palette';

/**
 * Small countable icons for the royal features, each drawn centred at the origin inside a box of
 * size `s`: one icon = one thing to count.
 */
export type IconPainter = (g: Graphics, s: number, index: number) => void;

const FLAG_COLORS = [C.flagRed, C.flagBlue, C.flagYellow, 0x22c55e];

/** A royal pennant on a short pole. */
export const paintPennant: IconPainter = (g, s, index) => {
  const color = FLAG_COLORS[index % FLAG_COLORS.length];
  g.roundRect(-s * 0.3, -s * 0.45, s * 0.07, s * 0.9, 2).fill(C.wood);
  g.circle(-s * 0.265, -s * 0.45, s * 0.07).fill(C.flagYellow);
  g.poly([-s * 0.23, -s * 0.4, s * 0.4, -s * 0.2, -s * 0.23, s * 0.02]).fill(color);
  g.poly([-s * 0.23, -s * 0.4, s * 0.1, -s * 0.3, -s * 0.23, -s * 0.2]).fill({ color: 0xffffff, alpha: 0.3 });
};

/** A friendly guard: round face, helmet with a plume, a little spear. */
export const paintGuard: IconPainter = (g, s) => {
  g.roundRect(s * 0.26, -s * 0.42, s * 0.06, s * 0.86, 2).fill(C.wood);
  g.poly([s * 0.29, -s * 0.5, s * 0.22, -s * 0.38, s * 0.36, -s * 0.38]).fill(0x94a3b8);
  g.roundRect(-s * 0.26, s * 0.02, s * 0.46, s * 0.42, s * 0.14).fill(C.flagBlue);
  g.circle(-s * 0.03, -s * 0.12, s * 0.2).fill(0xfcd9b6);
  g.circle(-s * 0.1, -s * 0.13, s * 0.03).fill(C.ink);
  g.circle(s * 0.04, -s * 0.13, s * 0.03).fill(C.ink);
  g.arc(-s * 0.03, -s * 0.06, s * 0.06, 0.2, Math.PI - 0.2).stroke({
    color: C.ink,
    width: Math.max(1, s * 0.025),
  });
  g.arc(-s * 0.03, -s * 0.16, s * 0.22, Math.PI, 0).fill(0x94a3b8);
  g.ellipse(-s * 0.03, -s * 0.42, s * 0.06, s * 0.1).fill(C.flagRed);
};

/** A garden flower with round petals. */
export const paintFlower: IconPainter = (g, s, index) => {
  const petal = [0xf472b6, 0xfbbf24, 0xa78bfa, 0xf87171][index % 4];
  g.roundRect(-s * 0.03, -s * 0.05, s * 0.06, s * 0.5, 2).fill(0x15803d);
  g.ellipse(s * 0.1, s * 0.22, s * 0.12, s * 0.05).fill(0x22c55e);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    g.circle(Math.cos(a) * s * 0.16, -s * 0.12 + Math.sin(a) * s * 0.16, s * 0.12).fill(petal);
  }
  g.circle(0, -s * 0.12, s * 0.1).fill(C.flagYellow);
};

/** A treasure chest with a gold band. */
export const paintChest: IconPainter = (g, s) => {
  g.roundRect(-s * 0.38, -s * 0.05, s * 0.76, s * 0.42, s * 0.06).fill(C.wood);
  g.roundRect(-s * 0.38, -s * 0.32, s * 0.76, s * 0.3, s * 0.16).fill(tint(C.wood, 0.15));
  g.rect(-s * 0.38, -s * 0.06, s * 0.76, s * 0.06).fill(C.flagYellow);
  g.rect(-s * 0.05, -s * 0.32, s * 0.1, s * 0.69).fill(C.flagYellow);
  g.circle(0, s * 0.05, s * 0.06).fill(tint(C.flagYellow, -0.3));
  g.circle(-s * 0.2, -s * 0.36, s * 0.06).fill(C.flagYellow);
  g.circle(s * 0.22, -s * 0.38, s * 0.05).fill(0xfde68a);
};
