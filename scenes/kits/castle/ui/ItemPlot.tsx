import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { GridShape } from '../geometry';
import { answerOf, type CastleItem } from '../itemsLogic';
import type { ItemLook } from '../look';
import { castleColors as C } from '../palette';
import { buildSeconds, UnitLayer } from './UnitLayer';

// Tweens live in layout effects: their cleanup runs in the same commit that removes a Pixi object,
// so GSAP never ticks a tween on a destroyed object between removal and a deferred cleanup.

/** Props of one building plot. */
export interface ItemPlotProps {
  /** Centre x and ground line y of the plot (design px). */
  x: number;
  groundY: number;
  width: number;
  /** Room above the ground. */
  height: number;
  item: CastleItem;
  index: number;
  /** Accessible name, e.g. "Tower 2". */
  name: string;
  look: ItemLook;
  shape: GridShape;
  built: boolean;
  current: boolean;
  /** Tappable (unbuilt while playing). */
  enabled: boolean;
  onSelect: (index: number) => void;
}

const SIGN_H = 62;

/**
 * One item's plot: a grassy mound, the ghost outline of every unit, the built units popping in, its
 * crown, and a wooden sign with the name and the multiplication ("4 × 3 = ?" → "4 × 3 = 12").
 * The current plot glows gold with a bobbing arrow. The whole plot is the "Tower N" button.
 */
export function ItemPlot(props: ItemPlotProps) {
  const { x, groundY, width, height, item, index, name, look, shape, built, current, enabled, onSelect } =
    props;
  const resolution = useTextResolution();
  const arrowRef = useRef<Container>(null);
  const crownRef = useRef<Container>(null);
  const frame = useCallback(
    (g: Graphics) => {
      g.clear();
      // Only the current plot gets a fill: big translucent fills are what software WebGL pays most for.
      const frameH = height + SIGN_H + 14;
      if (current) {
        g.roundRect(-width / 2, -height, width, frameH, 26)
          .fill({ color: 0xffffff, alpha: 0.4 })
          .stroke({ color: C.selected, width: 6 });
      } else {
        g.roundRect(-width / 2, -height, width, frameH, 26).stroke({ color: 0xffffff, width: 3, alpha: 0.6 });
      }
      g.ellipse(0, 4, width * 0.46, 16).fill(0x2f9a4c);
      g.ellipse(0, 0, width * 0.44, 12).fill(0x57c26f);
      look.paintBase?.(g, shape, item, index);
    },
    [width, height, current, look, shape, item, index],
  );
  const sign = useCallback(
    (g: Graphics) => {
      g.clear();
      const w = width - 20;
      g.roundRect(-w / 2, 0, w, SIGN_H, 14).fill(0x7c4a1e);
      g.roundRect(-w / 2 + 3, 3, w - 6, SIGN_H - 8, 12).fill(built ? 0xdcfce7 : 0xfff7e0);
    },
    [width, built],
  );
  const ghostPaint = useCallback(
    (g: Graphics, i: number) => look.paintGhost(g, shape, i, index),
    [look, shape, index],
  );
  const unitPaint = useCallback(
    (g: Graphics, i: number) => look.paintUnit(g, shape, i, index),
    [look, shape, index],
  );
  const crown = useCallback(
    (g: Graphics) => {
      g.clear();
      look.paintCrown?.(g, shape, item, index);
    },
    [look, shape, item, index],
  );
  const arrow = useCallback((g: Graphics) => {
    g.clear();
    g.poly([-16, -12, 16, -12, 0, 8]).fill(C.selected).stroke({ color: 0xb45309, width: 3, join: 'round' });
  }, []);
  const nameStyle = useMemo(() => textStyle({ size: 22, weight: '600', color: '#5b3a17' }), []);
  const sumStyle = useMemo(
    () => textStyle({ size: 26, weight: '700', color: built ? '#15803d' : '#432a9c' }),
    [built],
  );
  const sum = `${item.a} × ${item.b} = ${built ? answerOf(item) : '?'}`;

  useLayoutEffect(() => {
    const node = arrowRef.current;
    if (!node || !current || prefersReducedMotion()) return;
    // one short pop when the plot becomes current (frames are drawn on demand: no idle loops)
    const t = gsap.fromTo(node.scale, { x: 0.2, y: 0.2 }, { x: 1, y: 1, duration: 0.3, ease: 'back.out(3)' });
    return () => {
      t.kill();
    };
  }, [current]);
  useLayoutEffect(() => {
    const node = crownRef.current;
    if (!node || !built) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0 }, { alpha: 1, duration: 0.3, delay: 0.4 })
      : gsap.fromTo(
          node.scale,
          { x: 0, y: 0 },
          {
            x: 1,
            y: 1,
            duration: 0.35,
            ease: 'back.out(2.5)',
            delay: 0.1 + buildSeconds(shape.spots.length),
          },
        );
    return () => {
      t.kill();
    };
  }, [built, shape]);

  const press = useCallback(() => onSelect(index), [onSelect, index]);
  const hitHeight = height + SIGN_H + 14;
  return (
    <pixiContainer x={x} y={groundY}>
      <pixiGraphics draw={frame} />
      {!built && <UnitLayer spots={shape.spots} paint={ghostPaint} />}
      {built && <UnitLayer spots={shape.spots} paint={unitPaint} animateIn />}
      {built && (
        <pixiContainer ref={crownRef} y={-shape.height}>
          <pixiGraphics draw={crown} />
        </pixiContainer>
      )}
      <pixiContainer y={10}>
        <pixiGraphics draw={sign} />
        <pixiText text={item.name} anchor={0.5} y={15} style={nameStyle} resolution={resolution} />
        <pixiText text={sum} anchor={0.5} y={40} style={sumStyle} resolution={resolution} />
      </pixiContainer>
      {current && (
        <pixiContainer ref={arrowRef} y={-height + 18}>
          <pixiGraphics draw={arrow} />
        </pixiContainer>
      )}
      <Tappable
        x={0}
        y={-height + hitHeight / 2}
        width={width}
        height={hitHeight}
        name={name}
        onPress={press}
        disabled={!enabled}
        sound={null}
      />
    </pixiContainer>
  );
}
