import { gsap } from 'gsap';
import { useEffect, useRef } from 'react';
import { useLayout } from '../LayoutContext';
import { prefersReducedMotion } from '../motion';
import { type Container, Graphics } from '../pixi';

const COLORS = [0xfbbf24, 0xf472b6, 0x34d399, 0x60a5fa, 0xa78bfa, 0xfb923c];

/** A one-time confetti shower over the whole view (mounted with a completion card). */
export function Confetti() {
  const ref = useRef<Container>(null);
  const { view } = useLayout();
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const reduced = prefersReducedMotion();
    const count = reduced ? 0 : 60;
    const tweens: gsap.core.Tween[] = [];
    for (let i = 0; i < count; i++) {
      const g = new Graphics();
      const w = 8 + (i % 3) * 4;
      g.roundRect(-w / 2, -4, w, 8, 2).fill(COLORS[i % COLORS.length]);
      g.x = view.x + Math.random() * view.width;
      g.y = view.y - 20 - Math.random() * 200;
      g.rotation = Math.random() * Math.PI;
      node.addChild(g);
      tweens.push(
        gsap.to(g, {
          y: view.y + view.height + 40,
          x: `+=${(Math.random() - 0.5) * 200}`,
          rotation: `+=${Math.PI * (2 + Math.random() * 4)}`,
          duration: 2.2 + Math.random() * 1.6,
          delay: Math.random() * 0.6,
          ease: 'power1.in',
          onComplete: () => g.destroy(),
        }),
      );
    }
    return () => {
      for (const t of tweens) t.kill();
      for (const child of node.removeChildren()) child.destroy();
    };
  }, [view]);
  return <pixiContainer ref={ref} />;
}
