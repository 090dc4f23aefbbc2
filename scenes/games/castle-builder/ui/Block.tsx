import { t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { drawGhostStone, drawStone } from '@scenes/kits/castle/draw';
import { castleColors as C } from '@scenes/kits/castle/palette';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

// Tweens live in layout effects: their cleanup runs in the same commit that removes a Pixi object,
// so GSAP never ticks a tween on a destroyed object between removal and a deferred cleanup.

/** A block's look: waiting, picked, picked but the total was not 18, or gone to the foundation. */
export type BlockMark = 'idle' | 'selected' | 'wrong';

/** Stone colours per value 2..7, so blocks are told apart at a glance. */
const BLOCK_COLORS: Record<number, number> = {
  2: 0xf9c98b,
  3: 0x9fd3f5,
  4: 0xc4b5fd,
  5: 0xfca5a5,
  6: 0xa7e3b0,
  7: 0xfde68a,
  8: 0xfdba74,
  9: 0x93c5fd,
  10: 0xf0abfc,
};

/** Draws a value block (stone, big numeral drawn by the caller, and `value` dots to count). */
export function paintBlock(g: Graphics, w: number, h: number, value: number, mark: BlockMark): void {
  if (mark !== 'idle') {
    const ring = mark === 'wrong' ? C.wrong : C.selected;
    g.roundRect(-w / 2 - 8, -h / 2 - 8, w + 16, h + 16, 26)
      .fill({ color: ring, alpha: 0.35 })
      .stroke({ color: ring, width: 5 });
  }
  drawStone(g, w, h, BLOCK_COLORS[value] ?? C.stone, value, false);
  const dot = 6;
  const gap = 4;
  // Up to 7 dots in one row (the spec's blocks); a challenge's 8–10 in two rows of up to 5.
  const perRow = value > 7 ? 5 : value;
  for (let i = 0; i < value; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, value - row * perRow);
    const rowW = inRow * (dot * 2) + (inRow - 1) * gap;
    const y = value > 7 ? h * 0.2 + row * (dot * 2 + 2) : h * 0.28;
    g.circle(-rowW / 2 + dot + (i % perRow) * (dot * 2 + gap), y, dot).fill({ color: 0x1f1b2e, alpha: 0.55 });
  }
}

/** Props of a block on the ground. */
export interface BlockProps {
  x: number;
  y: number;
  width: number;
  height: number;
  index: number;
  value: number;
  mark: BlockMark;
  placed: boolean;
  enabled: boolean;
  onTap: (index: number) => void;
}

/** One of the six blocks ("Block N"): lifts when picked, goes red with a wrong total, ghost once placed. */
export function Block({ x, y, width, height, index, value, mark, placed, enabled, onTap }: BlockProps) {
  const lift = useRef<Container>(null);
  const resolution = useTextResolution();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      if (placed) drawGhostStone(g, width, height);
      else paintBlock(g, width, height, value, mark);
    },
    [width, height, value, mark, placed],
  );
  const style = useMemo(() => textStyle({ size: 50, weight: '700', color: '#1f1b2e' }), []);
  useLayoutEffect(() => {
    const node = lift.current;
    if (!node) return;
    const up = mark !== 'idle' && !placed;
    const t = gsap.to(node, {
      y: up ? -12 : 0,
      duration: prefersReducedMotion() ? 0.1 : 0.18,
      ease: 'back.out(2)',
    });
    return () => {
      t.kill();
    };
  }, [mark, placed]);
  const press = useCallback(() => onTap(index), [onTap, index]);
  return (
    <Tappable
      x={x}
      y={y}
      width={width + 10}
      height={height + 10}
      name={t`Block ${value}`}
      onPress={press}
      disabled={!enabled}
      sound={null}
    >
      <pixiContainer ref={lift}>
        <pixiGraphics draw={draw} />
        {!placed && (
          <pixiText text={String(value)} anchor={0.5} y={-10} style={style} resolution={resolution} />
        )}
      </pixiContainer>
    </Tappable>
  );
}
