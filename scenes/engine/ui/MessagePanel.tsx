import { gsap } from 'gsap';
import { CanvasTextMetrics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { textStyle } from '../fonts';
import { useTextResolution } from '../LayoutContext';
import { prefersReducedMotion } from '../motion';
import type { Container, Graphics } from '../pixi';

/** Props of a message panel. */
export interface MessagePanelProps {
  x: number;
  y: number;
  width: number;
  /** First line big, the others smaller; empty lines are skipped. */
  lines: string[];
  /** 'dark' glass on space backgrounds, 'light' card elsewhere. */
  tone?: 'dark' | 'light';
  accent?: string;
}

/** A rounded panel that shows the scene's current message and pops when it changes. */
export function MessagePanel({ x, y, width, lines, tone = 'dark', accent = '#fbbf24' }: MessagePanelProps) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const shown = lines.filter(Boolean);
  const light = tone === 'light';
  const big = useMemo(
    () => textStyle({ size: 34, weight: '700', color: light ? '#5b3cc4' : '#ffffff', wrap: width - 40 }),
    [light, width],
  );
  const small = useMemo(
    () => textStyle({ size: 27, weight: '600', color: light ? '#1f1b2e' : '#fde68a', wrap: width - 40 }),
    [light, width],
  );
  // Measure the wrapped lines so long messages on phones get a taller panel.
  const heights = shown.map(
    (line, i) => CanvasTextMetrics.measureText(line, i === 0 ? big : small).height + 6,
  );
  const height = 28 + heights.reduce((a, b) => a + b, 0);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-width / 2, -height / 2, width, height, 26).fill(
        light ? { color: 0xffffff, alpha: 0.95 } : { color: 0x0b0820, alpha: 0.6 },
      );
      g.roundRect(-width / 2, -height / 2, width, height, 26).stroke({ color: accent, width: 3, alpha: 0.9 });
    },
    [width, height, light, accent],
  );
  const key = shown.join('|');
  useEffect(() => {
    const node = ref.current;
    if (!node || !key) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.4 }, { alpha: 1, duration: 0.3 })
      : gsap.fromTo(node.scale, { x: 1.08, y: 1.08 }, { x: 1, y: 1, duration: 0.4, ease: 'back.out(3)' });
    return () => {
      t.kill();
    };
  }, [key]);
  if (shown.length === 0) return null;
  let cursor = -height / 2 + 14;
  return (
    // i18n-ignore: Pixi node label for tests, never shown
    <pixiContainer ref={ref} label="message-panel" x={x} y={y}>
      <pixiGraphics draw={draw} />
      {shown.map((line, i) => {
        const lineHeight = heights[i];
        const top = cursor;
        cursor += lineHeight;
        return (
          <pixiText
            key={line}
            text={line}
            anchor={0.5}
            y={top + lineHeight / 2}
            style={i === 0 ? big : small}
            resolution={resolution}
          />
        );
      })}
    </pixiContainer>
  );
}
