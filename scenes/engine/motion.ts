import { gsap } from 'gsap';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

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

/**
 * Pops a label whenever `key` changes (a new count, hint or question): from `from` × its size back
 * to 1 with a little overshoot; nothing under reduced motion or while `key` is empty. The tween lives
 * in a layout effect, so its cleanup runs in the same commit that removes the object (GSAP never
 * ticks it on a destroyed one).
 */
export function usePopOnChange(
  ref: RefObject<{ scale: { x: number; y: number } } | null>,
  key: string,
  from = 1.08,
  duration = 0.3,
): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !key || prefersReducedMotion()) return;
    const t = gsap.fromTo(node.scale, { x: from, y: from }, { x: 1, y: 1, duration, ease: 'back.out(3)' });
    return () => {
      t.kill();
    };
  }, [key, ref, from, duration]);
}
