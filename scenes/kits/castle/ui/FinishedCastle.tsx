import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { drawBattlements, drawDoor, drawFlag, drawStone } from '../draw';
import { castleColors as C, tint } from '../palette';

/** Stones of the finished castle, in units: [column, row from the ground]. */
function castleStones(): { c: number; r: number }[] {
  const out: { c: number; r: number }[] = [];
  for (let r = 0; r < 6; r++) for (const c of [-5, -4, 3, 4]) out.push({ c, r }); // two towers
  for (let r = 0; r < 3; r++) for (const c of [-3, 2]) out.push({ c, r }); // walls
  for (let r = 0; r < 4; r++) for (let c = -2; c <= 1; c++) out.push({ c, r }); // the keep
  return out;
}

/**
 * The whole castle the four castle games built (foundation, towers, walls, royal features), shown
 * when the last royal feature is built and before Castle Complete's card: it rises from the ground,
 * then its battlements, flags, door and garden appear. `unit` is one stone's size in design px;
 * (x, groundY) is the middle of its ground line.
 */
export function FinishedCastle({ x, groundY, unit }: { x: number; groundY: number; unit: number }) {
  const ref = useRef<Container>(null);
  const crown = useRef<Container>(null);
  useLayoutEffect(() => {
    const body = ref.current;
    const top = crown.current;
    if (!body || !top) return;
    const reduced = prefersReducedMotion();
    const tl = gsap.timeline();
    if (reduced) tl.fromTo(body, { alpha: 0 }, { alpha: 1, duration: 0.3 });
    else tl.fromTo(body.scale, { y: 0 }, { y: 1, duration: 0.9, ease: 'back.out(1.4)' });
    tl.fromTo(top, { alpha: 0 }, { alpha: 1, duration: 0.35 });
    return () => {
      tl.kill();
    };
  }, []);
  const drawBody = useCallback(
    (g: Graphics) => {
      g.clear();
      g.ellipse(0, 6, unit * 7, unit * 0.7).fill(0x2f9a4c);
      g.ellipse(0, 2, unit * 6.6, unit * 0.5).fill(0x57c26f);
      // the foundation's two blocks under the keep
      for (const side of [-1, 1]) {
        g.roundRect(side * unit - unit, -unit * 0.6, unit * 2 - 2, unit * 0.6, 6).fill(tint(C.stone, -0.15));
      }
      castleStones().forEach(({ c, r }, i) => {
        const cx = (c + 0.5) * unit;
        const cy = -unit * 0.6 - (r + 0.5) * unit;
        drawStoneAt(g, cx, cy, unit - 3, i);
      });
    },
    [unit],
  );
  const drawTop = useCallback(
    (g: Graphics) => {
      g.clear();
      const base = -unit * 0.6;
      for (const tx of [-4 * unit, 4 * unit]) {
        drawBattlements(g, 2 * unit, unit * 0.5, C.stone, base - 6 * unit, tx);
        drawFlag(g, unit * 1.5, tx < 0 ? C.flagRed : C.flagBlue, tx, base - 6.5 * unit);
      }
      for (const wx of [-2.5 * unit, 2.5 * unit])
        drawBattlements(g, unit, unit * 0.4, C.stone, base - 3 * unit, wx);
      drawBattlements(g, 4 * unit, unit * 0.45, C.stone, base - 4 * unit);
      drawFlag(g, unit * 1.3, C.flagYellow, 0, base - 4.45 * unit);
      drawDoor(g, unit * 1.3, unit * 1.8, base);
      // the royal garden beside the gate
      for (const fx of [-5.8, -5.2, 5.2, 5.8]) g.circle(fx * unit, -unit * 0.25, unit * 0.22).fill(0xf472b6);
    },
    [unit],
  );
  return (
    <pixiContainer x={x} y={groundY}>
      {/* i18n-ignore: Pixi node label for tests, never shown */}
      <pixiContainer ref={ref} label="finished-castle">
        <pixiGraphics draw={drawBody} />
      </pixiContainer>
      <pixiContainer ref={crown}>
        <pixiGraphics draw={drawTop} />
      </pixiContainer>
    </pixiContainer>
  );
}

/** One stone centred at (cx, cy) (drawStone draws around the origin: shift its path). */
function drawStoneAt(g: Graphics, cx: number, cy: number, s: number, i: number): void {
  g.translateTransform(cx, cy);
  drawStone(g, s, s, C.stone, i);
  g.translateTransform(-cx, -cy);
}
