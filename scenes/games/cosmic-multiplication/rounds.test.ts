import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { SPACE_QUESTIONS } from '@scenes/kits/space/spaceChallenge';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { challengeRound } from './rounds';

const range = game.challenge!;
const factsOf = (facts: ReturnType<typeof challengeRound>) => facts;

describe('cosmic-multiplication challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeRound, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('every round asks mul facts the scene can draw: at most 6 modules and 9 rockets each, 54 rockets in all', () => {
    for (const level of [1, 2, 3])
      runRounds(
        range,
        (setup) => {
          const facts = challengeRound(setup);
          expect(facts).toHaveLength(SPACE_QUESTIONS);
          for (const f of facts) {
            expect(f.op).toBe('mul');
            expect(f.a).toBeGreaterThanOrEqual(2);
            expect(f.a).toBeLessThanOrEqual(6);
            expect(f.b).toBeGreaterThanOrEqual(2);
            expect(f.b).toBeLessThanOrEqual(9);
            expect(f.a * f.b).toBeLessThanOrEqual(54);
          }
          return facts;
        },
        factsOf,
        { rounds: 200, level },
      );
  });

  it('with a ×3 focus, most facts asked are 3s', () => {
    const report = runRounds(range, challengeRound, factsOf, {
      level: 2,
      focus: { tables: [3], division: false },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
