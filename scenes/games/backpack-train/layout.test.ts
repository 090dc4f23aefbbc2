import { describe, expect, it } from 'vitest';
import { BACKPACK_LEVELS } from './data';
import { trainLayout, wagonSpots } from './layout';

describe('train layout', () => {
  it.each(BACKPACK_LEVELS)('fits $backpacks backpacks and $wagons wagons in both design sizes', (l) => {
    for (const [portrait, W, H] of [
      [true, 480, 860],
      [false, 1024, 640],
    ] as const) {
      const L = trainLayout(portrait, l.backpacks, l.wagons);
      expect(L.wagons).toHaveLength(l.wagons);
      for (const b of [L.locomotive, ...L.wagons]) {
        expect(b.x + b.w).toBeLessThanOrEqual(W);
        expect(b.y + b.h).toBeLessThan(L.buttonsY - 30);
        // Wagons stay big enough to tap at phone scale and show a fair share of backpacks.
        expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(70);
      }
      expect(wagonSpots(L.wagons[0], l.backpacks / l.wagons)).toHaveLength(l.backpacks / l.wagons);
      expect(L.platformSpots).toHaveLength(l.backpacks);
      for (const p of L.platformSpots) expect(p.y).toBeLessThan(L.platform.y + L.platform.h);
      expect(L.buttonsY + 34).toBeLessThanOrEqual(H);
    }
  });
});
