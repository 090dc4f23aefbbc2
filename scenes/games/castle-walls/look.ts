import { drawGhostStone, drawStone } from '@scenes/kits/castle/draw';
import { stackGrid } from '@scenes/kits/castle/geometry';
import type { ItemLook } from '@scenes/kits/castle/look';
import { tint } from '@scenes/kits/castle/palette';

const STONE = [0xc9b29a, 0xb5bfcc, 0xd4b59e, 0xc2c9a6];
const GAP = 6;

/**
 * Walls: `segments` columns (a) of `stones` each (b), with a small gap between segments and one
 * merlon on top of every segment, so both factors can be counted.
 */
export const wallLook: ItemLook = {
  crownHeight: 24,
  grid: (item, box) =>
    stackGrid({
      rows: item.b,
      cols: item.a,
      maxWidth: box.width,
      maxHeight: box.height,
      maxUnit: 38,
      colGap: GAP,
    }),
  paintUnit: (g, shape, i, item) => drawStone(g, shape.unit - 3, shape.unit - 3, STONE[item], i),
  paintGhost: (g, shape) => drawGhostStone(g, shape.unit - 3, shape.unit - 3),
  paintCrown: (g, shape, item, index) => {
    const color = tint(STONE[index], -0.1);
    const mw = shape.unit * 0.72;
    const mh = shape.unit * 0.55;
    for (let col = 0; col < item.a; col++) {
      const x = -shape.width / 2 + col * (shape.unit + GAP) + shape.unit / 2;
      g.roundRect(x - mw / 2, -mh, mw, mh + 2, 4).fill(color);
      g.roundRect(x - mw / 2 + 2, -mh + 2, mw - 4, mh * 0.3, 3).fill({ color: 0xffffff, alpha: 0.35 });
    }
  },
};
