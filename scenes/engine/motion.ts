import { gsap } from 'gsap';
import { useEffect, useRef } from 'react';

/** True when the child's device asks for less motion: keep state timings, calm the tweens. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Anything GSAP can kill. */
interface Killable {
  kill(): unknown;
}

/**
 * A scene's tween scope: `track(tween)` remembers a tween or timeline so unmount kills it (no tween
 * keeps animating a destroyed Pixi object).
 */
export function useTweens(): <T extends Killable>(tween: T) => T {
  const live = useRef(new Set<Killable>());
  useEffect(() => {
    const set = live.current;
    return () => {
      for (const t of set) t.kill();
      set.clear();
    };
  }, []);
  return useRef(<T extends Killable>(tween: T): T => {
    live.current.add(tween);
    return tween;
  }).current;
}

/** A quick press pop (starts at once, so the tap answers within 100 ms). */
export function pressPop(target: { scale: { x: number; y: number } }, base = 1): gsap.core.Timeline {
  const reduced = prefersReducedMotion();
  const tl = gsap.timeline();
  tl.to(target.scale, { x: base * 0.9, y: base * 0.9, duration: 0.07, ease: 'power1.out' });
  tl.to(target.scale, {
    x: base,
    y: base,
    duration: reduced ? 0.1 : 0.35,
    ease: reduced ? 'power1.out' : 'back.out(3)',
  });
  return tl;
}
