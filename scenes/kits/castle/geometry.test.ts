import { describe, expect, it } from 'vitest';
import { stackGrid } from './geometry';

describe('stackGrid', () => {
  it('makes rows × cols spots, one per countable unit', () => {
    expect(stackGrid({ rows: 4, cols: 3, maxWidth: 200, maxHeight: 300, maxUnit: 40 }).spots).toHaveLength(
      12,
    );
    expect(stackGrid({ rows: 7, cols: 3, maxWidth: 200, maxHeight: 300, maxUnit: 40 }).spots).toHaveLength(
      21,
    );
  });

  it('fits the box and respects the largest unit', () => {
    const tall = stackGrid({ rows: 6, cols: 2, maxWidth: 200, maxHeight: 240, maxUnit: 48 });
    expect(tall.unit).toBe(40);
    expect(tall.height).toBeLessThanOrEqual(240);
    const small = stackGrid({ rows: 2, cols: 2, maxWidth: 200, maxHeight: 240, maxUnit: 48 });
    expect(small.unit).toBe(48);
    const wide = stackGrid({ rows: 3, cols: 7, maxWidth: 200, maxHeight: 240, maxUnit: 48, colGap: 4 });
    expect(wide.width).toBeCloseTo(200);
  });

  it('stands on y = 0, centred on x = 0, building from the bottom row', () => {
    const g = stackGrid({ rows: 2, cols: 2, maxWidth: 100, maxHeight: 100, maxUnit: 50 });
    expect(g.spots.map((s) => [s.x, s.y])).toEqual([
      [-25, -25],
      [25, -25],
      [-25, -75],
      [25, -75],
    ]);
  });

  it('lists rows top first in reading order when not stacked from the bottom', () => {
    const g = stackGrid({
      rows: 2,
      cols: 1,
      maxWidth: 50,
      maxHeight: 100,
      maxUnit: 50,
      fromBottom: false,
      rowGap: 10,
    });
    expect(g.spots.map((s) => s.y)).toEqual([-77.5, -22.5]);
  });
});
