import type { Box } from './layout';

/** Radius and pitch of the scoops on a child's dish (design px). */
export const SEAT_SCOOP_R = 11;
const PITCH = 24;

/** Where the parts of one seat sit, relative to the seat's centre. */
export interface SeatGeometry {
  head: { x: number; y: number; s: number };
  name: { x: number; y: number };
  dish: { x: number; y: number; w: number; h: number };
  badge: { x: number; y: number };
  /** Scoop positions on the dish (as many as fit; more are summed up by the badge). */
  spots: { x: number; y: number }[];
}

/** Geometry of a seat: side by side when wide (phones), stacked when tall (desktop). */
export function seatGeometry(box: Box, wide: boolean): SeatGeometry {
  const { w, h } = box;
  const head = wide
    ? { x: -w / 2 + 44, y: -h / 2 + Math.min(h * 0.4, 48), s: Math.min(24, h * 0.22) }
    : { x: 0, y: -h / 2 + 46, s: 28 };
  const name = wide ? { x: head.x, y: h / 2 - 17 } : { x: 0, y: -h / 2 + 106 };
  const dish = wide
    ? { x: -w / 2 + 88, y: -h / 2 + 10, w: w - 98, h: h - 20 }
    : { x: -w / 2 + 10, y: -h / 2 + 128, w: w - 20, h: h - 138 };
  const cols = Math.max(1, Math.floor(dish.w / PITCH));
  const rows = Math.max(1, Math.floor((dish.h - 6) / PITCH));
  const spots: { x: number; y: number }[] = [];
  const left = dish.x + (dish.w - cols * PITCH) / 2 + PITCH / 2;
  // Fill from the bottom row up, like scoops piling on a plate.
  const bottom = dish.y + dish.h - PITCH / 2 - 4;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) spots.push({ x: left + c * PITCH, y: bottom - r * PITCH });
  return { head, name, dish, badge: { x: w / 2 - 18, y: -h / 2 + 18 }, spots };
}
