import { drawShadowStrip } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import type { Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { useCallback, useMemo } from 'react';

/** How a key looks right now. */
export type KeyLook = 'normal' | 'wrong' | 'correct' | 'locked';

const FILL: Record<KeyLook, number> = {
  normal: 0xfbbf24,
  wrong: 0xdc2626,
  correct: 0x16a34a,
  locked: 0xfbbf24,
};

const DARK_LABEL = 0x3b0764;
/** The shadow strip is drawn in this grey and tinted with the key's colour: 0.65 × colour. */
const SHADOW_GREY = 0xa6a6a6;

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
  // A key's look changes only tints and alpha: its shapes are drawn once in white (and grey) and
  // its label rasterised once in white, so a tap rebuilds no geometry and re-renders no text.
  const drawPlate = useCallback(
    (g: Graphics) => {
      g.clear();
      // Only the shadow's strip below the key: a dimmed (translucent) key shows no band through it.
      drawShadowStrip(g, w, h, 22, 6, SHADOW_GREY);
      g.roundRect(-w / 2, -h / 2, w, h, 22).fill(0xffffff);
    },
    [w, h],
  );
  const drawBow = useCallback(
    (g: Graphics) => {
      g.clear();
      const kx = -w / 2 + 32;
      g.circle(kx, 0, 16).stroke({ color: 0xffffff, width: 6, alpha: 0.9 });
      g.moveTo(kx + 16, 0)
        .lineTo(kx + 40, 0)
        .stroke({ color: 0xffffff, width: 6, cap: 'round', alpha: 0.9 });
      g.moveTo(kx + 32, 0)
        .lineTo(kx + 32, 10)
        .stroke({ color: 0xffffff, width: 5, alpha: 0.9 });
    },
    [w],
  );
  // Per key, not module-wide: a shared TextStyle keeps every Text that used it, and their scenes, alive.
  const label = useMemo(() => textStyle({ size: 38, weight: '700', color: '#ffffff' }), []);
  const plain = look === 'normal' || look === 'locked';
  const alpha = look === 'locked' ? 0.55 : 1;
  return (
    <Tappable x={x} y={y} width={w} height={h} name={String(value)} onPress={onPress} sound={null}>
      <pixiGraphics draw={drawPlate} tint={FILL[look]} alpha={alpha} />
      <pixiGraphics draw={drawBow} alpha={alpha} />
      <pixiText
        text={String(value)}
        anchor={0.5}
        x={(-w / 2 + 80 + w / 2) / 2}
        style={label}
        tint={plain ? DARK_LABEL : 0xffffff}
        resolution={resolution}
      />
    </Tappable>
  );
}
