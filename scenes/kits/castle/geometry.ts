/** Where each countable unit (a stone, a flag, a flower) of a castle item sits. Pure maths, no Pixi. */

/** The centre of one unit, in design px relative to the item's base (x = 0 centre, y = 0 ground). */
export interface UnitSpot {
  x: number;
  y: number;
  row: number;
  col: number;
}

/** A laid-out grid of units. */
export interface GridShape {
  spots: UnitSpot[];
  /** Size of one cell (units are drawn a little smaller so gaps show). */
  unit: number;
  width: number;
  height: number;
}

/** Options for `stackGrid`. */
export interface GridOptions {
  rows: number;
  cols: number;
  maxWidth: number;
  maxHeight: number;
  /** Largest cell size, so small items do not look giant. */
  maxUnit: number;
  /** Extra space between columns (wall segments) and rows (feature groups). */
  colGap?: number;
  rowGap?: number;
  /** Row 0 at the bottom (stones stacked up) or at the top (reading order). */
  fromBottom?: boolean;
}

/**
 * Lays out rows × cols cells centred on x = 0 and standing on y = 0, as big as fits. Spots are
 * listed row by row starting with row 0, the order the build animation uses.
 */
export function stackGrid(o: GridOptions): GridShape {
  const colGap = o.colGap ?? 0;
  const rowGap = o.rowGap ?? 0;
  const unit = Math.min(
    o.maxUnit,
    (o.maxWidth - (o.cols - 1) * colGap) / o.cols,
    (o.maxHeight - (o.rows - 1) * rowGap) / o.rows,
  );
  const width = o.cols * unit + (o.cols - 1) * colGap;
  const height = o.rows * unit + (o.rows - 1) * rowGap;
  const spots: UnitSpot[] = [];
  for (let row = 0; row < o.rows; row++) {
    const level = o.fromBottom === false ? o.rows - 1 - row : row;
    const y = -(level * (unit + rowGap) + unit / 2);
    for (let col = 0; col < o.cols; col++) {
      spots.push({ x: -width / 2 + col * (unit + colGap) + unit / 2, y, row, col });
    }
  }
  return { spots, unit, width, height };
}
