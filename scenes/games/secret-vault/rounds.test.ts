import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { challengeVaults } from './rounds';

const range = game.challenge!;
const factsOf = (vaults: ReturnType<typeof challengeVaults>) =>
  vaults.map((v) => ({ op: 'mul' as const, a: v.factor1, b: v.factor2 }));

describe('Secret Vault challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeVaults, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('products stay within 100 and every vault has six distinct keys with its answer', () => {
    runRounds(
      range,
      (setup) => {
        const vaults = challengeVaults(setup);
        for (const v of vaults) {
          expect(v.answer).toBeLessThanOrEqual(100);
          expect(new Set(v.options).size).toBe(6);
          expect(v.options).toContain(v.answer);
        }
        return vaults;
      },
      factsOf,
      { rounds: 200, level: 3 },
    );
  });

  it('with a ×3 focus, most facts asked are 3s', () => {
    const report = runRounds(range, challengeVaults, factsOf, { focus: { tables: [3], division: false } });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.6);
  });
});
