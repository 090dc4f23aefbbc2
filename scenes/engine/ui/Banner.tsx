import { useCallback, useMemo, useRef } from 'react';
import { textStyle } from '../fonts';
import { useTextResolution } from '../LayoutContext';
import { usePopOnChange } from '../motion';
import type { Container, Graphics } from '../pixi';

/** Props of the banner. */
export interface BannerProps {
  x: number;
  y: number;
  width: number;
  text: string;
  size?: number;
  /** 'pill' (default): a rounded label; 'ribbon': the castles' parchment with ribbon tails. */
  shape?: 'pill' | 'ribbon';
  /** Height in design px; by default it holds `lines` lines of text. */
  height?: number;
  /** Lines the text wraps to (the pill grows to hold them). */
  lines?: number;
  /** Fill of the pill (the ribbon is always parchment). */
  color?: number;
  textColor?: string;
}

function drawRibbon(g: Graphics, width: number, height: number): void {
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
}

function drawPill(g: Graphics, width: number, height: number, color: number): void {
  g.roundRect(-width / 2 + 2, -height / 2 + 4, width, height, height / 2).fill({
    color: 0x000000,
    alpha: 0.1,
  });
  g.roundRect(-width / 2, -height / 2, width, height, height / 2).fill(color);
}

/**
 * A label centred at (x, y) for a goal, a question, a count or a result: it pops gently whenever its
 * text changes. The one banner of every scene family (a pill, or the castles' ribbon).
 */
export function Banner({
  x,
  y,
  width,
  text,
  size = 26,
  shape = 'pill',
  height,
  lines = 1,
  color = 0xffffff,
  textColor = shape === 'ribbon' ? '#432a9c' : '#1f1b2e',
}: BannerProps) {
  const resolution = useTextResolution();
  const ref = useRef<Container>(null);
  const h = height ?? size * 1.9 + (lines - 1) * size * 1.25;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      if (shape === 'ribbon') drawRibbon(g, width, h);
      else drawPill(g, width, h, color);
    },
    [shape, width, h, color],
  );
  const style = useMemo(
    () => textStyle({ size, weight: '700', color: textColor, wrap: width - (shape === 'ribbon' ? 36 : 24) }),
    [size, textColor, width, shape],
  );
  // The ribbon settles in from slightly smaller; the pill pops from slightly bigger.
  usePopOnChange(ref, text, shape === 'ribbon' ? 0.94 : 1.08, shape === 'ribbon' ? 0.25 : 0.3);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText text={text} anchor={0.5} style={style} resolution={resolution} />
    </pixiContainer>
  );
}
