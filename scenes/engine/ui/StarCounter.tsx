import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { drawStar } from '../draw';
import { textStyle } from '../fonts';
import { useTextResolution } from '../LayoutContext';
import { prefersReducedMotion } from '../motion';
import type { Container, Graphics } from '../pixi';

/** A pill with a star and a number that pops when the number changes. */
export function StarCounter({ x, y, value, label }: { x: number; y: number; value: number; label?: string }) {
  const ref = useRef<Container>(null);
  const resolution = useTextResolution();
  const text = label ? `${value} ${label}` : String(value);
  const width = 96 + text.length * 17;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-width / 2, -30, width, 60, 30).fill({ color: 0x000000, alpha: 0.35 });
      g.roundRect(-width / 2, -30, width, 60, 30).stroke({ color: 0xfbbf24, width: 3 });
      drawStar(g, -width / 2 + 32, 0, 20, 0xfbbf24);
    },
    [width],
  );
  const style = useMemo(() => textStyle({ size: 30, color: '#ffffff', weight: '700' }), []);
  useEffect(() => {
    const node = ref.current;
    if (!node || value === 0) return;
    const t = gsap.fromTo(
      node.scale,
      { x: prefersReducedMotion() ? 1 : 1.25, y: prefersReducedMotion() ? 1 : 1.25 },
      { x: 1, y: 1, duration: 0.45, ease: 'back.out(3)' },
    );
    return () => {
      t.kill();
    };
  }, [value]);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiGraphics draw={draw} />
      <pixiText
        text={text}
        anchor={{ x: 0, y: 0.5 }}
        x={-width / 2 + 62}
        style={style}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
