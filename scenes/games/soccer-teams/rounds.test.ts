import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { SHARINGS } from '@scenes/kits/sharing/challenge';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { levelFor, soccerFacts } from './rounds';

const range = game.challenge!;

describe('Soccer Teams challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, soccerFacts, (facts) => facts, { level });
    expect(report.problems).toEqual([]);
  });

  it('every match has 2–7 full teams of 2–8 players, at most 42, three a round, level 1 easiest', () => {
    for (const level of [1, 2, 3]) {
      runRounds(
        range,
        (setup) => {
          const facts = soccerFacts(setup);
          expect(facts).toHaveLength(SHARINGS);
          for (const f of facts) {
            const match = levelFor(f, 3);
            expect(match.players).toBeLessThanOrEqual([18, 30, 42][level - 1]);
            expect(match.teamSize).toBeGreaterThanOrEqual(2);
            expect(match.teamSize).toBeLessThanOrEqual(8);
            expect(match.players / match.teamSize).toBe(f.a);
            expect(f.a).toBeLessThanOrEqual(7);
            expect(match.level).toBe(3);
          }
          return facts;
        },
        (facts) => facts,
        { rounds: 200, level },
      );
    }
  });

  it('with a ×3 focus, most matches are 3s (3 teams or teams of 3)', () => {
    const report = runRounds(range, soccerFacts, (facts) => facts, {
      level: 3,
      focus: { tables: [3], division: true },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
