import { plural, t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { drawKid, drawPanel, drawScoop, FLAVOURS } from '@scenes/kits/sharing/art';
import { Rectangle } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { playSound } from '@/lib/audio';
import { hex } from '@/lib/theme';
import type { Box } from './layout';
import { SEAT_SCOOP_R, seatGeometry } from './seatGeometry';

const SHIRTS = ['#60a5fa', '#f472b6', '#34d399', '#fbbf24', '#a78bfa', '#fb923c', '#22d3ee', '#f87171'];

/** Props of one child's seat. */
export interface SeatProps {
  index: number;
  name: string;
  scoops: number;
  box: Box;
  wide: boolean;
  /** The top scoop is lifted out while it is dragged away. */
  hideTop: boolean;
  onPress: () => void;
  disabled: boolean;
}

/** One child at the party: face and name ("Child N"), a dish with countable scoops, a count badge. */
export function Seat({ index, name, scoops, box, wide, hideTop, onPress, disabled }: SeatProps) {
  const resolution = useTextResolution();
  const geo = useMemo(() => seatGeometry(box, wide), [box, wide]);
  const shown = Math.min(scoops, geo.spots.length) - (hideTop && scoops > 0 ? 1 : 0);
  const shirt = hex(SHIRTS[index % SHIRTS.length]);
  // The accessible "Child N" button covers the child (head and name) only, so its overlay never
  // sits over the dish where a pointer drag of a scoop must reach the canvas.
  const kid = wide
    ? { x: -box.w / 2 + 44, y: 0, w: 88, h: box.h }
    : { x: 0, y: -box.h / 2 + 61, w: box.w, h: 122 };
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const { w, h } = box;
      drawPanel(g, -w / 2, -h / 2, w, h, 0xffffff, 22);
      g.roundRect(-w / 2, -h / 2, w, h, 22).stroke({ color: shirt, width: 4 });
      const d = geo.dish;
      g.roundRect(d.x, d.y, d.w, d.h, 16).fill(0xfdf2f8);
      g.ellipse(d.x + d.w / 2, d.y + d.h - 6, d.w / 2 - 4, 7).fill(0xfbcfe8);
      for (let i = 0; i < shown; i++)
        drawScoop(g, geo.spots[i].x, geo.spots[i].y, SEAT_SCOOP_R, FLAVOURS[i % FLAVOURS.length]);
      g.circle(geo.badge.x, geo.badge.y, 16).fill(scoops > 0 ? 0x5b3cc4 : 0xd4d4d8);
    },
    [box, geo, shown, scoops, shirt],
  );
  const drawFace = useCallback(
    (g: Graphics) => {
      g.clear();
      drawKid(g, geo.head.x - kid.x, geo.head.y - kid.y, geo.head.s, index, shirt);
    },
    [geo, kid.x, kid.y, index, shirt],
  );
  const dishArea = useMemo(() => new Rectangle(geo.dish.x, geo.dish.y, geo.dish.w, geo.dish.h), [geo]);
  const nameStyle = useMemo(() => textStyle({ size: 20, weight: '700', color: '#1f1b2e' }), []);
  const badgeStyle = useMemo(() => textStyle({ size: 20, weight: '700', color: '#ffffff' }), []);
  return (
    // i18n-ignore: Pixi node label for tests, never shown
    <pixiContainer label={`seat-${index + 1}`} x={box.x + box.w / 2} y={box.y + box.h / 2}>
      <pixiGraphics draw={draw} />
      {/* Tapping the dish also gives a scoop (pointer only: the child button is the accessible one). */}
      <pixiContainer
        hitArea={dishArea}
        eventMode={disabled ? 'none' : 'static'}
        cursor="pointer"
        onPointerTap={() => {
          playSound('tap');
          onPress();
        }}
      />
      <pixiText
        text={String(scoops)}
        x={geo.badge.x}
        y={geo.badge.y}
        anchor={0.5}
        style={badgeStyle}
        resolution={resolution}
      />
      <Tappable
        x={kid.x}
        y={kid.y}
        width={kid.w}
        height={kid.h}
        name={t`Child ${index + 1}`}
        description={t`${name}, ${plural(scoops, { one: '# scoop', other: '# scoops' })}`}
        onPress={onPress}
        disabled={disabled}
      >
        <pixiGraphics draw={drawFace} />
        <pixiText
          text={name}
          x={geo.name.x - kid.x}
          y={geo.name.y - kid.y}
          anchor={0.5}
          style={nameStyle}
          resolution={resolution}
        />
      </Tappable>
    </pixiContainer>
  );
}

/** Where a seat's top scoop is, in scene coordinates (the drag handle of child-to-child moves). */
export function topScoopPoint(box: Box, wide: boolean, scoops: number): { x: number; y: number } | null {
  if (scoops <= 0) return null;
  const geo = seatGeometry(box, wide);
  const spot = geo.spots[Math.min(scoops, geo.spots.length) - 1];
  return { x: box.x + box.w / 2 + spot.x, y: box.y + box.h / 2 + spot.y };
}
