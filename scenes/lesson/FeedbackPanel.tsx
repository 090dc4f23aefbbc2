import { gsap } from 'gsap';
import { CanvasTextMetrics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { textStyle } from '../engine/fonts';
import { useTextResolution } from '../engine/LayoutContext';
import { prefersReducedMotion } from '../engine/motion';
import type { Container, Graphics } from '../engine/pixi';

/** Font sizes and spacing of the panel: full, or compact for the gap under a phone's answers. */
const SIZES = {
  full: { title: 34, hint: 30, top: 20, hintY: 72, bottom: 20 },
  compact: { title: 26, hint: 24, top: 8, hintY: 44, bottom: 10 },
};

const hintStyleOf = (w: number, compact: boolean) =>
  textStyle({
    size: SIZES[compact ? 'compact' : 'full'].hint,
    weight: '600',
    color: '#1f1b2e',
    wrap: w - 40,
  });

/** The panel's height in design units for this hint, so a layout can tell whether it fits a gap. */
export function feedbackPanelHeight(hint: string, w: number, compact: boolean): number {
  const s = SIZES[compact ? 'compact' : 'full'];
  return s.hintY + CanvasTextMetrics.measureText(hint, hintStyleOf(w, compact)).height + s.bottom;
}

/** The verdict and hint after CHECK: green with praise, or red with "Try again!"; sized to its text. */
export function FeedbackPanel({
  x,
  y,
  w,
  correct,
  title,
  hint,
  compact = false,
}: {
  x: number;
  y: number;
  w: number;
  correct: boolean;
  title: string;
  hint: string;
  compact?: boolean;
}) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const sizes = SIZES[compact ? 'compact' : 'full'];
  const titleStyle = useMemo(
    () =>
      textStyle({
        size: SIZES[compact ? 'compact' : 'full'].title,
        weight: '700',
        color: correct ? '#15803d' : '#b91c1c',
        wrap: w - 40,
      }),
    [correct, w, compact],
  );
  const hintStyle = useMemo(() => hintStyleOf(w, compact), [w, compact]);
  const height = feedbackPanelHeight(hint, w, compact);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-w / 2, 0, w, height, 24)
        .fill(correct ? 0xdcfce7 : 0xfee2e2)
        .stroke({ color: correct ? 0x16a34a : 0xdc2626, width: 3 });
    },
    [w, height, correct],
  );
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0 }, { alpha: 1, duration: 0.3 })
      : correct
        ? gsap.fromTo(node.scale, { x: 0.7, y: 0.7 }, { x: 1, y: 1, duration: 0.45, ease: 'back.out(2.5)' })
        : gsap.fromTo(node, { x: x - 14 }, { x, duration: 0.5, ease: 'elastic.out(1.2, 0.25)' });
    return () => {
      t.kill();
    };
  }, [correct, x]);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText
        text={title}
        anchor={{ x: 0.5, y: 0 }}
        y={sizes.top}
        style={titleStyle}
        resolution={resolution}
      />
      <pixiText
        text={hint}
        anchor={{ x: 0.5, y: 0 }}
        y={sizes.hintY}
        style={hintStyle}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
