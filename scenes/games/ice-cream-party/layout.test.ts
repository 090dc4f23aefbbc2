import { describe, expect, it } from 'vitest';
import { iceCreamLayout, pileSpots, seatAt } from './layout';

describe('ice cream layout', () => {
  it.each([4, 6, 7, 8])('fits %i seats inside both design sizes without overlap', (n) => {
    for (const [portrait, W, H] of [
      [true, 480, 860],
      [false, 1024, 640],
    ] as const) {
      const { seats, buttonsY } = iceCreamLayout(portrait, n);
      expect(seats).toHaveLength(n);
      for (const s of seats) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x + s.w).toBeLessThanOrEqual(W);
        expect(s.y + s.h).toBeLessThan(buttonsY - 30);
        expect(s.h).toBeGreaterThanOrEqual(90);
      }
      expect(buttonsY + 38).toBeLessThanOrEqual(H);
      for (let i = 0; i < n; i++) {
        const s = seats[i];
        expect(seatAt(seats, s.x + s.w / 2, s.y + s.h / 2)).toBe(i);
      }
    }
  });

  it('finds no seat in the gaps and piles 35 scoops in five rows', () => {
    const { seats } = iceCreamLayout(true, 4);
    expect(seatAt(seats, 1, 1)).toBe(-1);
    const spots = pileSpots(35, 240, 220, 13);
    expect(spots).toHaveLength(35);
    expect(new Set(spots.map((s) => s.y)).size).toBe(5);
  });
});
