/** Where the pieces of a castle items game sit, in design px, for each orientation. Pure. */
export interface ItemsLayout {
  banner: { x: number; y: number; width: number; height: number };
  pip: { x: number; y: number; size: number } | null;
  plots: { x: number; groundY: number }[];
  plotWidth: number;
  /** Room above each plot's ground line. */
  plotHeight: number;
  keys: { x: number; y: number }[];
  keyWidth: number;
  keyHeight: number;
}

/** Landscape 1024×640: four plots in a row. Portrait 480×860: a 2 × 2 field of plots. */
export function itemsLayout(portrait: boolean): ItemsLayout {
  if (portrait) {
    return {
      banner: { x: 240, y: 58, width: 420, height: 84 },
      pip: null,
      plots: [
        { x: 123, groundY: 334 },
        { x: 357, groundY: 334 },
        { x: 123, groundY: 614 },
        { x: 357, groundY: 614 },
      ],
      plotWidth: 222,
      plotHeight: 200,
      keys: [0, 1, 2].map((k) => ({ x: 240 + (k - 1) * 150, y: 784 })),
      keyWidth: 136,
      keyHeight: 96,
    };
  }
  return {
    banner: { x: 560, y: 54, width: 640, height: 76 },
    pip: { x: 92, y: 66, size: 0.62 },
    plots: [0, 1, 2, 3].map((i) => ({ x: 140 + i * 248, groundY: 418 })),
    plotWidth: 228,
    plotHeight: 290,
    keys: [0, 1, 2].map((k) => ({ x: 512 + (k - 1) * 210, y: 580 })),
    keyWidth: 180,
    keyHeight: 90,
  };
}
