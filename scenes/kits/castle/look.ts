import type { Graphics } from 'pixi.js';
import type { GridShape } from './geometry';
import type { CastleItem } from './itemsLogic';

/** The drawing room an item has above its ground line. */
export interface PlotBox {
  width: number;
  height: number;
}

/**
 * How one castle game draws its items: the grid of countable units, the units themselves (built and
 * not yet built) and the finishing touches (battlements, flags) once an item is built.
 */
export interface ItemLook {
  grid(item: CastleItem, box: PlotBox): GridShape;
  paintUnit(g: Graphics, shape: GridShape, unitIndex: number, itemIndex: number): void;
  paintGhost(g: Graphics, shape: GridShape, unitIndex: number, itemIndex: number): void;
  /** Drawn behind the units (e.g. garden beds), built or not. */
  paintBase?(g: Graphics, shape: GridShape, item: CastleItem, itemIndex: number): void;
  /** Drawn on top once built (battlements, a flag). */
  paintCrown?(g: Graphics, shape: GridShape, item: CastleItem, itemIndex: number): void;
  /** Extra height the crown needs above the grid. */
  crownHeight: number;
}
