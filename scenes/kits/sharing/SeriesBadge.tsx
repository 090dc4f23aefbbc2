import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback, useMemo } from 'react';
import { seriesPlace } from './seriesNav';

/**
 * "Game N of 4" with the series progress bar (25, 50, 75, 100 percent for levels 1-4), top-left
 * of a level series; the level and the series' length come from the game's manifest.
 */
export function SeriesBadge({
  x,
  y,
  routeId,
  accent,
}: {
  x: number;
  y: number;
  routeId: string;
  accent: number;
}) {
  const resolution = useTextResolution();
  const { level, count, label } = seriesPlace(routeId);
  const percent = (Math.min(level, count) / count) * 100;
  const w = 170;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(3, 5, w, 56, 18).fill({ color: 0x000000, alpha: 0.12 });
      g.roundRect(0, 0, w, 56, 18).fill(0xffffff);
      g.roundRect(14, 38, w - 28, 10, 5).fill(0xe5e7eb);
      g.roundRect(14, 38, ((w - 28) * percent) / 100, 10, 5).fill(accent);
    },
    [percent, accent],
  );
  const style = useMemo(() => textStyle({ size: 22, weight: '700', color: '#1f1b2e' }), []);
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={label} x={w / 2} y={19} anchor={0.5} style={style} resolution={resolution} />
    </pixiContainer>
  );
}
