import { focusShare, runRounds } from '@scenes/kits/challenge/harness';
import { describe, expect, it } from 'vitest';
import { game } from './game';
import { challengeFoundations, pairsOf } from './rounds';

const range = game.challenge!;
const factsOf = (targets: ReturnType<typeof challengeFoundations>) =>
  targets.map((t) => ({ op: 'mul' as const, a: t.a, b: t.b }));

describe('Castle Builder challenge rounds (issue 33)', () => {
  it('knows the factor pairs among the blocks', () => {
    expect(pairsOf(24)).toEqual([
      [3, 8],
      [4, 6],
    ]);
    expect(pairsOf(36)).toEqual([[4, 9]]);
    expect(pairsOf(40)).toEqual([
      [4, 10],
      [5, 8],
    ]);
  });

  it.each([1, 2])('level %i: 1,000 seeded rounds keep the range and the no-repeat rule', (level) => {
    const report = runRounds(range, challengeFoundations, factsOf, { level });
    expect(report.problems).toEqual([]);
  });

  it('every target has two factor pairs among its six distinct blocks, and the two targets differ', () => {
    runRounds(
      range,
      (setup) => {
        const targets = challengeFoundations(setup);
        expect(targets).toHaveLength(2);
        expect(targets[0].target).not.toBe(targets[1].target);
        for (const t of targets) {
          expect(t.a * t.b).toBe(t.target);
          expect(new Set(t.blocks).size).toBe(6);
          expect(t.blocks.every((v) => v >= 2 && v <= 10)).toBe(true);
          const pairs = t.blocks.flatMap((x, i) => t.blocks.slice(i + 1).filter((y) => x * y === t.target));
          expect(pairs.length).toBeGreaterThanOrEqual(2);
          expect(t.blocks).toContain(t.a);
          expect(t.blocks).toContain(t.b);
        }
        return targets;
      },
      factsOf,
      { rounds: 300, level: 2 },
    );
  });

  it('with a ×3 focus, most targets are 3s', () => {
    const report = runRounds(range, challengeFoundations, factsOf, {
      focus: { tables: [3], division: false },
    });
    expect(report.problems).toEqual([]);
    expect(focusShare(report, [3])).toBeGreaterThan(0.5);
  });
});
