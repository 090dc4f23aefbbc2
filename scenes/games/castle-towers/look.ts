import { drawBattlements, drawFlag, drawGhostStone, drawStone } from '@scenes/kits/castle/draw';
import { stackGrid } from '@scenes/kits/castle/geometry';
import type { ItemLook } from '@scenes/kits/castle/look';
import { castleColors as C } from '@scenes/kits/castle/palette';

const STONE = [0xcdb79e, 0xb8c4d6, 0xe0b8a8, 0xd8c89a];
const FLAGS = [C.flagRed, C.flagBlue, C.flagYellow, 0x22c55e];

/** Towers: height rows of width stones, stacked from the ground, with battlements and a flag on top. */
export const towerLook: ItemLook = {
  crownHeight: 70,
  grid: (item, box) =>
    stackGrid({ rows: item.a, cols: item.b, maxWidth: box.width * 0.9, maxHeight: box.height, maxUnit: 50 }),
  paintUnit: (g, shape, i, item) => drawStone(g, shape.unit - 4, shape.unit - 4, STONE[item], i),
  paintGhost: (g, shape) => drawGhostStone(g, shape.unit - 4, shape.unit - 4),
  paintCrown: (g, shape, _item, index) => {
    const mh = shape.unit * 0.5;
    drawBattlements(g, shape.width - 2, mh, STONE[index]);
    drawFlag(g, 56, FLAGS[index], 0, -mh);
  },
};
