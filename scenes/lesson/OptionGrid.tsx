import { useCallback, useMemo } from 'react';
import { shade } from '../engine/draw';
import { textStyle } from '../engine/fonts';
import { useTextResolution } from '../engine/LayoutContext';
import type { Graphics } from '../engine/pixi';
import { Tappable } from '../engine/ui/Button';
import { type Choice, type LessonState, type OptionLook, optionLook } from './logic';

const FILL: Record<OptionLook, number> = {
  idle: 0xffffff,
  selected: 0x5b3cc4,
  right: 0x16a34a,
  wrong: 0xdc2626,
  dimmed: 0xf4f1fb,
  answer: 0xf0fdf4,
};

function OptionButton({
  value,
  look,
  x,
  y,
  w,
  h,
  font,
  locked,
  onChoose,
}: {
  value: Choice;
  look: OptionLook;
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
  locked: boolean;
  onChoose: (value: Choice) => void;
}) {
  const resolution = useTextResolution();
  const fill = FILL[look];
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const r = 20;
      g.roundRect(-w / 2, -h / 2 + 6, w, h, r).fill(look === 'idle' ? 0xc4b5fd : shade(fill, -0.3));
      g.roundRect(-w / 2, -h / 2, w, h, r).fill(fill);
      if (look === 'idle') g.roundRect(-w / 2, -h / 2, w, h, r).stroke({ color: 0xc4b5fd, width: 3 });
      // The right answer after a wrong CHECK: a thick green outline, so the child sees what was meant.
      if (look === 'answer') g.roundRect(-w / 2, -h / 2, w, h, r).stroke({ color: 0x16a34a, width: 6 });
      if (look === 'selected')
        g.roundRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 16, r + 4).stroke({ color: 0xfbbf24, width: 4 });
    },
    [w, h, fill, look],
  );
  const textColor =
    look === 'idle' ? '#432a9c' : look === 'dimmed' ? '#9ca3af' : look === 'answer' ? '#15803d' : '#ffffff';
  const text = String(value);
  const size =
    typeof value === 'string' && text.length > 7
      ? Math.round(font * 0.62)
      : typeof value === 'string'
        ? Math.round(font * 0.75)
        : font;
  const style = useMemo(() => textStyle({ size, color: textColor, weight: '700' }), [size, textColor]);
  const onPress = useCallback(() => onChoose(value), [onChoose, value]);
  return (
    <Tappable x={x} y={y} width={w} height={h} name={text} onPress={onPress} disabled={locked}>
      <pixiGraphics draw={draw} />
      <pixiText text={text} anchor={0.5} style={style} resolution={resolution} />
    </Tappable>
  );
}

/** The answer options as big accessible buttons named by their value ("12", "factor"). */
export function OptionGrid({
  state,
  options,
  centres,
  w,
  h,
  font,
  onChoose,
}: {
  state: LessonState;
  options: readonly Choice[];
  centres: Array<{ x: number; y: number }>;
  w: number;
  h: number;
  font: number;
  onChoose: (value: Choice) => void;
}) {
  return (
    <>
      {options.map((value, i) => (
        <OptionButton
          key={String(value)}
          value={value}
          look={optionLook(state, value)}
          x={centres[i].x}
          y={centres[i].y}
          w={w}
          h={h}
          font={font}
          locked={state.phase === 'locked'}
          onChoose={onChoose}
        />
      ))}
    </>
  );
}
