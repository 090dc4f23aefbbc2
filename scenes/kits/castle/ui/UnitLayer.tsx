import { prefersReducedMotion } from '@scenes/engine/motion';
import { type Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import type { Graphics as PixiGraphics } from 'pixi.js';
import { useLayoutEffect, useRef } from 'react';
import type { UnitSpot } from '../geometry';

// Tweens live in layout effects: their cleanup runs in the same commit that removes a Pixi object,
// so GSAP never ticks a tween on a destroyed object between removal and a deferred cleanup.

/** Paints unit number `index` centred at the origin. */
export type UnitPainter = (g: PixiGraphics, index: number) => void;

/** Seconds one unit takes to pop in. */
const POP_S = 0.25;
/** The whole build stays short however many units there are (every animated frame costs here). */
const MAX_STAGGER_TOTAL_S = 0.6;

/** Seconds between two units popping in for a layer of `count` units. */
export function staggerFor(count: number, stagger = 0.045): number {
  return Math.min(stagger, MAX_STAGGER_TOTAL_S / Math.max(1, count));
}

/** How long a layer of `count` units takes to build, in seconds. */
export function buildSeconds(count: number, stagger = 0.045): number {
  return staggerFor(count, stagger) * Math.max(0, count - 1) + POP_S;
}

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
  useLayoutEffect(() => {
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
      const each = staggerFor(pieces.length, stagger);
      tl = gsap.timeline({ delay, onComplete: () => onBuiltRef.current?.() });
      if (reduced) {
        for (const g of pieces) g.alpha = 0;
        tl.to(pieces, { alpha: 1, duration: POP_S, stagger: each / 3 });
      } else {
        for (const g of pieces) g.scale.set(0);
        tl.to(
          pieces.map((g) => g.scale),
          { x: 1, y: 1, duration: POP_S, ease: 'back.out(2.2)', stagger: each },
        );
      }
    }
    return () => {
      tl?.kill();
      for (const child of node.removeChildren()) child.destroy();
    };
  }, [spots, paint, animateIn, stagger, delay]);
  return <pixiContainer ref={ref} />;
}
