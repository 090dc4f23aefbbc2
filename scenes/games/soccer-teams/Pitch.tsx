import { useLayout } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback } from 'react';

/** The pitch markings (the grass itself is the scene's CSS background): lines, centre circle, goal. */
export function Pitch() {
  const { width, height } = useLayout();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const line = { color: 0xffffff, width: 4, alpha: 0.75 };
      g.rect(12, 96, width - 24, height - 110).stroke(line);
      g.moveTo(width / 2, 96)
        .lineTo(width / 2, height - 14)
        .stroke(line);
      g.circle(width / 2, height / 2 + 40, 70).stroke(line);
      g.rect(width / 2 - 90, height - 14 - 10, 180, 10).fill({ color: 0xffffff, alpha: 0.9 });
    },
    [width, height],
  );
  return <pixiGraphics draw={draw} />;
}
