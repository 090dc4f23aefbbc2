import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';
import { arcPath, drawStar } from '../draw';
import { prefersReducedMotion } from '../motion';
import type { Container, Graphics } from '../pixi';

/** Pip's expressions. */
export type PipPose = 'happy' | 'thinking' | 'cheering';

const VIOLET = 0x5b3cc4;
const VIOLET_DARK = 0x432a9c;

/** Draws Pip (the mascot) centred at the origin, about 120 px tall at size 1. */
export function drawPip(g: Graphics, pose: PipPose): void {
  g.clear();
  // antenna with its star
  g.moveTo(0, -48).quadraticCurveTo(6, -66, 2, -78).stroke({ color: VIOLET_DARK, width: 4, cap: 'round' });
  drawStar(g, 2, -84, 12, 0xfbbf24);
  // arms behind the body
  const armUp = pose === 'cheering';
  g.ellipse(armUp ? -50 : -52, armUp ? -30 : 12, 11, 20).fill(VIOLET_DARK);
  if (pose === 'thinking') g.ellipse(20, 30, 12, 10).fill(VIOLET_DARK);
  else g.ellipse(armUp ? 50 : 52, armUp ? -30 : 12, 11, 20).fill(VIOLET_DARK);
  // body
  g.circle(0, 0, 52).fill(VIOLET);
  g.ellipse(-16, -24, 18, 11).fill({ color: 0xffffff, alpha: 0.18 });
  // eyes
  const look = pose === 'thinking' ? -4 : 2;
  for (const side of [-1, 1]) {
    g.circle(side * 19, -8, 14).fill(0xffffff);
    g.circle(side * 19 + 2, -8 + look, 7).fill(0x1f1b2e);
    g.circle(side * 19 + 4, -11 + look, 2.5).fill(0xffffff);
    g.ellipse(side * 32, 12, 9, 6).fill({ color: 0xf472b6, alpha: 0.75 });
  }
  // mouth
  if (pose === 'cheering') {
    g.moveTo(-18, 14).arc(0, 14, 18, Math.PI, 0, true).closePath().fill(0x7f1d1d);
    g.ellipse(0, 24, 8, 4).fill(0xf87171);
  } else if (pose === 'thinking') {
    g.circle(6, 22, 5).stroke({ color: 0x1f1b2e, width: 3 });
  } else {
    arcPath(g, 0, 12, 18, 0.15 * Math.PI, 0.85 * Math.PI).stroke({ color: 0x1f1b2e, width: 4, cap: 'round' });
  }
}

/** Pip; changing `pose` plays a little jump (no idle loop: frames are drawn on demand). */
export function Pip({
  x,
  y,
  pose = 'happy',
  size = 1,
}: {
  x: number;
  y: number;
  pose?: PipPose;
  size?: number;
}) {
  const ref = useRef<Container>(null);
  const draw = useCallback((g: Graphics) => drawPip(g, pose), [pose]);
  useEffect(() => {
    const node = ref.current;
    if (!node || prefersReducedMotion() || pose === 'thinking') return;
    const jump = gsap.fromTo(node, { y: -16 }, { y: 0, duration: 0.6, ease: 'bounce.out' });
    return () => {
      jump.kill();
    };
  }, [pose]);
  return (
    <pixiContainer x={x} y={y} scale={size}>
      <pixiContainer ref={ref}>
        <pixiGraphics draw={draw} />
      </pixiContainer>
    </pixiContainer>
  );
}
