import { factsInRange } from '@scenes/engine/challenge';
import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { challengeTowers } from './rounds';

const range = game.challenge!;
const factsOf = (round: ReturnType<typeof challengeTowers>) =>
  round.items.map((item) => ({ op: 'mul' as const, a: item.a, b: item.b }));

describe('Castle Towers challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeTowers, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('four distinct items, named as the spec plots, each with three distinct keys and its product', () => {
    const level = range.levels.length;
    const allowed = factsInRange(range, level);
    runRounds(
      range,
      (setup) => {
        const round = challengeTowers(setup);
        expect(round.items).toHaveLength(4);
        round.items.forEach((item, i) => {
          expect(allowed.some((f) => f.a === item.a && f.b === item.b)).toBe(true);
          const keys = round.options[i];
          expect(new Set(keys).size).toBe(3);
          expect(keys).toContain(item.a * item.b);
          expect(keys.every((k) => k > 0)).toBe(true);
        });
        return round;
      },
      factsOf,
      { rounds: 200, level },
    );
  });

  it('with a ×3 focus, most facts asked are 3s', () => {
    const report = runRounds(range, challengeTowers, factsOf, { focus: { tables: [3], division: false } });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
