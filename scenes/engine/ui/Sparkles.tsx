import { gsap } from 'gsap';
import { useEffect, useRef } from 'react';
import { drawStar } from '../draw';
import { prefersReducedMotion } from '../motion';
import { type Container, Graphics } from '../pixi';

const COLORS = [0xfbbf24, 0xfde68a, 0xf472b6, 0x7dd3fc, 0xffffff];

/**
 * A burst of little stars at (x, y) each time `burst` changes (and is > 0). Its pieces are plain
 * Graphics owned by the burst's container and destroyed when the tween ends.
 */
export function Sparkles({
  x,
  y,
  burst,
  radius = 110,
}: {
  x: number;
  y: number;
  burst: number;
  radius?: number;
}) {
  const ref = useRef<Container>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || burst <= 0) return;
    const reduced = prefersReducedMotion();
    const count = reduced ? 6 : 14;
    const tweens: gsap.core.Tween[] = [];
    for (let i = 0; i < count; i++) {
      const g = new Graphics();
      // Mitred (few vertices, quick to build) and batched inside the burst's own render group: a
      // burst draws in one call instead of one per star.
      g.context.batchMode = 'batch';
      drawStar(g, 0, 0, 7 + (i % 3) * 4, COLORS[i % COLORS.length], 0xffffff, 'miter');
      node.addChild(g);
      const angle = (i / count) * Math.PI * 2 + Math.random() * 0.4;
      const dist = radius * (0.6 + Math.random() * 0.5);
      tweens.push(
        gsap.to(g, {
          x: Math.cos(angle) * (reduced ? dist * 0.4 : dist),
          y: Math.sin(angle) * (reduced ? dist * 0.4 : dist),
          rotation: reduced ? 0 : Math.PI,
          alpha: 0,
          duration: reduced ? 0.5 : 0.8,
          ease: 'power2.out',
          onComplete: () => g.destroy(),
        }),
      );
    }
    return () => {
      for (const t of tweens) t.kill();
      for (const child of node.removeChildren()) child.destroy();
    };
  }, [burst, radius]);
  return <pixiContainer ref={ref} x={x} y={y} isRenderGroup />;
}
