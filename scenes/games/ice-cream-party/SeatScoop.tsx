import type { Graphics } from '@scenes/engine/pixi';
import { drawScoop, FLAVOURS } from '@scenes/kits/sharing/art';
import { Draggable, type Point } from '@scenes/kits/sharing/Draggable';
import { useCallback } from 'react';
import { SEAT_SCOOP_R } from './seatGeometry';
import { iceCreamTexts as T } from './texts';

/** The halo around a picked-up scoop. */
function drawHeldGlow(g: Graphics): void {
  g.clear();
  g.circle(0, 0, SEAT_SCOOP_R + 9).fill({ color: 0xfde047, alpha: 0.55 });
}

/**
 * A friend's top scoop: dragged to another friend with a pointer, or pressed (tap, keyboard) to pick
 * it up; a held scoop lifts, grows and glows until it is given or put back.
 */
export function SeatScoop({
  at,
  index,
  scoops,
  held,
  onDrop,
  onTap,
}: {
  at: Point;
  index: number;
  scoops: number;
  held: boolean;
  onDrop: (point: Point) => Point | null;
  onTap: () => void;
}) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawScoop(g, 0, 0, SEAT_SCOOP_R, FLAVOURS[(scoops - 1) % FLAVOURS.length]);
    },
    [scoops],
  );
  return (
    <Draggable
      x={at.x}
      y={at.y}
      width={30}
      height={30}
      name={T.seatScoop(index + 1)}
      // i18n-ignore: Pixi node label for tests, never shown
      label={`seat-scoop-${index + 1}`}
      onDrop={onDrop}
      onTap={onTap}
    >
      <pixiContainer y={held ? -14 : 0} scale={held ? 1.35 : 1}>
        {held && <pixiGraphics draw={drawHeldGlow} />}
        <pixiGraphics draw={draw} />
      </pixiContainer>
    </Draggable>
  );
}
