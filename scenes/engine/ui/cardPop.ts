import { gsap } from 'gsap';
import { type RefObject, useEffect } from 'react';
import { prefersReducedMotion } from '../motion';
import type { Container } from '../pixi';

/**
 * The end card's entrance, one for every card (CompletionCard, the sharing kit's SharingCard): it
 * pops from half of `scale` to `scale` with an overshoot, or fades in under reduced motion.
 */
export function useCardPop(ref: RefObject<Container | null>, scale = 1): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0 }, { alpha: 1, duration: 0.3 })
      : gsap.fromTo(
          node.scale,
          { x: 0.5 * scale, y: 0.5 * scale },
          { x: scale, y: scale, duration: 0.6, ease: 'back.out(1.8)' },
        );
    return () => {
      t.kill();
    };
  }, [ref, scale]);
}
