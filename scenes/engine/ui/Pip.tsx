import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';
import { arcPath, drawStar } from '../draw';
import { prefersReducedMotion } from '../motion';
import type { Container, Graphics } from '../pixi';

/** Pip's expressions. */
export type PipPose = 'happy' | 'thinking' | 'cheering';

const VIOLET = 0x5b3cc4;
const VIOLET_DARK = 0x432a9c;

/** Pip's arms (behind the body) for a pose. */
function drawPipArms(g: Graphics, pose: PipPose): void {
  const armUp = pose === 'cheering';
  g.ellipse(armUp ? -50 : -52, armUp ? -30 : 12, 11, 20).fill(VIOLET_DARK);
  if (pose === 'thinking') g.ellipse(20, 30, 12, 10).fill(VIOLET_DARK);
  else g.ellipse(armUp ? 50 : 52, armUp ? -30 : 12, 11, 20).fill(VIOLET_DARK);
}

/** Pip's antenna, body, eye whites and cheeks: the same in every pose. */
function drawPipBody(g: Graphics): void {
  g.moveTo(0, -48).quadraticCurveTo(6, -66, 2, -78).stroke({ color: VIOLET_DARK, width: 4, cap: 'round' });
  drawStar(g, 2, -84, 12, 0xfbbf24);
  g.circle(0, 0, 52).fill(VIOLET);
  g.ellipse(-16, -24, 18, 11).fill({ color: 0xffffff, alpha: 0.18 });
  for (const side of [-1, 1]) {
    g.circle(side * 19, -8, 14).fill(0xffffff);
    g.ellipse(side * 32, 12, 9, 6).fill({ color: 0xf472b6, alpha: 0.75 });
  }
}

/** Pip's pupils and mouth for a pose. */
function drawPipFace(g: Graphics, pose: PipPose): void {
  const look = pose === 'thinking' ? -4 : 2;
  for (const side of [-1, 1]) {
    g.circle(side * 19 + 2, -8 + look, 7).fill(0x1f1b2e);
    g.circle(side * 19 + 4, -11 + look, 2.5).fill(0xffffff);
  }
  if (pose === 'cheering') {
    g.moveTo(-18, 14).arc(0, 14, 18, Math.PI, 0, true).closePath().fill(0x7f1d1d);
    g.ellipse(0, 24, 8, 4).fill(0xf87171);
  } else if (pose === 'thinking') {
    g.circle(6, 22, 5).stroke({ color: 0x1f1b2e, width: 3 });
  } else {
    arcPath(g, 0, 12, 18, 0.15 * Math.PI, 0.85 * Math.PI).stroke({ color: 0x1f1b2e, width: 4, cap: 'round' });
  }
}

/**
 * Pip the mascot, centred at (x, y), about 120 px tall at size 1; changing `pose` plays a little
 * jump (no idle loop: frames are drawn on demand).
 */
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
  // Three shapes: a new pose redraws the arms and face, not the body.
  const drawArms = useCallback((g: Graphics) => drawPipArms(g.clear(), pose), [pose]);
  const drawBody = useCallback((g: Graphics) => drawPipBody(g.clear()), []);
  const drawFace = useCallback((g: Graphics) => drawPipFace(g.clear(), pose), [pose]);
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
        <pixiGraphics draw={drawArms} />
        <pixiGraphics draw={drawBody} />
        <pixiGraphics draw={drawFace} />
      </pixiContainer>
    </pixiContainer>
  );
}
