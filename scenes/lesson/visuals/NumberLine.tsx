import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';
import { prefersReducedMotion, useTweens } from '../../engine/motion';
import type { Container, Graphics } from '../../engine/pixi';
import type { AreaProps } from './CountingModels';
import { drawFrog } from './drawings';
import { Labels } from './NumberModels';
import { type NumberLineSpec, numberLineGeometry } from './numberLine';

const INK = 0x1f1b2e;
const VIOLET = 0x5b3cc4;
const ORANGE = 0xf97316;

function drawFrogAtOrigin(g: Graphics) {
  g.clear();
  drawFrog(g, 0, 0, 26);
}

/**
 * A number line with its jumps (see numberLine.ts for what is shown when). With a hopper, the frog
 * sits at 0 and, once `revealed` (after CHECK), hops the jumps one by one to the answer.
 */
export function NumberLineModel({
  w,
  h,
  step,
  jumps,
  direction,
  hopper,
  revealed,
}: AreaProps & NumberLineSpec & { hopper?: 'frog'; revealed: boolean }) {
  const geo = numberLineGeometry({ step, jumps, direction }, revealed);
  const left = -w / 2 + 24;
  const span = w - 48;
  const xOf = (n: number) => left + (n / geo.end) * span;
  const y = h * 0.22;
  const colour = direction === 'forward' ? VIOLET : ORANGE;
  const hop = Math.min(span / geo.ticks.length / 2, h * 0.4);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the geometry derives from the listed props
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.moveTo(left - 10, y)
        .lineTo(left + span + 10, y)
        .stroke({ color: INK, width: 4, cap: 'round' });
      for (const t of geo.ticks)
        g.moveTo(xOf(t), y - 12)
          .lineTo(xOf(t), y + 12)
          .stroke({ color: INK, width: 3 });
      for (const [from, to] of geo.arcs) {
        const [a, b] = [xOf(from), xOf(to)];
        g.moveTo(a, y - 6)
          .quadraticCurveTo((a + b) / 2, y - hop * 2.6, b, y - 6)
          .stroke({ color: colour, width: 4, cap: 'round' });
        const tip = b > a ? -1 : 1;
        g.poly([b, y - 4, b + tip * 12, y - 14, b + tip * 3, y - 18]).fill(colour);
      }
    },
    [w, h, step, jumps, direction, revealed],
  );
  const frogRef = useRef<Container>(null);
  const track = useTweens();
  const frogY = y - 36;
  // biome-ignore lint/correctness/useExhaustiveDependencies: replays only when the answer is revealed
  useEffect(() => {
    const frog = frogRef.current;
    if (!frog || !revealed || prefersReducedMotion()) return;
    // The frog hops each jump in turn, so the child sees the skip count land on the answer.
    const tl = gsap.timeline();
    for (const [from, to] of geo.arcs) {
      tl.fromTo(frog, { x: xOf(from) }, { x: xOf(to), duration: 0.32, ease: 'none' });
      tl.to(frog, { y: frogY - hop * 1.6, duration: 0.16, yoyo: true, repeat: 1, ease: 'power1.out' }, '<');
    }
    track(tl);
  }, [revealed]);
  const labels = geo.labels.map((n): [string, number, number] => [String(n), xOf(n), y + 34]);
  return (
    <>
      <pixiGraphics draw={draw} />
      <Labels items={labels} size={geo.labels.length > 8 ? 26 : 30} />
      {hopper === 'frog' && (
        <pixiContainer ref={frogRef} x={xOf(geo.hopperAt)} y={frogY}>
          <pixiGraphics draw={drawFrogAtOrigin} />
        </pixiContainer>
      )}
    </>
  );
}
