import { drawCard } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { NumberPad, type PadAction } from '@scenes/engine/ui/NumberPad';
import { usePadKeys } from '@scenes/engine/usePadKeys';
import { useCallback, useMemo } from 'react';
import { LevelBadge } from './LevelBadge';

/** Props of the panel a challenge question is answered on. */
export interface AskPanelProps {
  /** Centre x and top y, in design px. */
  x: number;
  y: number;
  /** The question, as shown (and said by the reducer). */
  question: string;
  typed: string;
  /** The round's level, shown as a badge. */
  level: number;
  /** 'right' / 'wrong' colour the answer box; the pad is locked meanwhile. */
  feedback: 'none' | 'right' | 'wrong';
  onPad: (action: PadAction) => void;
  /** Smaller on crowded layouts (a phone under a tall scene): 1 by default. */
  scale?: number;
}

/** Width and height of the panel at scale 1 (design px), for laying out scenes around it. */
export const ASK_PANEL = { width: 340, height: 470 } as const;

const KEY = { w: 96, h: 66, gap: 10 };

/**
 * A challenge question (issue 33 §4): the level badge, the question, the answer box and practice's
 * number pad (the keyboard types too). The pad's keys are the overlay's buttons ("1"…"9", "0",
 * "Delete", "Enter"); the reducer says the question and judges the answer.
 */
export function AskPanel({ x, y, question, typed, level, feedback, onPad, scale = 1 }: AskPanelProps) {
  const resolution = useTextResolution();
  usePadKeys(onPad, feedback === 'none');
  const { height } = ASK_PANEL;
  const card = useCallback((g: Graphics) => {
    g.clear();
    drawCard(g, ASK_PANEL.width, ASK_PANEL.height, 0xfffdf8, 28, 0xfbbf24);
  }, []);
  const boxColor = feedback === 'right' ? 0x16a34a : feedback === 'wrong' ? 0xdc2626 : 0x5b3cc4;
  const box = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-90, -32, 180, 64, 18).fill(0xffffff).stroke({ color: boxColor, width: 5 });
    },
    [boxColor],
  );
  const styles = useMemo(
    () => ({
      question: textStyle({ size: 32, weight: '700', color: '#1f1b2e', wrap: ASK_PANEL.width - 36 }),
      answer: textStyle({ size: 40, weight: '700', color: '#1f1b2e' }),
    }),
    [],
  );
  const locked = feedback !== 'none';
  return (
    <pixiContainer x={x} y={y} scale={scale}>
      <pixiGraphics y={height / 2} draw={card} />
      <LevelBadge x={0} y={8} level={level} />
      <pixiText text={question} anchor={0.5} y={62} style={styles.question} resolution={resolution} />
      <pixiGraphics y={124} draw={box} />
      <pixiText text={typed || '?'} anchor={0.5} y={124} style={styles.answer} resolution={resolution} />
      <NumberPad
        x={0}
        y={198}
        keyW={KEY.w}
        keyH={KEY.h}
        gap={KEY.gap}
        disabled={locked}
        onDigit={(digit) => onPad({ type: 'digit', digit })}
        onDelete={() => onPad({ type: 'delete' })}
        onEnter={() => onPad({ type: 'enter' })}
      />
    </pixiContainer>
  );
}
