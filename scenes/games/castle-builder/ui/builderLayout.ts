/** Where the pieces of Castle Foundation sit, in design px, for each orientation. Pure. */
export interface BuilderLayout {
  groundY: number;
  banner: { x: number; y: number; width: number; height: number };
  pip: { x: number; y: number; size: number } | null;
  board: { x: number; y: number; width: number; height: number };
  button: { x: number; y: number; width: number; height: number };
  /** Castle site: centre x on the ground line; stone size of the castle above the foundation. */
  site: { x: number; unit: number };
  blocks: { x: number; y: number }[];
  blockWidth: number;
  blockHeight: number;
}

/** Landscape 1024×640: board and button left, castle site right, blocks in a row. Portrait 480×860: stacked. */
export function builderLayout(portrait: boolean): BuilderLayout {
  if (portrait) {
    return {
      groundY: 336,
      banner: { x: 240, y: 50, width: 420, height: 78 },
      pip: null,
      board: { x: 240, y: 432, width: 420, height: 132 },
      button: { x: 240, y: 800, width: 360, height: 82 },
      site: { x: 240, unit: 22 },
      blocks: [0, 1, 2, 3, 4, 5].map((i) => ({ x: 92 + (i % 3) * 148, y: 574 + Math.floor(i / 3) * 126 })),
      blockWidth: 132,
      blockHeight: 110,
    };
  }
  return {
    groundY: 404,
    banner: { x: 560, y: 54, width: 640, height: 76 },
    pip: { x: 92, y: 66, size: 0.62 },
    board: { x: 256, y: 212, width: 400, height: 150 },
    button: { x: 256, y: 336, width: 360, height: 80 },
    site: { x: 740, unit: 28 },
    blocks: [0, 1, 2, 3, 4, 5].map((i) => ({ x: 107 + i * 162, y: 524 })),
    blockWidth: 138,
    blockHeight: 112,
  };
}
