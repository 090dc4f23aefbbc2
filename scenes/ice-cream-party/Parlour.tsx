import { useLayout } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback } from 'react';
import { colors, hex } from '@/lib/theme';

/** The ice cream parlour: pastel walls, a candy-striped awning and a checkered floor. */
export function Parlour() {
  const { view, height } = useLayout();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(view.x, view.y, view.width, view.height).fill(hex(colors.worlds.iceCream));
      // Wallpaper dots.
      for (let y = view.y + 60; y < height * 0.7; y += 56) {
        for (let x = view.x + ((y / 56) % 2) * 28; x < view.x + view.width; x += 56) {
          g.circle(x, y, 4).fill({ color: 0xf9a8d4, alpha: 0.35 });
        }
      }
      // Checkered floor along the bottom.
      const floorY = height - 90;
      const tile = 45;
      for (let y = floorY; y < view.y + view.height; y += tile) {
        for (let x = view.x; x < view.x + view.width; x += tile) {
          const dark = (Math.floor((x - view.x) / tile) + Math.floor((y - floorY) / tile)) % 2 === 0;
          g.rect(x, y, tile, tile).fill(dark ? 0xfbcfe8 : 0xfff1f2);
        }
      }
      // Awning with scallops.
      const stripe = 40;
      for (let x = view.x, i = 0; x < view.x + view.width; x += stripe, i++) {
        g.rect(x, view.y, stripe, 26).fill(i % 2 === 0 ? 0xf472b6 : 0xffffff);
        g.circle(x + stripe / 2, view.y + 26, stripe / 2).fill(i % 2 === 0 ? 0xf472b6 : 0xffffff);
      }
    },
    [view, height],
  );
  return <pixiGraphics draw={draw} />;
}
