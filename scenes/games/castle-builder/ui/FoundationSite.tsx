import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { drawBattlements, drawDoor, drawFlag, drawGhostStone, drawStone } from '@scenes/kits/castle/draw';
import { stackGrid, type UnitSpot } from '@scenes/kits/castle/geometry';
import { castleColors as C } from '@scenes/kits/castle/palette';
import { buildSeconds, UnitLayer } from '@scenes/kits/castle/ui/UnitLayer';
import { useCallback, useMemo } from 'react';
import { Crown, PlacedBlock } from './SiteParts';

/** Props of the castle site. */
export interface FoundationSiteProps {
  x: number;
  groundY: number;
  unit: number;
  /** The blocks' values. */
  values: readonly number[];
  /** Indexes of the placed blocks (empty until the foundation is built). */
  placed: readonly number[];
  /** Where each block sits on the ground, relative to the stage, so placed blocks fly from there. */
  from: { x: number; y: number }[];
  blockWidth: number;
  blockHeight: number;
}

const SLOT_SCALE = 0.78;

/** The castle's stones above the foundation: two towers and a keep, as countable units. */
function castleSpots(
  unit: number,
  baseY: number,
): { spots: UnitSpot[]; towerTop: number; keepTop: number; keepW: number; towerX: number } {
  const tower = stackGrid({ rows: 5, cols: 2, maxWidth: 2 * unit, maxHeight: 5 * unit, maxUnit: unit });
  const keep = stackGrid({ rows: 3, cols: 4, maxWidth: 4 * unit, maxHeight: 3 * unit, maxUnit: unit });
  const towerX = 3 * unit + 4;
  const spots = [
    ...keep.spots.map((s) => ({ ...s, y: s.y + baseY })),
    ...tower.spots.map((s) => ({ ...s, x: s.x - towerX, y: s.y + baseY })),
    ...tower.spots.map((s) => ({ ...s, x: s.x + towerX, y: s.y + baseY })),
  ].sort((a, b) => b.y - a.y);
  return { spots, towerTop: baseY - tower.height, keepTop: baseY - keep.height, keepW: keep.width, towerX };
}

/**
 * The building site: two foundation slots on the ground and the ghost of the castle above them. When
 * the foundation is built the two blocks fly into their slots and the castle rises, stone by stone.
 */
export function FoundationSite({
  x,
  groundY,
  unit,
  values,
  placed,
  from,
  blockWidth,
  blockHeight,
}: FoundationSiteProps) {
  const resolution = useTextResolution();
  const built = placed.length === 2;
  const slotW = blockWidth * SLOT_SCALE;
  const slotH = blockHeight * SLOT_SCALE;
  const baseY = -slotH - 2;
  const castle = useMemo(() => castleSpots(unit, baseY), [unit, baseY]);
  const ghost = useCallback((g: Graphics) => drawGhostStone(g, unit - 3, unit - 3), [unit]);
  const stone = useCallback((g: Graphics, i: number) => drawStone(g, unit - 3, unit - 3, C.stone, i), [unit]);
  const ground = useCallback(
    (g: Graphics) => {
      g.clear();
      g.ellipse(0, 6, slotW * 1.6, 18).fill(0x2f9a4c);
      g.ellipse(0, 2, slotW * 1.5, 13).fill(0x57c26f);
      for (const side of [-1, 1]) {
        g.roundRect(side * (slotW / 2 + 3) - slotW / 2, -slotH, slotW, slotH, 18)
          .fill({ color: 0xffffff, alpha: built ? 0 : 0.35 })
          .stroke({ color: 0xffffff, width: 3, alpha: built ? 0 : 0.9 });
      }
    },
    [slotW, slotH, built],
  );
  const crown = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const side of [-1, 1]) {
        const tx = side * castle.towerX;
        drawBattlements(g, 2 * unit, unit * 0.5, C.stone, castle.towerTop, tx);
        drawFlag(g, unit * 1.4, side < 0 ? C.flagRed : C.flagBlue, tx, castle.towerTop - unit * 0.5);
      }
      drawBattlements(g, castle.keepW, unit * 0.45, C.stone, castle.keepTop);
      drawDoor(g, unit * 1.3, unit * 1.8, baseY);
    },
    [unit, castle, baseY],
  );
  return (
    <pixiContainer x={x} y={groundY}>
      <pixiGraphics draw={ground} />
      <pixiContainer alpha={built ? 1 : 0.8}>
        <UnitLayer spots={castle.spots} paint={ghost} />
      </pixiContainer>
      {placed.map((block, k) => (
        <PlacedBlock
          key={block}
          x={(k === 0 ? -1 : 1) * (slotW / 2 + 3)}
          y={-slotH / 2}
          fromX={from[block].x - x}
          fromY={from[block].y - groundY}
          width={blockWidth}
          height={blockHeight}
          value={values[block]}
          resolution={resolution}
        />
      ))}
      {built && <UnitLayer spots={castle.spots} paint={stone} animateIn delay={0.45} />}
      {built && <Crown draw={crown} delay={0.5 + buildSeconds(castle.spots.length)} />}
    </pixiContainer>
  );
}
