import { stackGrid } from '@scenes/kits/castle/geometry';
import {
  type IconPainter,
  paintChest,
  paintFlower,
  paintGuard,
  paintPennant,
} from '@scenes/kits/castle/icons';
import type { ItemLook } from '@scenes/kits/castle/look';
import type { Graphics } from 'pixi.js';

/** One painter per royal feature, in the data's order (flags, guards, gardens, treasure). */
const ICONS: IconPainter[] = [paintPennant, paintGuard, paintFlower, paintChest];
/** The strip each group stands on: a flag rail, a guard post, a flower bed, a treasure room. */
const STRIPS = [0xfde68a, 0xb08968, 0x8b5a2b, 0xa8a29e];
const ROW_GAP = 10;

/**
 * Royal features: `a` groups (rows, each on its own strip) of `b` icons, read top to bottom, so
 * "3 × 4" looks like 3 rows of 4 flags.
 */
export const featureLook: ItemLook = {
  crownHeight: 0,
  grid: (item, box) =>
    stackGrid({
      rows: item.a,
      cols: item.b,
      maxWidth: box.width,
      maxHeight: box.height - 8,
      maxUnit: 50,
      rowGap: ROW_GAP,
      fromBottom: false,
    }),
  paintUnit: (g, shape, i, item) => ICONS[item](g, shape.unit * 0.92, i),
  paintGhost: (g: Graphics, shape) => {
    g.circle(0, 0, shape.unit * 0.34)
      .fill({ color: 0xffffff, alpha: 0.3 })
      .stroke({ color: 0xffffff, width: 2, alpha: 0.8 });
  },
  paintBase: (g, shape, item, index) => {
    for (let row = 0; row < item.a; row++) {
      const cy = -(row * (shape.unit + ROW_GAP) + shape.unit / 2);
      g.roundRect(-shape.width / 2 - 6, cy - shape.unit / 2 - 3, shape.width + 12, shape.unit + 6, 12).fill({
        color: STRIPS[index],
        alpha: 0.55,
      });
    }
  },
};
