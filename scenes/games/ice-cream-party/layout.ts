/** Where everything sits in Ice Cream Party, in design px (portrait 480×860, landscape 1024×640). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The whole layout of one level. */
export interface IceCreamLayout {
  /** The serving bowl: its rim centre and width. */
  bowl: { x: number; rimY: number; w: number };
  /** Where the pool count text sits. */
  poolText: { x: number; y: number };
  /** One seat per child. */
  seats: Box[];
  /** Seats wider than tall are drawn side by side (head left, dish right). */
  wideSeats: boolean;
  /** The row of buttons: its centre line. */
  buttonsY: number;
  buttonsX: number;
}

/** Lays out the bowl, the seats and the buttons for `n` children. */
export function iceCreamLayout(portrait: boolean, n: number): IceCreamLayout {
  if (portrait) {
    const cols = 2;
    const rows = Math.ceil(n / cols);
    const top = 330;
    const bottom = 770;
    const gap = 12;
    const h = Math.min(170, (bottom - top - gap * (rows - 1)) / rows);
    const w = (480 - 24 * 2 - gap) / cols;
    return {
      bowl: { x: 240, rimY: 200, w: 330 },
      poolText: { x: 240, y: 300 },
      seats: seatBoxes(n, cols, 24, top, w, h, gap),
      wideSeats: true,
      buttonsY: 815,
      buttonsX: 240,
    };
  }
  const cols = Math.min(4, n);
  const rows = Math.ceil(n / cols);
  const left = 392;
  const gap = 12;
  const w = (1024 - left - 20 - gap * (cols - 1)) / cols;
  const h = rows === 1 ? 300 : (540 - 80 - gap) / 2;
  const top = rows === 1 ? 150 : 80;
  return {
    bowl: { x: 190, rimY: 320, w: 340 },
    poolText: { x: 190, y: 460 },
    seats: seatBoxes(n, cols, left, top, w, h, gap),
    wideSeats: false,
    buttonsY: 585,
    buttonsX: 512,
  };
}

/** A grid of seats; a short last row is centred. */
function seatBoxes(
  n: number,
  cols: number,
  left: number,
  top: number,
  w: number,
  h: number,
  gap: number,
): Box[] {
  const boxes: Box[] = [];
  const rows = Math.ceil(n / cols);
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i - row * cols;
    const shift = ((cols - inRow) * (w + gap)) / 2;
    boxes.push({ x: left + shift + col * (w + gap), y: top + row * (h + gap), w, h });
  }
  return boxes;
}

/** The seat under a design point, or -1. */
export function seatAt(seats: readonly Box[], x: number, y: number): number {
  return seats.findIndex((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h);
}

/** Pile rows in the bowl from the rim upward: 9, 8, 7, … scoops (35 fit in five rows). */
export function pileSpots(count: number, bowlX: number, rimY: number, r: number): { x: number; y: number }[] {
  const spots: { x: number; y: number }[] = [];
  let row = 0;
  while (spots.length < count) {
    const inRow = Math.max(1, 9 - row);
    const take = Math.min(inRow, count - spots.length);
    for (let i = 0; i < take; i++) {
      spots.push({ x: bowlX + (i - (inRow - 1) / 2) * r * 2.05, y: rimY - r * 0.9 - row * r * 1.55 });
    }
    row++;
  }
  return spots;
}
