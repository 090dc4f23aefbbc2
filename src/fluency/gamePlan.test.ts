import { factsInRange } from '@scenes/engine/challenge';
import { describe, expect, it } from 'vitest';
import { gamePlan } from './gamePlan';
import { seededRng } from './random';
import { emptyModel, withAttempt } from './state';
import { factKey } from './types';

const facts = factsInRange({ op: 'mul', levels: [{ a: [1, 10], b: [1, 10], maxProduct: 100 }] }, 1);
const ctx = { grade: 3, tzOffsetMinutes: 0 };

describe('gamePlan', () => {
  it('a guest gets every fact as review, in a seeded mix', () => {
    const plan = gamePlan(null, undefined, facts, seededRng(1));
    expect(plan.focus).toEqual([]);
    expect(plan.targets).toEqual([]);
    expect(plan.review.map(factKey).sort()).toEqual(facts.map(factKey).sort());
    expect(gamePlan(null, undefined, facts, seededRng(1))).toEqual(plan);
    expect(gamePlan(null, undefined, facts, seededRng(2)).review).not.toEqual(plan.review);
  });

  it('puts the focus tables first, then missed facts, then new ones easy first', () => {
    let model = emptyModel(ctx);
    const at = new Date(0).toISOString();
    const missed = { op: 'mul' as const, a: 7, b: 8 };
    model = withAttempt(model, {
      clientId: 'x',
      studentId: 's',
      fact: missed,
      answer: 55,
      correct: false,
      ms: 4000,
      assisted: false,
      source: 'practice',
      at,
    });
    const plan = gamePlan(model, { tables: [3], division: false }, facts, seededRng(3));
    expect(plan.focus.length).toBe(19);
    expect(plan.focus.every((f) => f.a === 3 || f.b === 3)).toBe(true);
    expect(factKey(plan.targets[0])).toBe('mul:7:8');
    expect(plan.targets[1].a === 2 || plan.targets[1].b === 2).toBe(true);
  });
});
