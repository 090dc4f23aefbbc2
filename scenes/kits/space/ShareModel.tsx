import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { drawCrew } from './DivisionArt';
import type { SpaceModelProps } from './GroupsModel';

/** Fits n cells into a w × h box. */
function fitCells(n: number, w: number, h: number) {
  const cols = Math.max(1, Math.ceil(Math.sqrt((n * w) / h)));
  const rows = Math.ceil(n / cols);
  return { cols, cw: w / cols, ch: h / rows };
}

/**
 * A ÷ challenge's model (Asteroid Division, Space Station Division), centred at 0,0: `a·b` crew wait
 * above `b` empty shuttles or chambers; once answered they are shared, `a` in each, each labelled.
 */
export function ShareModel({
  kind,
  a,
  b,
  revealed,
  width,
  height,
}: SpaceModelProps & { kind: 'shuttle' | 'chamber' }) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const total = a * b;
  const perRow = b <= 4 ? b : Math.ceil(b / 2);
  const boxRows = Math.ceil(b / perRow);
  const crowdH = revealed ? 0 : height * 0.38;
  const boxTop = -height / 2 + crowdH + (revealed ? 0 : 12);
  const bw = width / perRow - 12;
  const bh = (height / 2 - boxTop) / boxRows - 12;
  const spot = useCallback(
    (k: number) => ({
      x: -width / 2 + (k % perRow) * (bw + 12) + bw / 2 + 6,
      y: boxTop + Math.floor(k / perRow) * (bh + 12) + bh / 2 + 6,
    }),
    [width, perRow, bw, bh, boxTop],
  );
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!revealed) {
        const { cols, cw, ch } = fitCells(total, width, crowdH);
        const r = Math.min(cw, ch) * 0.4;
        for (let i = 0; i < total; i++)
          drawCrew(
            g,
            -width / 2 + (i % cols) * cw + cw / 2,
            -height / 2 + Math.floor(i / cols) * ch + ch / 2,
            r,
          );
      }
      for (let k = 0; k < b; k++) {
        const { x, y } = spot(k);
        const fill = kind === 'shuttle' ? 0x1e3a8a : 0x2e1065;
        const edge = kind === 'shuttle' ? 0xe2e8f0 : 0xa78bfa;
        if (kind === 'shuttle')
          g.poly([x + bw / 2 - 2, y - bh * 0.25, x + bw / 2 + 10, y, x + bw / 2 - 2, y + bh * 0.25]).fill(
            0xef4444,
          );
        g.roundRect(x - bw / 2, y - bh / 2, bw, bh, 16)
          .fill(fill)
          .stroke({ color: edge, width: 4 });
        if (!revealed) continue;
        const inner = fitCells(a, bw - 16, bh - 16);
        const r = Math.min(inner.cw, inner.ch) * 0.38;
        for (let i = 0; i < a; i++)
          drawCrew(
            g,
            x - (bw - 16) / 2 + (i % inner.cols) * inner.cw + inner.cw / 2,
            y - (bh - 16) / 2 + Math.floor(i / inner.cols) * inner.ch + inner.ch / 2,
            r,
          );
      }
    },
    [a, b, total, kind, revealed, width, height, crowdH, bw, bh, spot],
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || !revealed) return;
    const tween = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.3 }, { alpha: 1, duration: 0.4 })
      : gsap.fromTo(node.scale, { x: 0.85, y: 0.85 }, { x: 1, y: 1, duration: 0.5, ease: 'back.out(2.5)' });
    return () => {
      tween.kill();
    };
  }, [revealed]);
  const label = useMemo(() => textStyle({ size: 30, weight: '700', color: '#1f1b2e' }), []);
  const pill = useCallback((g: Graphics) => {
    g.clear();
    g.roundRect(-26, -22, 52, 44, 22).fill(0xfde047).stroke({ color: 0x1f1b2e, width: 3 });
  }, []);
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={draw} />
      {revealed &&
        Array.from({ length: b }, (_, k) => {
          const { x, y } = spot(k);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one label per container, fixed
            <pixiContainer key={k} x={x} y={y - bh / 2}>
              <pixiGraphics draw={pill} />
              <pixiText text={String(a)} anchor={0.5} style={label} resolution={resolution} />
            </pixiContainer>
          );
        })}
    </pixiContainer>
  );
}
