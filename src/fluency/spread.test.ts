import { describe, expect, it } from 'vitest';
import { YOUNG_PLACEMENT_MAX } from './placement';
import { inFocus } from './plan';
import { seededRng } from './random';
import { type SimChild, simulateSession } from './simulate';
import { SPREAD_ASKS, SPREAD_WINDOW } from './spread';
import { emptyModel } from './state';
import { type Fact, factKey } from './types';

/** Issue 38's rules over simulated children (seeded). */
const DAY = 20_400;

/** Knows ×1, ×2, ×5 and ×10 (right in about 1.5 s), misses the rest. */
const easyFour: SimChild = (fact, rng) => {
  const known = [1, 2, 5, 10].some((t) => fact.a === t || fact.b === t);
  return { correct: known, ms: known ? 1300 + rng() * 400 : 4000 + rng() * 2000 };
};
/** Right about 6 times in 10, at a slow pace. */
const unsure: SimChild = (_fact, rng) => ({ correct: rng() < 0.6, ms: 2500 + rng() * 3000 });

/** Most times any fact was asked in a window of SPREAD_WINDOW questions in a row. */
function mostInWindow(asked: readonly Fact[]): number {
  let most = 0;
  for (let i = 0; i < asked.length; i++) {
    const counts = new Map<string, number>();
    for (const f of asked.slice(i, i + SPREAD_WINDOW))
      counts.set(factKey(f), (counts.get(factKey(f)) ?? 0) + 1);
    most = Math.max(most, ...counts.values());
  }
  return most;
}

describe('a young child’s placement quiz', () => {
  for (const grade of ['2', '1st grade', null]) {
    it(`stops at ${YOUNG_PLACEMENT_MAX} questions for grade ${grade}`, () => {
      const ctx = { grade, tzOffsetMinutes: 0 };
      for (const seed of [1, 2, 3]) {
        const knowsAll: SimChild = () => ({ correct: true, ms: 1200 });
        const quiz = simulateSession(emptyModel(ctx), DAY, knowsAll, seededRng(seed), { placement: true });
        expect(quiz.asked.length).toBeLessThanOrEqual(YOUNG_PLACEMENT_MAX);
        expect(quiz.asked.length).toBeGreaterThan(5);
      }
    });
  }

  it('a third grader’s quiz may go on past 15', () => {
    const knowsAll: SimChild = () => ({ correct: true, ms: 1200 });
    const ctx = { grade: '3', tzOffsetMinutes: 0 };
    const quiz = simulateSession(emptyModel(ctx), DAY, knowsAll, seededRng(4), { placement: true });
    expect(quiz.asked.length).toBeGreaterThan(YOUNG_PLACEMENT_MAX);
  });
});

describe('the session after placement', () => {
  for (const [name, child] of [
    ['knows four tables', easyFour],
    ['is unsure', unsure],
  ] as const) {
    for (const grade of ['2', '3']) {
      it(`asks no fact more than ${SPREAD_ASKS} times in ${SPREAD_WINDOW} (a child who ${name}, grade ${grade})`, () => {
        const ctx = { grade, tzOffsetMinutes: 0 };
        for (const seed of [5, 6, 7, 8]) {
          const quiz = simulateSession(emptyModel(ctx), DAY, child, seededRng(seed), { placement: true });
          const next = simulateSession(quiz.session.model, DAY + 1, child, seededRng(seed + 10));
          expect(next.asked.length).toBeGreaterThanOrEqual(6);
          expect(mostInWindow(next.asked)).toBeLessThanOrEqual(SPREAD_ASKS);
        }
      });
    }
  }
});

describe('a grown-up’s focus', () => {
  const focus = { tables: [4], division: false };
  for (const [name, child] of [
    ['knows four tables', easyFour],
    ['is unsure', unsure],
  ] as const) {
    it(`asks a focus fact first and in at least half the session (a child who ${name})`, () => {
      const ctx = { grade: '3', tzOffsetMinutes: 0 };
      for (const seed of [11, 12, 13]) {
        const quiz = simulateSession(emptyModel(ctx), DAY, child, seededRng(seed), { placement: true });
        const next = simulateSession(quiz.session.model, DAY + 1, child, seededRng(seed + 1), { focus });
        const focused = next.asked.filter((f) => inFocus(f, focus)).length;
        expect(inFocus(next.asked[0], focus)).toBe(true);
        expect(2 * focused).toBeGreaterThanOrEqual(next.asked.length);
        // Mixed with review: not only focus facts.
        expect(focused).toBeLessThan(next.asked.length);
        expect(mostInWindow(next.asked)).toBeLessThanOrEqual(SPREAD_ASKS);
      }
    });
  }
});
