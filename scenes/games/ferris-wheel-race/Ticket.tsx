import { drawCard } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import type { Graphics } from '@scenes/engine/pixi';
import { useCallback, useMemo } from 'react';

/** A ride ticket showing one ordering of the product: "6 × 3" then "= ?" or "= 18". */
export function Ticket({
  x,
  y,
  w,
  h,
  calculation,
  answer,
  color,
  resolution,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  calculation: string;
  answer: number | null;
  color: number;
  resolution: number;
}) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, w, h, 0xffffff, 22, color);
      g.circle(-w / 2, 0, 14).fill(color);
      g.circle(w / 2, 0, 14).fill(color);
      if (answer !== null) {
        g.circle(w / 2 - 20, -h / 2 + 18, 16).fill(0x16a34a);
        g.moveTo(w / 2 - 28, -h / 2 + 18)
          .lineTo(w / 2 - 22, -h / 2 + 24)
          .lineTo(w / 2 - 12, -h / 2 + 11)
          .stroke({ color: 0xffffff, width: 4, cap: 'round', join: 'round' });
      }
    },
    [w, h, color, answer],
  );
  const big = useMemo(() => textStyle({ size: 40, color: '#1f1b2e', weight: '700' }), []);
  const result = useMemo(
    () => textStyle({ size: 34, color: answer === null ? '#6b7280' : '#16a34a', weight: '700' }),
    [answer],
  );
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={calculation} anchor={0.5} y={-h * 0.17} style={big} resolution={resolution} />
      <pixiText
        text={answer === null ? '= ?' : `= ${answer}`}
        anchor={0.5}
        y={h * 0.24}
        style={result}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
