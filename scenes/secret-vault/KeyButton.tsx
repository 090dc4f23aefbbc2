import { useCallback, useMemo } from 'react';
import { drawShadowStrip, shade } from '../engine/draw';
import { textStyle } from '../engine/fonts';
import type { Graphics } from '../engine/pixi';
import { Tappable } from '../engine/ui/Button';

/** How a key looks right now. */
export type KeyLook = 'normal' | 'wrong' | 'correct' | 'locked';

const FILL: Record<KeyLook, number> = {
  normal: 0xfbbf24,
  wrong: 0xdc2626,
  correct: 0x16a34a,
  locked: 0xfbbf24,
};

/** An answer key: a golden key tag named by its number ("56"); red when wrong, green when right. */
export function KeyButton({
  x,
  y,
  w,
  h,
  value,
  look,
  resolution,
  onPress,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  value: number;
  look: KeyLook;
  resolution: number;
  onPress: () => void;
}) {
  // Locked keys only dim (alpha): their shape is not rebuilt, so a key tap redraws one key, not six.
  const fill = FILL[look === 'locked' ? 'normal' : look];
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      // Only the shadow's strip below the key: a dimmed (translucent) key shows no band through
      // it, and no pixel is filled twice.
      drawShadowStrip(g, w, h, 22, 6, shade(fill, -0.35));
      g.roundRect(-w / 2, -h / 2, w, h, 22).fill(fill);
      // the key's bow and bit on the left
      const kx = -w / 2 + 32;
      g.circle(kx, 0, 16).stroke({ color: 0xffffff, width: 6, alpha: 0.9 });
      g.moveTo(kx + 16, 0)
        .lineTo(kx + 40, 0)
        .stroke({ color: 0xffffff, width: 6, cap: 'round', alpha: 0.9 });
      g.moveTo(kx + 32, 0)
        .lineTo(kx + 32, 10)
        .stroke({ color: 0xffffff, width: 5, alpha: 0.9 });
    },
    [w, h, fill],
  );
  // Two styles per key: its label is re-rasterised only when its colour really changes. (Not
  // module-wide: a shared TextStyle keeps every Text that used it, and their scenes, alive.)
  const darkLabel = useMemo(() => textStyle({ size: 38, weight: '700', color: '#3b0764' }), []);
  const lightLabel = useMemo(() => textStyle({ size: 38, weight: '700', color: '#ffffff' }), []);
  const style = look === 'normal' || look === 'locked' ? darkLabel : lightLabel;
  return (
    <Tappable x={x} y={y} width={w} height={h} name={String(value)} onPress={onPress} sound={null}>
      <pixiGraphics draw={draw} alpha={look === 'locked' ? 0.55 : 1} />
      <pixiText
        text={String(value)}
        anchor={0.5}
        x={(-w / 2 + 80 + w / 2) / 2}
        style={style}
        resolution={resolution}
      />
    </Tappable>
  );
}
