/** Where everything sits in Backpack Train, in design px (portrait 480×860, landscape 1024×640). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The whole layout of one level. */
export interface TrainLayout {
  platform: Box;
  /** Backpacks waiting on the platform, one spot each. */
  platformSpots: { x: number; y: number }[];
  platformBag: number;
  locomotive: Box;
  wagons: Box[];
  /** The y of each rail line (one per row of the train). */
  rails: number[];
  buttonsY: number;
  progress: { x: number; y: number; w: number };
}

/** Lays the train out in rows (locomotive first), the platform above and the buttons below. */
export function trainLayout(portrait: boolean, backpacks: number, wagons: number): TrainLayout {
  const W = portrait ? 480 : 1024;
  const platform: Box = portrait ? { x: 16, y: 104, w: 448, h: 170 } : { x: 20, y: 100, w: 984, h: 130 };
  const area: Box = portrait ? { x: 16, y: 290, w: 448, h: 480 } : { x: 20, y: 246, w: 984, h: 310 };
  const cols = portrait ? 3 : 5;
  const slots = wagons + 1;
  const rows = Math.ceil(slots / cols);
  const gapX = 12;
  const gapY = 18;
  const w = (area.w - gapX * (cols - 1)) / cols;
  const h = Math.min(150, (area.h - gapY * (rows - 1)) / rows);
  const boxes: Box[] = Array.from({ length: slots }, (_, i) => ({
    x: area.x + (i % cols) * (w + gapX),
    y: area.y + Math.floor(i / cols) * (h + gapY),
    w,
    h: h - 16,
  }));
  const rails = Array.from({ length: rows }, (_, r) => area.y + r * (h + gapY) + h - 8);
  const bagCols = portrait ? 14 : 28;
  const bagRows = Math.ceil(backpacks / bagCols);
  const pitch = Math.min((platform.w - 20) / bagCols, (platform.h - 50) / bagRows);
  const platformSpots = Array.from({ length: backpacks }, (_, i) => ({
    x: platform.x + (platform.w - bagCols * pitch) / 2 + pitch * ((i % bagCols) + 0.5),
    y: platform.y + 44 + pitch * (Math.floor(i / bagCols) + 0.5),
  }));
  return {
    platform,
    platformSpots,
    platformBag: pitch * 0.9,
    locomotive: boxes[0],
    wagons: boxes.slice(1),
    rails,
    buttonsY: portrait ? 815 : 598,
    progress: portrait ? { x: 326, y: 68, w: 276 } : { x: W / 2 + 120, y: 60, w: 420 },
  };
}

/** Where a wagon's open car body starts, as a share of the wagon's height (bags ride above it). */
export const BODY_TOP = 0.55;

/**
 * Backpack spots in a wagon (the grid that fits `count` biggest), relative to its top-left: bags
 * stand on the car's floor line and pile upward so every one stays visible and countable.
 */
export function wagonSpots(box: Box, count: number): { x: number; y: number; s: number }[] {
  const innerW = box.w - 16;
  const innerH = box.h * BODY_TOP - 4;
  let best = { cols: 4, s: 0 };
  for (let cols = 3; cols <= 8; cols++) {
    const rows = Math.max(1, Math.ceil(Math.max(count, 1) / cols));
    const s = Math.min(innerW / cols, innerH / rows, 32);
    if (s > best.s) best = { cols, s };
  }
  const { cols, s } = best;
  const rows = Math.max(1, Math.floor(innerH / s));
  const n = Math.min(count, cols * rows);
  const floor = box.h * BODY_TOP + 2;
  return Array.from({ length: n }, (_, i) => ({
    x: 8 + (innerW - cols * s) / 2 + s * ((i % cols) + 0.5),
    y: floor - s * (Math.floor(i / cols) + 0.5),
    s: s * 0.92,
  }));
}
