import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { SHARINGS } from '@scenes/kits/sharing/challenge';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { backpackFacts, levelFor } from './rounds';

const range = game.challenge!;

describe('Backpack Train challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, backpackFacts, (facts) => facts, { level });
    expect(report.problems).toEqual([]);
  });

  it('every journey has at most 20, 36, 56 backpacks on 2–9 wagons, at most 8 each, three sharings a round, level 1 easiest', () => {
    for (const level of [1, 2, 3]) {
      runRounds(
        range,
        (setup) => {
          const facts = backpackFacts(setup);
          expect(facts).toHaveLength(SHARINGS);
          for (const f of facts) {
            const journey = levelFor(f, 2);
            expect(journey.backpacks).toBeLessThanOrEqual([20, 36, 56][level - 1]);
            expect(journey.wagons).toBeGreaterThanOrEqual(2);
            expect(journey.wagons).toBeLessThanOrEqual([4, 6, 9][level - 1]);
            expect(journey.backpacks / journey.wagons).toBe(f.a);
            expect(f.a).toBeLessThanOrEqual(8);
            expect(journey.level).toBe(2);
          }
          return facts;
        },
        (facts) => facts,
        { rounds: 200, level },
      );
    }
  });

  it('with a ×3 focus, most sharings are 3s (3 wagons or 3 each)', () => {
    const report = runRounds(range, backpackFacts, (facts) => facts, {
      level: 3,
      focus: { tables: [3], division: true },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
