import { useLayout } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { drawBackpack, drawPanel } from '@scenes/kits/sharing/art';
import { useCallback } from 'react';
import type { TrainLayout } from './layout';

const BAG_COLORS = [0xef4444, 0x3b82f6, 0xf59e0b, 0x22c55e, 0xa855f7, 0xec4899] as const;

/** Colour of the n-th backpack, so a pile reads as many separate, countable bags. */
export function bagColor(n: number): number {
  return BAG_COLORS[n % BAG_COLORS.length];
}

/** The station platform with its waiting backpacks, and the rails (sky and meadow are CSS). */
export function Railway({ layout, waiting }: { layout: TrainLayout; waiting: number }) {
  const { view } = useLayout();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const p = layout.platform;
      drawPanel(g, p.x, p.y, p.w, p.h, 0xe7e5e4, 18);
      g.rect(p.x, p.y + p.h - 14, p.w, 14).fill(0xfbbf24);
      for (let x = p.x + 10; x < p.x + p.w; x += 40) g.rect(x, p.y + p.h - 14, 20, 14).fill(0x1f1b2e);
      for (let i = 0; i < waiting; i++) {
        const s = layout.platformSpots[i];
        drawBackpack(g, s.x, s.y, layout.platformBag, bagColor(i));
      }
      for (const y of layout.rails) {
        g.rect(view.x, y + 8, view.width, 8).fill(0x78716c);
        for (let x = view.x; x < view.x + view.width; x += 26) g.rect(x, y + 4, 12, 18).fill(0x92400e);
        g.rect(view.x, y + 2, view.width, 5).fill(0x57534e);
      }
    },
    [view, layout, waiting],
  );
  return <pixiGraphics draw={draw} />;
}
