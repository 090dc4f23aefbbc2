import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import { divisorOf } from './challenge';
import { INVERSE_OPTIONS } from './data';
import { game } from './game';
import { challengeVaults } from './rounds';

const range = game.challenge!;
const factsOf = (vaults: ReturnType<typeof challengeVaults>) =>
  vaults.map((v) => ({ op: 'div' as const, a: v.divisionAnswer, b: divisorOf(v) }));

describe('Inverse Vault challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeVaults, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('three vaults, products up to 100, every answer among the number keys, the division its inverse', () => {
    runRounds(
      range,
      (setup) => {
        const vaults = challengeVaults(setup);
        expect(vaults).toHaveLength(3);
        for (const v of vaults) {
          expect(v.multiplicationAnswer).toBeLessThanOrEqual(100);
          expect(INVERSE_OPTIONS).toContain(v.divisionAnswer);
          const divisor = v.multiplicationAnswer / v.divisionAnswer;
          expect(v.division).toBe(`${v.multiplicationAnswer} ÷ ${divisor} = ?`);
          expect(v.multiplication).toBe(`${v.divisionAnswer} × ${divisor} = ${v.multiplicationAnswer}`);
        }
        return vaults;
      },
      factsOf,
      { rounds: 300, level: 3 },
    );
  });

  it('with a ×3 focus (division by 3 or answer 3), most facts asked are 3s', () => {
    const report = runRounds(range, challengeVaults, factsOf, { focus: { tables: [3], division: true } });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
