import { drawRocket, prefersReducedMotion, useTweens } from '@scenes/engine';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** The rocket's track: it climbs one step per right answer, from `bottom` to `top`. */
export interface RocketTrack {
  x: number;
  top: number;
  bottom: number;
  /** Right answers that reach the top. */
  steps: number;
}

/** A rocket that climbs (GSAP) with each right answer, over a dotted trail of where it has been. */
export function ClimbingRocket({ track, right }: { track: RocketTrack; right: number }) {
  const ref = useRef<Container>(null);
  const tween = useTweens();
  const y = track.bottom - ((track.bottom - track.top) * Math.min(right, track.steps)) / track.steps;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (prefersReducedMotion()) node.y = y;
    else tween(gsap.to(node, { y, duration: 0.6, ease: 'back.out(1.6)' }));
  }, [y, tween]);
  const trail = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let t = track.bottom; t >= track.top; t -= 24)
        g.circle(track.x, t, 3).fill({ color: 0xffffff, alpha: 0.25 });
    },
    [track],
  );
  const rocket = useCallback((g: Graphics) => {
    g.clear();
    drawRocket(g, 0, 0, 70, 0xf8fafc);
  }, []);
  return (
    <pixiContainer>
      <pixiGraphics draw={trail} />
      <pixiContainer ref={ref} x={track.x} y={track.bottom}>
        <pixiGraphics draw={rocket} />
      </pixiContainer>
    </pixiContainer>
  );
}
