import type { Graphics } from '@scenes/engine/pixi';
import { drawScoop, FLAVOURS } from '@scenes/kits/sharing/art';
import { useCallback } from 'react';
import { pileSpots } from './layout';

/** Radius of the scoops piled in the serving bowl. */
export const PILE_R = 14;

/** The serving bowl with its pile of countable scoops (all but the top one, which is draggable). */
export function Bowl({ x, rimY, w, pile }: { x: number; rimY: number; w: number; pile: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const spots = pileSpots(pile, x, rimY, PILE_R);
      // Scoops sit behind the bowl's front lip, so draw them first, back rows last-to-first.
      for (let i = spots.length - 1; i >= 0; i--)
        drawScoop(g, spots[i].x, spots[i].y, PILE_R, FLAVOURS[i % FLAVOURS.length]);
      const h = w * 0.34;
      g.ellipse(x, rimY + h + 14, w * 0.2, 10).fill({ color: 0x000000, alpha: 0.1 });
      g.roundRect(x - w * 0.12, rimY + h - 8, w * 0.24, 22, 8).fill(0x93c5fd);
      g.moveTo(x - w / 2, rimY)
        .bezierCurveTo(x - w / 2, rimY + h * 1.1, x + w / 2, rimY + h * 1.1, x + w / 2, rimY)
        .closePath()
        .fill({ color: 0xbfdbfe, alpha: 0.95 })
        .stroke({ color: 0x60a5fa, width: 4 });
      g.ellipse(x, rimY, w / 2, 12)
        .fill(0xdbeafe)
        .stroke({ color: 0x60a5fa, width: 4 });
      g.ellipse(x - w * 0.25, rimY + h * 0.35, w * 0.08, h * 0.18).fill({ color: 0xffffff, alpha: 0.6 });
      for (let i = 0; i < 7; i++) {
        const sx = x - w * 0.3 + i * w * 0.1;
        g.circle(sx, rimY + h * 0.55 + (i % 2) * 8, 4).fill(FLAVOURS[(i + 2) % FLAVOURS.length]);
      }
    },
    [x, rimY, w, pile],
  );
  return <pixiGraphics draw={draw} />;
}

/** Where the draggable top scoop sits for a pool of `pool` scoops. */
export function topOfPile(pool: number, x: number, rimY: number): { x: number; y: number } {
  const spots = pileSpots(Math.max(1, pool), x, rimY, PILE_R);
  return spots[spots.length - 1];
}
