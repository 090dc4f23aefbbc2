import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { MissionArtProps } from './MissionScene';

/** Fits `n` cells into a w × h box: columns, rows and cell size. */
function grid(n: number, w: number, h: number) {
  const cols = Math.max(1, Math.ceil(Math.sqrt((n * w) / h)));
  const rows = Math.ceil(n / cols);
  return { cols, rows, cw: w / cols, ch: h / rows };
}

/** A little astronaut helmet (white with a blue visor), centred at (x, y). */
export function drawCrew(g: Graphics, x: number, y: number, r: number): void {
  g.circle(x, y, r).fill(0xf8fafc);
  g.roundRect(x - r * 0.62, y - r * 0.42, r * 1.24, r * 0.8, r * 0.35).fill(0x38bdf8);
  g.circle(x - r * 0.25, y - r * 0.2, r * 0.14).fill({ color: 0xffffff, alpha: 0.8 });
}

/** What the division art shows. */
export interface DivisionArtProps {
  total: number;
  groups: number;
  per: number;
  kind: 'shuttle' | 'chamber';
  done: boolean;
  width: number;
  height: number;
}

/**
 * A division picture: before the tap, the whole crowd waits; after it, the crowd is shared equally
 * into shuttles or station chambers (total ÷ groups = per group), with a little pop.
 */
export function DivisionArt({ total, groups, per, kind, done, width, height }: DivisionArtProps) {
  const ref = useRef<Container>(null);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!done) {
        const { cols, cw, ch } = grid(total, width, height);
        const r = Math.min(cw, ch) * 0.38;
        for (let i = 0; i < total; i++) {
          drawCrew(
            g,
            -width / 2 + (i % cols) * cw + cw / 2,
            -height / 2 + Math.floor(i / cols) * ch + ch / 2,
            r,
          );
        }
        return;
      }
      const cols = groups <= 3 ? groups : Math.ceil(groups / 2);
      const rows = Math.ceil(groups / cols);
      const bw = width / cols - 8;
      const bh = height / rows - 8;
      for (let k = 0; k < groups; k++) {
        const cx = -width / 2 + (k % cols) * (bw + 8) + bw / 2 + 4;
        const cy = -height / 2 + Math.floor(k / cols) * (bh + 8) + bh / 2 + 4;
        if (kind === 'shuttle') {
          g.poly([cx + bw / 2 - 4, cy - bh * 0.3, cx + bw / 2 + 4, cy, cx + bw / 2 - 4, cy + bh * 0.3]).fill(
            0xef4444,
          );
          g.roundRect(cx - bw / 2, cy - bh / 2 + 4, bw - 4, bh - 8, bh * 0.35).fill(0xe2e8f0);
          g.roundRect(cx - bw / 2 + 4, cy - bh / 2 + 8, bw - 12, bh - 16, bh * 0.3).fill(0x1e3a8a);
        } else {
          g.roundRect(cx - bw / 2, cy - bh / 2, bw, bh, 14).fill(0x7c3aed);
          g.roundRect(cx - bw / 2 + 4, cy - bh / 2 + 4, bw - 8, bh - 8, 11).fill(0x2e1065);
        }
        const inner = grid(per, bw - 16, bh - 16);
        const r = Math.min(inner.cw, inner.ch) * 0.4;
        for (let i = 0; i < per; i++) {
          drawCrew(
            g,
            cx - (bw - 16) / 2 + (i % inner.cols) * inner.cw + inner.cw / 2 - (kind === 'shuttle' ? 2 : 0),
            cy - (bh - 16) / 2 + Math.floor(i / inner.cols) * inner.ch + inner.ch / 2,
            r,
          );
        }
      }
    },
    [total, groups, per, kind, done, width, height],
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || !done) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.3 }, { alpha: 1, duration: 0.4 })
      : gsap.fromTo(node.scale, { x: 0.7, y: 0.7 }, { x: 1, y: 1, duration: 0.5, ease: 'back.out(2.5)' });
    return () => {
      t.kill();
    };
  }, [done]);
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

/** The numbers of a division item: the whole crowd, how many groups, how many in each. */
export interface DivisionParts {
  total: number;
  groups: number;
  per: number;
}

/** A mission card's art for a division game: reads an item's parts and draws them as `kind`. */
export function divisionArt<T>(
  kind: DivisionArtProps['kind'],
  parts: (item: T) => DivisionParts,
): (props: MissionArtProps<T>) => ReactNode {
  return ({ item, done, width, height }) => (
    <DivisionArt {...parts(item)} kind={kind} done={done} width={width} height={height} />
  );
}
