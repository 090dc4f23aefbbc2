import { textStyle } from '@scenes/engine/fonts';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { paintBlock } from './Block';

// Tweens live in layout effects: their cleanup runs in the same commit that removes a Pixi object,
// so GSAP never ticks a tween on a destroyed object between removal and a deferred cleanup.

const SCALE = 0.78;

/** Props of a placed block. */
export interface PlacedBlockProps {
  x: number;
  y: number;
  /** Where it flies in from (its place on the ground), relative to the site. */
  fromX: number;
  fromY: number;
  width: number;
  height: number;
  value: number;
  resolution: number;
}

/** A block that has become part of the foundation: it flies from the ground row into its slot. */
export function PlacedBlock({ x, y, fromX, fromY, width, height, value, resolution }: PlacedBlockProps) {
  const ref = useRef<Container>(null);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      paintBlock(g, width, height, value, 'idle');
    },
    [width, height, value],
  );
  const style = useMemo(() => textStyle({ size: 50, weight: '700', color: '#1f1b2e' }), []);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const reduced = prefersReducedMotion();
    const t = gsap.timeline();
    if (reduced) t.fromTo(node, { alpha: 0 }, { alpha: 1, duration: 0.3 });
    else {
      t.fromTo(node, { x: fromX, y: fromY }, { x, y, duration: 0.45, ease: 'power2.inOut' }, 0);
      t.fromTo(node.scale, { x: 1, y: 1 }, { x: SCALE, y: SCALE, duration: 0.45, ease: 'power2.inOut' }, 0);
    }
    return () => {
      t.kill();
    };
  }, [x, y, fromX, fromY]);
  return (
    <pixiContainer ref={ref} x={x} y={y} scale={SCALE}>
      <pixiGraphics draw={draw} />
      <pixiText text={String(value)} anchor={0.5} y={-10} style={style} resolution={resolution} />
    </pixiContainer>
  );
}

/** Finishing touches that pop in after the castle's stones: battlements, flags and the door. */
export function Crown({ draw, delay }: { draw: (g: Graphics) => void; delay: number }) {
  const ref = useRef<Container>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const t = gsap.fromTo(
      node,
      { alpha: 0 },
      { alpha: 1, duration: 0.35, delay: prefersReducedMotion() ? 0.2 : delay },
    );
    return () => {
      t.kill();
    };
  }, [delay]);
  return (
    <pixiContainer ref={ref} alpha={0}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}
