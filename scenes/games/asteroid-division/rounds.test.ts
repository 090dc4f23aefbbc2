import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { SPACE_QUESTIONS } from '@scenes/kits/space/spaceChallenge';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { challengeRound } from './rounds';

const range = game.challenge!;
const factsOf = (facts: ReturnType<typeof challengeRound>) => facts;

describe('asteroid-division challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeRound, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('every round asks div facts the scene can draw: at most 6 shuttles, 9 in each, 48 crew in all', () => {
    for (const level of [1, 2, 3])
      runRounds(
        range,
        (setup) => {
          const facts = challengeRound(setup);
          expect(facts).toHaveLength(SPACE_QUESTIONS);
          for (const f of facts) {
            expect(f.op).toBe('div');
            expect(f.a).toBeGreaterThanOrEqual(2);
            expect(f.a).toBeLessThanOrEqual(9);
            expect(f.b).toBeGreaterThanOrEqual(2);
            expect(f.b).toBeLessThanOrEqual(6);
            expect(f.a * f.b).toBeLessThanOrEqual(48);
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
      focus: { tables: [3], division: true },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
