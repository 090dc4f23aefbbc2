import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { CHALLENGE_PAIRS, challengePairs, factsOfPair } from './rounds';

const range = game.challenge!;
const factsOf = (pairs: ReturnType<typeof challengePairs>) => pairs.flatMap(factsOfPair);

describe('Ferris Wheel Race challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengePairs, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('every round has its pairs, two different factors each, no pair twice', () => {
    runRounds(
      range,
      (setup) => {
        const pairs = challengePairs(setup);
        expect(pairs).toHaveLength(CHALLENGE_PAIRS);
        for (const p of pairs) expect(p.a).not.toBe(p.b);
        const keys = pairs.map((p) => [Math.min(p.a, p.b), Math.max(p.a, p.b)].join());
        expect(new Set(keys).size).toBe(pairs.length);
        return pairs;
      },
      factsOf,
      { rounds: 300, level: 1 },
    );
  });

  it('with a ×3 focus, most facts asked are 3s', () => {
    const report = runRounds(range, challengePairs, factsOf, { focus: { tables: [3], division: false } });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
