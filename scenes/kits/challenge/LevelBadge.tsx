import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback, useMemo } from 'react';
import { challengeTexts } from './texts';

/** The round's level ("Level 2"), a sun-yellow pill centred at x, y (issue 33 §3: shown in the round). */
export function LevelBadge({ x, y, level }: { x: number; y: number; level: number }) {
  const resolution = useTextResolution();
  const pill = useCallback((g: Graphics) => {
    g.clear();
    g.roundRect(-62, -18, 124, 36, 18).fill(0xfbbf24);
  }, []);
  const style = useMemo(() => textStyle({ size: 22, weight: '700', color: '#1f1b2e' }), []);
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={pill} />
      <pixiText text={challengeTexts.level(level)} anchor={0.5} style={style} resolution={resolution} />
    </pixiContainer>
  );
}
