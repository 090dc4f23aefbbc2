import type { Item } from '@/content/lessons/types';
import { drawStar } from '../../engine/draw';
import type { Graphics } from '../../engine/pixi';
import { drawEgg, drawOrange, drawSock, drawWheel } from './drawings';

/** Draws one small picture of `item` centred at (x, y) with radius r. */
export function drawItem(g: Graphics, item: Item, x: number, y: number, r: number): void {
  switch (item) {
    case 'cookie':
      g.circle(x, y, r)
        .fill(0xd4a373)
        .stroke({ color: 0x9c6644, width: Math.max(1, r * 0.12) });
      for (const [dx, dy] of [
        [-0.35, -0.3],
        [0.3, -0.15],
        [-0.1, 0.35],
        [0.35, 0.35],
      ])
        g.circle(x + dx * r, y + dy * r, r * 0.13).fill(0x5c3d2e);
      return;
    case 'star':
      drawStar(g, x, y, r * 1.1, 0xfbbf24);
      return;
    case 'apple':
      g.circle(x, y + r * 0.08, r * 0.92).fill(0xef4444);
      g.ellipse(x - r * 0.3, y - r * 0.2, r * 0.22, r * 0.14).fill({ color: 0xffffff, alpha: 0.35 });
      g.ellipse(x + r * 0.3, y - r * 0.85, r * 0.32, r * 0.16).fill(0x22c55e);
      return;
    case 'orange':
      drawOrange(g, x, y, r);
      return;
    case 'sock':
      drawSock(g, x, y, r);
      return;
    case 'egg':
      drawEgg(g, x, y, r);
      return;
    case 'wheel':
      drawWheel(g, x, y, r);
      return;
    case 'ball':
      g.circle(x, y, r)
        .fill(0x3b82f6)
        .stroke({ color: 0x1d4ed8, width: Math.max(1, r * 0.12) });
      g.moveTo(x - r, y)
        .quadraticCurveTo(x, y - r * 0.5, x + r, y)
        .stroke({ color: 0xffffff, width: Math.max(1, r * 0.16) });
      return;
    case 'coin':
      g.circle(x, y, r)
        .fill(0xfbbf24)
        .stroke({ color: 0xb45309, width: Math.max(1, r * 0.14) });
      g.circle(x, y, r * 0.58).stroke({ color: 0xb45309, width: Math.max(1, r * 0.08) });
      return;
    case 'gem':
      g.poly([x, y - r, x + r * 0.85, y - r * 0.2, x, y + r, x - r * 0.85, y - r * 0.2])
        .fill(0x22d3ee)
        .stroke({ color: 0x0e7490, width: Math.max(1, r * 0.1) });
      g.poly([x, y - r, x + r * 0.3, y - r * 0.2, x - r * 0.3, y - r * 0.2]).fill({
        color: 0xffffff,
        alpha: 0.45,
      });
      return;
    case 'flower':
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        g.circle(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55, r * 0.45).fill(0xf472b6);
      }
      g.circle(x, y, r * 0.38).fill(0xfbbf24);
      return;
    case 'balloon':
      g.moveTo(x, y + r * 0.9)
        .quadraticCurveTo(x + r * 0.3, y + r * 1.3, x, y + r * 1.6)
        .stroke({ color: 0x6b7280, width: Math.max(1, r * 0.08) });
      g.ellipse(x, y, r * 0.8, r).fill(0xa78bfa);
      g.ellipse(x - r * 0.25, y - r * 0.35, r * 0.18, r * 0.28).fill({ color: 0xffffff, alpha: 0.4 });
      return;
  }
}

/** Arranges n items in a near-square grid inside a w×h box centred at the origin; returns centres and radius. */
export function packItems(n: number, w: number, h: number): { points: Array<[number, number]>; r: number } {
  if (n <= 0) return { points: [], r: 0 };
  let best = { cols: 1, cell: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const cell = Math.min(w / cols, h / rows);
    if (cell > best.cell) best = { cols, cell };
  }
  const { cols, cell } = best;
  const rows = Math.ceil(n / cols);
  const points: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i % cols;
    points.push([(col - (inRow - 1) / 2) * cell, (row - (rows - 1) / 2) * cell]);
  }
  return { points, r: cell * 0.4 };
}
