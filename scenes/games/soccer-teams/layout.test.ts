import { describe, expect, it } from 'vitest';
import { SOCCER_LEVELS } from './data';
import { soccerLayout } from './layout';

describe('soccer layout', () => {
  it.each(SOCCER_LEVELS)('fits $players players in teams of $teamSize in both design sizes', (l) => {
    const teams = Math.floor(l.players / l.teamSize);
    for (const [portrait, W] of [
      [true, 480],
      [false, 1024],
    ] as const) {
      const L = soccerLayout(portrait, l.players, teams, l.teamSize);
      expect(L.teams).toHaveLength(teams);
      // Seats stay big enough to tap (≥ 44 design px ≈ 36 CSS px on a 390 px phone) and inside their card.
      expect(L.seat).toBeGreaterThanOrEqual(44);
      for (const t of L.teams) {
        expect(t.x + t.w).toBeLessThanOrEqual(W);
        for (const s of t.seats) {
          expect(s.x + L.seat / 2).toBeLessThanOrEqual(t.x + t.w + 0.01);
          expect(s.y - L.seat / 2).toBeGreaterThanOrEqual(t.y - 0.01);
          expect(s.y + L.seat / 2).toBeLessThanOrEqual(t.y + t.h + 0.01);
        }
      }
      expect(L.teams[teams - 1].y + L.teams[teams - 1].h).toBeLessThan(L.buttonY - 30);
      for (const b of L.benchSpots) expect(b.y).toBeLessThanOrEqual(L.bench.y + L.bench.h);
    }
  });
});
