import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { usePopOnChange } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { useCallback, useMemo, useRef } from 'react';

/** A rounded label centred at (x, y) that pops whenever its text changes (counts, hints, results). */
export function Banner({
  x,
  y,
  text,
  width,
  color = 0xffffff,
  textColor = '#1f1b2e',
  size = 26,
  lines = 1,
}: {
  x: number;
  y: number;
  text: string;
  width: number;
  color?: number;
  textColor?: string;
  size?: number;
  /** Lines the text wraps to (the pill grows to hold them). */
  lines?: number;
}) {
  const resolution = useTextResolution();
  const ref = useRef<Container>(null);
  const h = size * 1.9 + (lines - 1) * size * 1.25;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-width / 2 + 2, -h / 2 + 4, width, h, h / 2).fill({ color: 0x000000, alpha: 0.1 });
      g.roundRect(-width / 2, -h / 2, width, h, h / 2).fill(color);
    },
    [width, h, color],
  );
  const style = useMemo(
    () => textStyle({ size, weight: '700', color: textColor, wrap: width - 24 }),
    [size, textColor, width],
  );
  usePopOnChange(ref, text);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={text} anchor={0.5} style={style} resolution={resolution} />
    </pixiContainer>
  );
}
