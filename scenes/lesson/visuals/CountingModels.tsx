import { useCallback } from 'react';
import type { Item } from '@/content/lessons/types';
import type { Graphics } from '../../engine/pixi';
import { drawItem, packItems } from './items';

/** Props shared by the models: the drawing area (centred at the origin) in design units. */
export interface AreaProps {
  w: number;
  h: number;
}

const PLATE = 0xede9fe;
const PLATE_RIM = 0xc4b5fd;

/** Places `count` equal cells (plates, cartons) in the best grid for the area. */
function cells(count: number, w: number, h: number, gap: number) {
  let best = { cols: 1, size: 0, rows: 1 };
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols);
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = (h - gap * (rows - 1)) / rows;
    const size = Math.min(cw, ch * 1.25);
    if (size > best.size) best = { cols, size, rows };
  }
  const cw = (w - gap * (best.cols - 1)) / best.cols;
  const ch = (h - gap * (best.rows - 1)) / best.rows;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / best.cols);
    const inRow = row === best.rows - 1 ? count - row * best.cols : best.cols;
    const col = i % best.cols;
    return {
      x: (col - (inRow - 1) / 2) * (cw + gap),
      y: -h / 2 + row * (ch + gap) + ch / 2,
      w: cw,
      h: ch,
    };
  });
}

/** Draws groups of items on plates; `leftover` items wait in a dashed box at the bottom. */
function drawGroups(
  g: Graphics,
  groups: number,
  size: number,
  item: Item,
  w: number,
  h: number,
  leftover: number,
) {
  const extraH = leftover > 0 ? Math.min(90, h * 0.25) : 0;
  const plates = cells(groups, w, h - extraH - (extraH ? 12 : 0), 14);
  const offsetY = -(extraH ? extraH + 12 : 0) / 2;
  for (const p of plates) {
    const y = p.y + offsetY;
    g.roundRect(p.x - p.w / 2, y - p.h / 2, p.w, p.h, Math.min(p.w, p.h) * 0.3)
      .fill(PLATE)
      .stroke({ color: PLATE_RIM, width: 3 });
    const { points, r } = packItems(size, p.w * 0.86, p.h * 0.86);
    for (const [dx, dy] of points) drawItem(g, item, p.x + dx, y + dy, Math.min(r, 26));
  }
  if (leftover > 0) {
    const top = h / 2 - extraH;
    g.roundRect(-w / 2, top, w, extraH, 16).stroke({ color: 0xf59e0b, width: 3 });
    const { points, r } = packItems(leftover, w * 0.6, extraH * 0.8);
    for (const [dx, dy] of points) drawItem(g, item, dx, top + extraH / 2 + dy, Math.min(r, 26));
  }
}

/** Equal groups: `groups` plates with `size` items each (plus any leftovers). */
export function GroupsModel({
  w,
  h,
  groups,
  size,
  item,
  leftover = 0,
}: AreaProps & { groups: number; size: number; item: Item; leftover?: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawGroups(g, groups, size, item, w, h, leftover);
    },
    [w, h, groups, size, item, leftover],
  );
  return <pixiGraphics draw={draw} />;
}

/** Sharing: `total` items dealt out fairly to `shares` plates; what cannot be shared is left aside. */
export function SharingModel({
  w,
  h,
  total,
  shares,
  item,
}: AreaProps & { total: number; shares: number; item: Item }) {
  return (
    <GroupsModel
      w={w}
      h={h}
      groups={shares}
      size={Math.floor(total / shares)}
      item={item}
      leftover={total % shares}
    />
  );
}

/** An array: `rows` rows of `cols` items in a neat grid, every other row softly striped. */
export function ArrayModel({
  w,
  h,
  rows,
  cols,
  item,
}: AreaProps & { rows: number; cols: number; item: Item }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const cell = Math.min(w / cols, h / rows, 70);
      const r = Math.min(cell * 0.4, 26);
      const left = (-(cols - 1) * cell) / 2;
      const top = (-(rows - 1) * cell) / 2;
      for (let row = 0; row < rows; row++) {
        if (row % 2 === 0)
          g.roundRect(left - cell / 2, top + row * cell - cell / 2, cols * cell, cell, cell / 2).fill(PLATE);
        for (let col = 0; col < cols; col++) drawItem(g, item, left + col * cell, top + row * cell, r);
      }
    },
    [w, h, rows, cols, item],
  );
  return <pixiGraphics draw={draw} />;
}
