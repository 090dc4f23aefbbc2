import { type ChallengeSetup, factsInRange } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import { seededRng } from '@/fluency/random';
import { factKey } from '@/fluency/types';
import { allowedAfter, optionsFor, pickFacts } from './pick';

const range = { op: 'mul' as const, levels: [{ a: [2, 5], b: [2, 5] } as const] };

function setup(history: string[][] = [], focus = false): ChallengeSetup {
  const facts = factsInRange(range, 1);
  return {
    plan: { focus: focus ? facts.filter((f) => f.a === 3 || f.b === 3) : [], targets: [], review: facts },
    level: 1,
    levels: 1,
    history,
    seed: 1,
  };
}

describe('pickFacts', () => {
  it('takes focus facts first', () => {
    const picked = pickFacts(setup([], true), 3, seededRng(4));
    expect(picked.every((f) => f.a === 3 || f.b === 3)).toBe(true);
  });

  it('never repeats the round before, and a fact at most twice in five rounds, over 1,000 rounds', () => {
    const rng = seededRng(9);
    const history: string[][] = [];
    for (let i = 0; i < 1000; i++) {
      const keys = pickFacts(setup(history.slice(0, 4), i % 2 === 0), 3, rng).map(factKey);
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(3);
      for (const key of keys) expect(history[0] ?? []).not.toContain(key);
      const window = [keys, ...history.slice(0, 4)];
      for (const key of keys) expect(window.filter((r) => r.includes(key)).length).toBeLessThanOrEqual(2);
      history.unshift(keys);
    }
  });

  it('relaxes the rule on a tiny range rather than ask nothing', () => {
    const tiny: ChallengeSetup = {
      ...setup(),
      plan: { focus: [], targets: [], review: [{ op: 'mul', a: 2, b: 2 }] },
    };
    expect(pickFacts({ ...tiny, history: [['mul:2:2']] }, 1, seededRng(1))).toHaveLength(1);
  });

  it('keeps what the game accepts', () => {
    const picked = pickFacts(setup(), 4, seededRng(2), (f) => f.a * f.b > 10);
    expect(picked.every((f) => f.a * f.b > 10)).toBe(true);
  });
});

describe('allowedAfter', () => {
  it('refuses the round before and a third time in the window', () => {
    expect(allowedAfter([['mul:2:3']], 'mul:2:3')).toBe(false);
    expect(allowedAfter([[], ['mul:2:3'], ['mul:2:3']], 'mul:2:3')).toBe(false);
    expect(allowedAfter([[], ['mul:2:3'], [], [], ['mul:2:3']], 'mul:2:3')).toBe(true);
  });
});

describe('optionsFor', () => {
  it('gives the answer and distinct positive near misses', () => {
    for (let seed = 0; seed < 200; seed++) {
      const options = optionsFor(2, 2, 4, seededRng(seed));
      expect(options).toContain(2);
      expect(new Set(options).size).toBe(4);
      expect(options.every((v) => v > 0)).toBe(true);
    }
  });
});
