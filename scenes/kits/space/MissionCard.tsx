import { drawCard } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import type { Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { type ReactNode, useCallback, useMemo } from 'react';
import { hex } from '@/lib/theme';

/** What a mission card shows and where. */
export interface MissionCardProps {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  done: boolean;
  title: string;
  caption: string;
  resolution: number;
  onPress: () => void;
  children: ReactNode;
}

/**
 * One tappable card: a title tab, the art, a caption; turns green-edged with a check when done. A new
 * card's sound is the reducer's ("correct"); a done one is refused, so only the button's own tap plays.
 */
export function MissionCard({
  name,
  x,
  y,
  w,
  h,
  color,
  done,
  title,
  caption,
  resolution,
  onPress,
  children,
}: MissionCardProps) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, w, h, 0x1e1b4b, 26, done ? 0x4ade80 : hex(color));
      g.roundRect(-w / 2, -h / 2, w, 50, 26).fill(hex(color));
      g.rect(-w / 2, -h / 2 + 26, w, 24).fill(hex(color));
      if (done) {
        g.circle(w / 2 - 18, -h / 2 + 10, 22)
          .fill(0x16a34a)
          .stroke({ color: 0xffffff, width: 3 });
        g.moveTo(w / 2 - 29, -h / 2 + 10)
          .lineTo(w / 2 - 21, -h / 2 + 18)
          .lineTo(w / 2 - 7, -h / 2 + 1)
          .stroke({ color: 0xffffff, width: 5, cap: 'round', join: 'round' });
      }
    },
    [w, h, color, done],
  );
  const titleStyle = useMemo(() => textStyle({ size: 26, color: '#ffffff', weight: '700' }), []);
  const captionStyle = useMemo(
    () => textStyle({ size: 25, color: done ? '#86efac' : '#fde68a', weight: '700', wrap: w - 16 }),
    [done, w],
  );
  return (
    <Tappable x={x} y={y} width={w} height={h} name={name} onPress={onPress} sound={done ? 'tap' : null}>
      <pixiGraphics draw={draw} />
      <pixiText text={title} anchor={0.5} y={-h / 2 + 26} style={titleStyle} resolution={resolution} />
      <pixiContainer y={-4}>{children}</pixiContainer>
      <pixiText text={caption} anchor={0.5} y={h / 2 - 30} style={captionStyle} resolution={resolution} />
    </Tappable>
  );
}
