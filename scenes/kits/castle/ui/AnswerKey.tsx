import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { requestRender } from '@scenes/engine/renderLoop';
import { Tappable } from '@scenes/engine/ui/Button';
import { gsap } from 'gsap';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

// Tweens live in layout effects: their cleanup runs in the same commit that removes a Pixi object,
// so GSAP never ticks a tween on a destroyed object between removal and a deferred cleanup.

const KEY_COLORS = {
  idle: [0xffffff, 0x5b3cc4],
  wrong: [0xfee2e2, 0xdc2626],
  right: [0xdcfce7, 0x16a34a],
} as const;

/** How long a wrong key stays red (decorative: the game state never changes on a wrong tap). */
const WRONG_FLASH_S = 0.9;

/** Props of an answer key. */
export interface AnswerKeyProps {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  /** Whether this value answers the question (decides the colour flash only). */
  right: boolean;
  onChoose: (value: number) => void;
  /** A challenge's answer showing (issue 33): the tapped key and the right one keep their colour. */
  mark?: 'wrong' | 'right' | null;
  /** Locked while an answer shows. */
  disabled?: boolean;
}

/**
 * A big stone-tile answer key named by its value ("12"). Every tap calls `onChoose` (the reducer sounds
 * it and records the attempt); a right one flashes green, a wrong one only turns the key red and
 * wiggles it for a moment (spec §5/§8: wrong castle answers are silently ignored, with a red
 * highlight and no message).
 */
export function AnswerKey({
  x,
  y,
  width,
  height,
  value,
  right,
  onChoose,
  mark = null,
  disabled = false,
}: AnswerKeyProps) {
  const inner = useRef<Container>(null);
  const resolution = useTextResolution();
  const [look, setLook] = useState<'idle' | 'wrong' | 'right'>('idle');
  const tweens = useRef<gsap.core.Animation[]>([]);
  useLayoutEffect(() => {
    const node = inner.current;
    const list = tweens.current;
    if (node && !prefersReducedMotion()) {
      list.push(
        gsap.fromTo(node.scale, { x: 0.4, y: 0.4 }, { x: 1, y: 1, duration: 0.25, ease: 'back.out(2.5)' }),
      );
    }
    return () => {
      for (const t of list) t.kill();
      list.length = 0;
    };
  }, []);
  // A colour change is not a tween: ask the on-demand renderer for fresh frames.
  useLayoutEffect(() => {
    if (look || mark) requestRender();
  }, [look, mark]);
  const press = useCallback(() => {
    const node = inner.current;
    if (right) {
      setLook('right');
      onChoose(value);
      return;
    }
    setLook('wrong');
    if (node && !prefersReducedMotion()) {
      tweens.current.push(
        gsap.fromTo(node, { x: -8 }, { x: 0, duration: 0.35, ease: 'elastic.out(1.2, 0.25)' }),
      );
    }
    tweens.current.push(gsap.delayedCall(WRONG_FLASH_S, () => setLook('idle')));
    onChoose(value);
  }, [right, onChoose, value]);
  const colors = KEY_COLORS[mark ?? look];
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const r = 24;
      g.roundRect(-width / 2, -height / 2 + 7, width, height, r).fill(colors[1]);
      g.roundRect(-width / 2, -height / 2, width, height, r)
        .fill(colors[0])
        .stroke({ color: colors[1], width: 5 });
    },
    [width, height, colors],
  );
  const style = useMemo(
    () => textStyle({ size: 46, weight: '700', color: `#${colors[1].toString(16).padStart(6, '0')}` }),
    [colors],
  );
  return (
    <Tappable
      x={x}
      y={y}
      width={width}
      height={height + 8}
      name={String(value)}
      onPress={press}
      sound={null}
      disabled={disabled}
    >
      <pixiContainer ref={inner}>
        <pixiGraphics draw={draw} />
        <pixiText text={String(value)} anchor={0.5} style={style} resolution={resolution} />
      </pixiContainer>
    </Tappable>
  );
}
