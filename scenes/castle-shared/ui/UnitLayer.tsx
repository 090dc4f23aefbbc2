import { gsap } from 'gsap';
import type { Graphics as PixiGraphics } from 'pixi.js';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../engine/motion';
import { type Container, Graphics } from '../../engine/pixi';
import type { UnitSpot } from '../geometry';

/** Paints unit number `index` centred at the origin. */
export type UnitPainter = (g: PixiGraphics, index: number) => void;

/** Props of a unit layer. */
export interface UnitLayerProps {
  spots: readonly UnitSpot[];
  paint: UnitPainter;
  /** When this turns true the units pop in one after another (the "build" moment). */
  animateIn?: boolean;
  /** Seconds between two units popping in. */
  stagger?: number;
  /** Seconds before the first unit pops in. */
  delay?: number;
  /** Called when the last unit has landed. */
  onBuilt?: () => void;
}

/**
 * A set of countable units (stones, flags, flowers), one Graphics each so they can pop in with a
 * GSAP stagger, bottom row first. Owns its Graphics: destroyed on change and unmount.
 */
export function UnitLayer({
  spots,
  paint,
  animateIn = false,
  stagger = 0.045,
  delay = 0,
  onBuilt,
}: UnitLayerProps) {
  const ref = useRef<Container>(null);
  const onBuiltRef = useRef(onBuilt);
  onBuiltRef.current = onBuilt;
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const pieces = spots.map((spot, i) => {
      const g = new Graphics();
      paint(g, i);
      g.position.set(spot.x, spot.y);
      node.addChild(g);
      return g;
    });
    let tl: gsap.core.Timeline | null = null;
    if (animateIn) {
      const reduced = prefersReducedMotion();
      tl = gsap.timeline({ delay, onComplete: () => onBuiltRef.current?.() });
      if (reduced) {
        for (const g of pieces) g.alpha = 0;
        tl.to(pieces, { alpha: 1, duration: 0.3, stagger: stagger / 3 });
      } else {
        for (const g of pieces) {
          g.scale.set(0);
          g.y -= 30;
        }
        tl.to(
          pieces.map((g) => g.scale),
          { x: 1, y: 1, duration: 0.3, ease: 'back.out(2.2)', stagger },
          0,
        );
        tl.to(pieces, { y: (i: number) => spots[i].y, duration: 0.3, ease: 'bounce.out', stagger }, 0);
      }
    }
    return () => {
      tl?.kill();
      for (const child of node.removeChildren()) child.destroy();
    };
  }, [spots, paint, animateIn, stagger, delay]);
  return <pixiContainer ref={ref} />;
}
