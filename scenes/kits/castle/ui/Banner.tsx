import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { usePopOnChange } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { useCallback, useMemo, useRef } from 'react';

/** Props of the banner. */
export interface BannerProps {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  size?: number;
}

/** A parchment ribbon with the goal or question; pops gently whenever its text changes. */
export function Banner({ x, y, width, height, text, size = 32 }: BannerProps) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const tail = height * 0.5;
      // ribbon tails behind the card
      for (const side of [-1, 1]) {
        const ex = side * (width / 2 + tail * 0.6);
        g.poly([
          side * (width / 2 - 10),
          -height * 0.3,
          ex,
          -height * 0.3,
          ex - side * tail * 0.35,
          height * 0.1,
          ex,
          height * 0.5,
          side * (width / 2 - 10),
          height * 0.5,
        ]).fill(0xd97706);
      }
      g.roundRect(-width / 2 + 3, -height / 2 + 6, width, height, 20).fill({ color: 0x000000, alpha: 0.15 });
      g.roundRect(-width / 2, -height / 2, width, height, 20)
        .fill(0xfff7e0)
        .stroke({ color: 0xf59e0b, width: 4 });
    },
    [width, height],
  );
  const style = useMemo(
    () => textStyle({ size, color: '#432a9c', weight: '700', wrap: width - 36 }),
    [size, width],
  );
  usePopOnChange(ref, text, 0.94, 0.25);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={text} anchor={0.5} style={style} resolution={resolution} />
    </pixiContainer>
  );
}
