import { Rectangle } from 'pixi.js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { playSound, type SoundName } from '@/lib/audio';
import { hex } from '@/lib/theme';
import { shade } from '../draw';
import { textStyle } from '../fonts';
import { useTextResolution } from '../LayoutContext';
import { pressPop, useTweens } from '../motion';
import { describeObject } from '../overlayFocus';
import type { Container, Graphics } from '../pixi';

/** Props of a tappable Pixi thing. */
export interface TappableProps {
  /** Centre position in design px. */
  x: number;
  y: number;
  /** Hit box size (design px); at phone scale keep ≥ 60 so it is ≥ 48 CSS px. */
  width: number;
  height: number;
  /** Accessible name (DESIGN §3.2): visible label, or noun + number ("Planet 2"). */
  name: string;
  onPress: () => void;
  /** Refused taps: no events, no overlay button, drawn dimmed by the caller. */
  disabled?: boolean;
  /** Sound on tap; 'tap' by default, null for none. */
  sound?: SoundName | null;
  /** Heard after the name (aria-description): what the thing holds, e.g. "value 5", "Mia, 3 scoops". */
  description?: string;
  children?: ReactNode;
}

/**
 * Anything the child taps: an accessible Pixi button (eventMode static, accessibleType button,
 * tabIndex 0, accessibleTitle = name) that pops on press and plays the tap sound.
 */
export function Tappable({
  x,
  y,
  width,
  height,
  name,
  onPress,
  disabled,
  sound = 'tap',
  description,
  children,
}: TappableProps) {
  const ref = useRef<Container>(null);
  useEffect(() => {
    if (ref.current) describeObject(ref.current, description ?? '');
  }, [description]);
  const track = useTweens();
  const hitArea = useMemo(() => new Rectangle(-width / 2, -height / 2, width, height), [width, height]);
  const onTap = useCallback(() => {
    if (disabled) return;
    if (ref.current) track(pressPop(ref.current));
    if (sound) playSound(sound);
    onPress();
  }, [disabled, onPress, sound, track]);
  return (
    <pixiContainer
      ref={ref}
      x={x}
      y={y}
      hitArea={hitArea}
      eventMode={disabled ? 'none' : 'static'}
      cursor="pointer"
      accessible={!disabled}
      accessibleType="button"
      accessibleTitle={name}
      tabIndex={0}
      onPointerTap={onTap}
    >
      {children}
    </pixiContainer>
  );
}

/** Props of a labelled pill button. */
export interface ButtonProps extends Omit<TappableProps, 'name' | 'children'> {
  /** Visible label; also the accessible name unless `name` is given. */
  label: string;
  name?: string;
  color?: string;
  textColor?: string;
  fontSize?: number;
}

/** A chunky rounded button with a visible label (its accessible name). */
export function Button({
  label,
  name,
  color = '#5b3cc4',
  textColor = '#ffffff',
  fontSize = 28,
  ...rest
}: ButtonProps) {
  const { width, height, disabled } = rest;
  const resolution = useTextResolution();
  const fill = disabled ? 0x9ca3af : hex(color);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const r = height / 2;
      g.roundRect(-width / 2, -height / 2 + 6, width, height, r).fill(shade(fill, -0.3));
      g.roundRect(-width / 2, -height / 2, width, height, r).fill(fill);
      g.roundRect(-width / 2 + 10, -height / 2 + 6, width - 20, height * 0.32, r).fill({
        color: 0xffffff,
        alpha: 0.22,
      });
    },
    [width, height, fill],
  );
  const style = useMemo(
    () => textStyle({ size: fontSize, color: textColor, weight: '700' }),
    [fontSize, textColor],
  );
  return (
    <Tappable {...rest} name={name ?? label}>
      <pixiGraphics draw={draw} />
      <pixiText text={label} anchor={0.5} style={style} resolution={resolution} />
    </Tappable>
  );
}
