import { drawRocket, drawStar } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** What a challenge's model draws: the fact, and how far it is shown (issue 33 §2). */
export interface SpaceModelProps {
  a: number;
  b: number;
  /** The answer is in: the last planet has landed, the crew is shared. */
  revealed: boolean;
  /** Count the groups out (a wrong answer): 3, 6, 9, 12. */
  counted: boolean;
  width: number;
  height: number;
}

const COLORS = [0xf472b6, 0x38bdf8, 0x34d399, 0xfb923c, 0xa78bfa, 0xfacc15];

/** Cells for n groups in a w × h box: at most 3 a row. */
function cells(n: number, w: number, h: number) {
  const cols = n <= 3 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / cols);
  return { cols, rows, cw: w / cols, ch: h / rows };
}

/** One group: a planet ringed by its stars, or a module holding its rockets. */
function Group({
  kind,
  each,
  color,
  size,
  ghost,
  land,
  count,
}: {
  kind: 'planet' | 'module';
  each: number;
  color: number;
  size: number;
  ghost: boolean;
  land: boolean;
  count: number | null;
}) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      if (kind === 'planet') {
        const r = size * 0.2;
        const ring = r * 1.75;
        const s = Math.min(r * 0.5, ((2 * Math.PI * ring) / each) * 0.4);
        if (ghost) {
          g.circle(0, 0, r).stroke({ color: 0xffffff, width: 3, alpha: 0.6 });
          return;
        }
        g.circle(0, 0, r).fill(color);
        g.circle(-r * 0.3, -r * 0.3, r * 0.25).fill({ color: 0xffffff, alpha: 0.3 });
        for (let i = 0; i < each; i++) {
          const t = (i / each) * Math.PI * 2 - Math.PI / 2;
          drawStar(g, Math.cos(t) * ring, Math.sin(t) * ring, s, 0xfbbf24);
        }
        return;
      }
      const w = size * 0.86;
      const h = size * 0.7;
      if (ghost) {
        g.roundRect(-w / 2, -h / 2, w, h, 14).stroke({ color: 0xffffff, width: 3, alpha: 0.6 });
        return;
      }
      g.roundRect(-w / 2, -h / 2, w, h, 14)
        .fill(0x312e81)
        .stroke({ color, width: 4 });
      const cols = Math.ceil(Math.sqrt(each * 1.4));
      const rows = Math.ceil(each / cols);
      const cw = (w - 12) / cols;
      const ch = (h - 12) / rows;
      const s = Math.min(ch * 0.7, cw * 0.62);
      for (let i = 0; i < each; i++) {
        const x = -w / 2 + 6 + (i % cols) * cw + cw / 2;
        const y = -h / 2 + 6 + Math.floor(i / cols) * ch + ch / 2;
        drawRocket(g, x, y, s, 0xf8fafc, color);
      }
    },
    [kind, each, color, size, ghost],
  );
  useEffect(() => {
    const node = ref.current;
    if (!node || !land) return;
    const tween = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.3 }, { alpha: 1, duration: 0.4 })
      : gsap.fromTo(node, { y: -120, alpha: 0 }, { y: 0, alpha: 1, duration: 0.7, ease: 'bounce.out' });
    return () => {
      tween.kill();
    };
  }, [land]);
  const styles = useMemo(
    () => ({
      ghost: textStyle({ size: Math.round(size * 0.28), weight: '700', color: '#ffffff' }),
      count: textStyle({ size: Math.round(size * 0.2), weight: '700', color: '#1f1b2e' }),
    }),
    [size],
  );
  const badge = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, size * 0.15)
        .fill(0xfde047)
        .stroke({ color: 0x1f1b2e, width: 3 });
    },
    [size],
  );
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={draw} />
      {ghost && <pixiText text="?" anchor={0.5} style={styles.ghost} resolution={resolution} />}
      {count !== null && (
        <pixiContainer>
          <pixiGraphics draw={badge} />
          <pixiText text={String(count)} anchor={0.5} style={styles.count} resolution={resolution} />
        </pixiContainer>
      )}
    </pixiContainer>
  );
}

/**
 * A × challenge's model (Star Treasure Hunt, Cosmic Multiplication): `a` groups of `b`, drawn as
 * planets with stars or modules with rockets, centred at 0,0. Before the answer the last group has not
 * landed (a "?" outline); then it lands; counted, each group shows the running total.
 */
export function GroupsModel({
  kind,
  a,
  b,
  revealed,
  counted,
  width,
  height,
}: SpaceModelProps & { kind: 'planet' | 'module' }) {
  const { cols, cw, ch } = cells(a, width, height);
  const size = Math.min(cw, ch);
  return (
    <pixiContainer>
      {Array.from({ length: a }, (_, i) => {
        const last = i === a - 1;
        return (
          <pixiContainer
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions, fixed for the question
            key={i}
            x={-width / 2 + (i % cols) * cw + cw / 2}
            y={-height / 2 + Math.floor(i / cols) * ch + ch / 2}
          >
            <Group
              kind={kind}
              each={b}
              color={COLORS[i % COLORS.length]}
              size={size}
              ghost={last && !revealed}
              land={last && revealed}
              count={counted ? (i + 1) * b : null}
            />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}
