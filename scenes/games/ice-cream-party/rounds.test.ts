import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { SHARINGS } from '@scenes/kits/sharing/challenge';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { iceCreamFacts, levelFor } from './rounds';

const range = game.challenge!;

describe('Ice Cream Party challenge rounds (issue 33)', () => {
  it.each([1, 2, 3])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, iceCreamFacts, (facts) => facts, { level });
    expect(report.problems).toEqual([]);
  });

  it('every party has at most 30 scoops for 2–6 friends, three sharings a round, level 1 easiest', () => {
    for (const level of [1, 2, 3]) {
      runRounds(
        range,
        (setup) => {
          const facts = iceCreamFacts(setup);
          expect(facts).toHaveLength(SHARINGS);
          for (const f of facts) {
            const party = levelFor(f, 2);
            expect(party.scoops).toBeLessThanOrEqual(level === 1 ? 20 : 30);
            expect(party.children).toBeGreaterThanOrEqual(2);
            expect(party.children).toBeLessThanOrEqual(level === 1 ? 4 : 6);
            expect(party.scoops / party.children).toBe(f.a);
            expect(party.level).toBe(2);
          }
          return facts;
        },
        (facts) => facts,
        { rounds: 200, level },
      );
    }
  });

  it('with a ×3 focus, most sharings are 3s (3 friends or 3 each)', () => {
    const report = runRounds(range, iceCreamFacts, (facts) => facts, {
      level: 3,
      focus: { tables: [3], division: true },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
