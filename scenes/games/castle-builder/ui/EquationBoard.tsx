import { t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { castleMessages } from '@scenes/kits/castle/messages';
import { useCallback, useMemo } from 'react';

/** Props of the board. */
export interface EquationBoardProps {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Values of the picked blocks (0–2). */
  picked: number[];
  /** The last total shown, or null. */
  total: number | null;
  /** The product the foundation needs (18 in the spec's round). */
  target: number;
}

/**
 * The slate that shows the picked values as "a × b" and, after Build Foundation, the total: green when
 * it is 18, red otherwise (the only feedback a wrong product gets).
 */
export function EquationBoard({ x, y, width, height, picked, total, target }: EquationBoardProps) {
  const resolution = useTextResolution();
  const slot = Math.min(92, height * 0.5);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-width / 2 + 3, -height / 2 + 7, width, height, 26).fill({ color: 0x000000, alpha: 0.16 });
      g.roundRect(-width / 2, -height / 2, width, height, 26)
        .fill(0xfff7e0)
        .stroke({ color: 0x7c4a1e, width: 5 });
      for (const side of [-1, 1]) {
        const filled = picked[side < 0 ? 0 : 1] !== undefined;
        g.roundRect(side * 70 - slot / 2, -height / 2 + 14, slot, slot * 0.82, 16)
          .fill(filled ? 0xffffff : 0xf3ead2)
          .stroke({ color: filled ? 0x5b3cc4 : 0xc9b48a, width: 4 });
      }
    },
    [width, height, picked, slot],
  );
  const numStyle = useMemo(() => textStyle({ size: 46, weight: '700', color: '#432a9c' }), []);
  const timesStyle = useMemo(() => textStyle({ size: 42, weight: '700', color: '#5b3a17' }), []);
  const totalStyle = useMemo(
    () =>
      textStyle({
        size: 34,
        weight: '700',
        color: total === null ? '#6b5a3e' : total === target ? '#15803d' : '#dc2626',
      }),
    [total, target],
  );
  const lineY = -height / 2 + 14 + (slot * 0.82) / 2;
  const bottomY = height / 2 - (height - slot * 0.82 - 14) / 2 + 4;
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText
        text={picked[0] === undefined ? '?' : String(picked[0])}
        anchor={0.5}
        x={-70}
        y={lineY}
        style={numStyle}
        resolution={resolution}
      />
      <pixiText text="×" anchor={0.5} y={lineY} style={timesStyle} resolution={resolution} />
      <pixiText
        text={picked[1] === undefined ? '?' : String(picked[1])}
        anchor={0.5}
        x={70}
        y={lineY}
        style={numStyle}
        resolution={resolution}
      />
      <pixiText
        text={total === null ? t`Goal: ${target}` : castleMessages.builderTotal(total)}
        anchor={0.5}
        y={bottomY}
        style={totalStyle}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
