import { plural, t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { drawBackpack, tint } from '@scenes/kits/sharing/art';
import { useCallback, useMemo } from 'react';
import { hex } from '@/lib/theme';
import { BODY_TOP, type Box, wagonSpots } from './layout';
import { bagColor } from './Railway';
import { backpackTexts } from './texts';

/** The spec's red highlight of an uneven load. */
const RED = 0xdc2626;

/** One wagon ("Wagon N"): an open car whose backpacks are drawn one by one, with a count badge. */
export function WagonCar({
  index,
  box,
  backpacks,
  color,
  offset,
  disabled,
  uneven,
  onPress,
  onTakeOut,
}: {
  index: number;
  box: Box;
  backpacks: number;
  color: string;
  /** How many backpacks were loaded before this wagon, so each bag keeps its colour. */
  offset: number;
  disabled: boolean;
  /** Red highlight: the platform is empty and this wagon does not carry the fair share. */
  uneven: boolean;
  onPress: () => void;
  /** Puts one backpack back on the platform ("Take out of Wagon N", shown while it holds some). */
  onTakeOut: () => void;
}) {
  const resolution = useTextResolution();
  const c = hex(color);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const { w, h } = box;
      const x0 = -w / 2;
      const y0 = -h / 2;
      wagonSpots(box, backpacks).forEach((s, i) => {
        drawBackpack(g, x0 + s.x, y0 + s.y, s.s, bagColor(offset + i));
      });
      g.roundRect(x0, y0 + h * BODY_TOP, w, h * (1 - BODY_TOP), 12)
        .fill(c)
        .stroke(uneven ? { color: RED, width: 6 } : { color: tint(c, -0.35), width: 3 });
      g.roundRect(x0 + 8, y0 + h * BODY_TOP + 8, w - 16, 5, 3).fill({ color: 0xffffff, alpha: 0.35 });
      g.circle(x0 + w * 0.25, y0 + h, 12).fill(0x1f1b2e);
      g.circle(x0 + w * 0.75, y0 + h, 12).fill(0x1f1b2e);
      g.circle(x0 + w * 0.25, y0 + h, 5).fill(0x9ca3af);
      g.circle(x0 + w * 0.75, y0 + h, 5).fill(0x9ca3af);
      g.rect(x0 - 8, y0 + h * 0.78, 8, 6).fill(0x44403c);
      g.circle(x0 + w - 18, y0 + h * 0.8, 14).fill(backpacks > 0 ? 0x5b3cc4 : 0x9ca3af);
    },
    [box, backpacks, c, offset, uneven],
  );
  const numberStyle = useMemo(() => textStyle({ size: 20, weight: '700', color: '#ffffff' }), []);
  const labelStyle = useMemo(() => textStyle({ size: 18, weight: '700', color: '#ffffff' }), []);
  return (
    <>
      <Tappable
        x={box.x + box.w / 2}
        y={box.y + box.h / 2}
        width={box.w}
        height={box.h}
        name={t`Wagon ${index + 1}`}
        description={plural(backpacks, { one: '# backpack', other: '# backpacks' })}
        disabled={disabled}
        onPress={onPress}
      >
        <pixiGraphics draw={draw} />
        <pixiText
          text={String(backpacks)}
          x={box.w / 2 - 18}
          y={box.h * 0.3}
          anchor={0.5}
          style={numberStyle}
          resolution={resolution}
        />
        <pixiText
          text={t`Wagon ${index + 1}`}
          x={-16}
          y={box.h * 0.3}
          anchor={0.5}
          style={labelStyle}
          resolution={resolution}
        />
      </Tappable>
      {!disabled && backpacks > 0 && (
        <TakeOut x={box.x + 24} y={box.y + 22} name={backpackTexts.takeOut(index + 1)} onPress={onTakeOut} />
      )}
    </>
  );
}

/** A round "−" on a loaded wagon's corner: one backpack back to the platform (a sibling, not a child,
 * of the wagon's button so its tap never bubbles into "add one"). */
function TakeOut({ x, y, name, onPress }: { x: number; y: number; name: string; onPress: () => void }) {
  const draw = useCallback((g: Graphics) => {
    g.clear();
    g.circle(0, 2, 21).fill({ color: 0x000000, alpha: 0.2 });
    g.circle(0, 0, 21).fill(0xffffff).stroke({ color: 0x1f1b2e, width: 3 });
    g.roundRect(-10, -3, 20, 6, 3).fill(0x1f1b2e);
  }, []);
  return (
    <Tappable x={x} y={y} width={52} height={52} name={name} onPress={onPress}>
      <pixiGraphics draw={draw} />
    </Tappable>
  );
}

/** The locomotive at the head of the train, puffing smoke. */
export function Locomotive({ box }: { box: Box }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const { w, h } = box;
      const x0 = box.x;
      const y0 = box.y;
      g.roundRect(x0 + w * 0.08, y0 + h * 0.35, w * 0.62, h * 0.5, 14).fill(0xdc2626);
      g.roundRect(x0 + w * 0.55, y0 + h * 0.12, w * 0.4, h * 0.73, 12).fill(0x5b3cc4);
      g.roundRect(x0 + w * 0.62, y0 + h * 0.2, w * 0.26, h * 0.24, 8).fill(0xbae6fd);
      g.rect(x0 + w * 0.18, y0 + h * 0.12, w * 0.12, h * 0.25).fill(0x1f1b2e);
      g.circle(x0 + w * 0.24, y0 + h * 0.02, h * 0.1).fill({ color: 0xffffff, alpha: 0.9 });
      g.circle(x0 + w * 0.12, y0 - h * 0.06, h * 0.07).fill({ color: 0xffffff, alpha: 0.7 });
      g.poly([x0, y0 + h * 0.85, x0 + w * 0.1, y0 + h * 0.6, x0 + w * 0.1, y0 + h * 0.85]).fill(0xfbbf24);
      for (const k of [0.22, 0.45, 0.75]) {
        g.circle(x0 + w * k, y0 + h, 14).fill(0x1f1b2e);
        g.circle(x0 + w * k, y0 + h, 6).fill(0xfbbf24);
      }
    },
    [box],
  );
  return <pixiGraphics draw={draw} />;
}
