import { useLayout } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback } from 'react';
import { colors, hex } from '@/lib/theme';
import { tint } from '../sharing-shared/art';

/** The soccer pitch: mown stripes, white lines, a centre circle and two goals. */
export function Pitch() {
  const { view, width, height } = useLayout();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const base = 0x4ade80;
      g.rect(view.x, view.y, view.width, view.height).fill(hex(colors.worlds.soccer));
      const stripe = 48;
      for (let x = view.x, i = 0; x < view.x + view.width; x += stripe, i++) {
        g.rect(x, view.y + 92, stripe, view.height).fill(i % 2 === 0 ? base : tint(base, -0.08));
      }
      const line = { color: 0xffffff, width: 4, alpha: 0.75 };
      g.rect(12, 96, width - 24, height - 110).stroke(line);
      g.moveTo(width / 2, 96)
        .lineTo(width / 2, height - 14)
        .stroke(line);
      g.circle(width / 2, height / 2 + 40, 70).stroke(line);
      g.rect(width / 2 - 90, height - 14 - 10, 180, 10).fill({ color: 0xffffff, alpha: 0.9 });
      // The sky and stands above the pitch.
      g.rect(view.x, view.y, view.width, 92 - view.y).fill(0xbae6fd);
      const fans = [0xf87171, 0xfbbf24, 0x60a5fa, 0xa78bfa];
      for (let x = view.x, i = 0; x < view.x + view.width; x += 22, i++)
        g.circle(x + 11, 86, 9).fill(fans[i % 4]);
    },
    [view, width, height],
  );
  return <pixiGraphics draw={draw} />;
}
