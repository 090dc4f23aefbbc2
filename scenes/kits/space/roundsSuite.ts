import type { ChallengeRange, ChallengeSetup } from '@scenes/engine/challenge';
import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import type { Fact } from '@/fluency/types';
import { SPACE_QUESTIONS } from './spaceChallenge';

/** What a space game's scene can draw: the largest `a`, `b` and product of a fact. */
export interface Drawable {
  op: 'mul' | 'div';
  maxA: number;
  maxB: number;
  maxProduct: number;
  /** The test's words for it: "at most 6 shuttles, 9 in each, 48 crew in all". */
  words: string;
}

/**
 * The unit tests every space game's round generator shares (issue 33): 1,000 seeded rounds per level
 * keep the range and the no-repeat rule, every fact is drawable, and a ×3 focus is mostly asked.
 */
export function spaceRoundsSuite(
  name: string,
  range: ChallengeRange,
  challengeRound: (setup: ChallengeSetup) => Fact[],
  drawable: Drawable,
): void {
  const factsOf = (facts: Fact[]) => facts;
  describe(`${name} challenge rounds (issue 33)`, () => {
    it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
      const report = runRounds(range, challengeRound, factsOf, { level });
      expect(report.problems).toEqual([]);
    });

    it(`every round asks ${drawable.op} facts the scene can draw: ${drawable.words}`, () => {
      for (const level of [1, 2, 3])
        runRounds(
          range,
          (setup) => {
            const facts = challengeRound(setup);
            expect(facts).toHaveLength(SPACE_QUESTIONS);
            for (const f of facts) {
              expect(f.op).toBe(drawable.op);
              expect(f.a).toBeGreaterThanOrEqual(2);
              expect(f.a).toBeLessThanOrEqual(drawable.maxA);
              expect(f.b).toBeGreaterThanOrEqual(2);
              expect(f.b).toBeLessThanOrEqual(drawable.maxB);
              expect(f.a * f.b).toBeLessThanOrEqual(drawable.maxProduct);
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
        focus: { tables: [3], division: drawable.op === 'div' },
      });
      expect(report.problems).toEqual([]);
      expect(focusShare(report, [3])).toBeGreaterThan(0.5);
    });
  });
}
