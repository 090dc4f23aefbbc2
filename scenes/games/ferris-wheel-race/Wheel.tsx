import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';

const CABINS = 12;
const CABIN_COLORS = [0xf472b6, 0x38bdf8, 0xfbbf24, 0x34d399, 0xa78bfa, 0xfb923c];

/** Draws one hanging cabin (kept upright while the wheel turns). */
function drawCabin(g: Graphics, color: number): void {
  g.clear();
  g.moveTo(0, 0).lineTo(0, 10).stroke({ color: 0x475569, width: 3 });
  g.roundRect(-17, 10, 34, 26, 9).fill(color);
  g.roundRect(-12, 14, 24, 10, 4).fill(0xe0f2fe);
  g.roundRect(-20, 8, 40, 6, 3).fill(0x1f1b2e);
}

/**
 * The ferris wheel: rim, spokes and 12 upright cabins; spins for `spinMs` with GSAP each time
 * `spinKey` increases (decorative: the 3 s state timing comes from the scene logic).
 */
export function Wheel({
  x,
  y,
  radius,
  spinKey,
  spinMs,
}: {
  x: number;
  y: number;
  radius: number;
  spinKey: number;
  spinMs: number;
}) {
  const wheelRef = useRef<Container>(null);
  const cabinsRef = useRef<Container>(null);
  const angle = useRef(0);
  const drawStand = useCallback(
    (g: Graphics) => {
      g.clear();
      g.moveTo(0, 0)
        .lineTo(-radius * 0.62, radius * 1.28)
        .stroke({ color: 0x7c3aed, width: 14, cap: 'round' });
      g.moveTo(0, 0)
        .lineTo(radius * 0.62, radius * 1.28)
        .stroke({ color: 0x7c3aed, width: 14, cap: 'round' });
      g.roundRect(-radius * 0.8, radius * 1.26, radius * 1.6, 16, 8).fill(0x5b3cc4);
    },
    [radius],
  );
  const drawWheel = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let i = 0; i < CABINS; i++) {
        const a = (i / CABINS) * Math.PI * 2;
        g.moveTo(0, 0)
          .lineTo(Math.cos(a) * radius, Math.sin(a) * radius)
          .stroke({ color: 0xe9d5ff, width: 4 });
      }
      g.circle(0, 0, radius).stroke({ color: 0xf472b6, width: 12 });
      g.circle(0, 0, radius * 0.62).stroke({ color: 0xfbbf24, width: 6 });
      for (let i = 0; i < CABINS; i++) {
        const a = (i / CABINS) * Math.PI * 2;
        g.circle(Math.cos(a) * radius, Math.sin(a) * radius, 6).fill(0xfef3c7);
      }
      g.circle(0, 0, 24).fill(0x5b3cc4).stroke({ color: 0xfbbf24, width: 5 });
    },
    [radius],
  );
  const drawers = useRef(CABIN_COLORS.map((c) => (g: Graphics) => drawCabin(g, c)));

  const place = useCallback(
    (a: number) => {
      if (wheelRef.current) wheelRef.current.rotation = a;
      cabinsRef.current?.children.forEach((cabin, i) => {
        const t = a + (i / CABINS) * Math.PI * 2;
        cabin.position.set(Math.cos(t) * radius, Math.sin(t) * radius);
      });
    },
    [radius],
  );
  useEffect(() => place(angle.current), [place]);

  useEffect(() => {
    if (spinKey === 0) return;
    const reduced = prefersReducedMotion();
    const proxy = { a: angle.current };
    const turns = reduced ? 0.25 : 2.5;
    const tween = gsap.to(proxy, {
      a: angle.current + Math.PI * 2 * turns,
      duration: spinMs / 1000,
      ease: reduced ? 'sine.inOut' : 'power2.inOut',
      onUpdate: () => {
        angle.current = proxy.a;
        place(proxy.a);
      },
    });
    return () => {
      tween.kill();
    };
  }, [spinKey, spinMs, place]);

  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={drawStand} />
      <pixiContainer ref={wheelRef}>
        <pixiGraphics draw={drawWheel} />
      </pixiContainer>
      <pixiContainer ref={cabinsRef}>
        {Array.from({ length: CABINS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the 12 cabins are fixed and never reorder
          <pixiGraphics key={i} draw={drawers.current[i % CABIN_COLORS.length]} />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}
