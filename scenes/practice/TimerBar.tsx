import { useTweens } from '@scenes/engine';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** The grown-up's optional countdown: a bar that empties over the child's threshold (`ms`). */
export function TimerBar({ x, y, width, ms }: { x: number; y: number; width: number; ms: number }) {
  const fill = useRef<Container>(null);
  const tween = useTweens();
  useLayoutEffect(() => {
    if (fill.current)
      tween(gsap.fromTo(fill.current.scale, { x: 1 }, { x: 0, duration: ms / 1000, ease: 'none' }));
  }, [ms, tween]);
  const back = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-width / 2, -8, width, 16, 8).fill({ color: 0xffffff, alpha: 0.2 });
    },
    [width],
  );
  const bar = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(0, -8, width, 16, 8).fill(0xfbbf24);
    },
    [width],
  );
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={back} />
      <pixiContainer ref={fill} x={-width / 2}>
        <pixiGraphics draw={bar} />
      </pixiContainer>
    </pixiContainer>
  );
}
