import { describe, expect, it } from 'vitest';
import { MAX_ASKS } from './chooser';
import { PLACEMENT_MAX } from './placement';
import { coveredTables, isFluent, tableOf } from './plan';
import { seededRng } from './random';
import { dayOf } from './rules';
import { type SimChild, simulateSession } from './simulate';
import { emptyModel, type FluencyModel } from './state';
import { type Fact, type FactAttempt, factKey, isFact, PLACEMENT_SOURCE } from './types';

/** Simulated children of issue 23 (seeded): each test checks one thing. */
const DAY = 20_400;
const ctx = { grade: '3', tzOffsetMinutes: 0 };

/** Knows the facts with a factor in `tables` (right in about 1.5 s), misses the rest. */
const knows =
  (tables: readonly number[]): SimChild =>
  (fact, rng) => {
    const known = tables.includes(fact.a) || tables.includes(fact.b);
    return { correct: known, ms: known ? 1300 + rng() * 400 : 4000 + rng() * 2000 };
  };

const easyFour = knows([1, 2, 5, 10]);

/** The placement quiz, then one practice session the next day. */
function placedThenPractice(child: SimChild, seed: number) {
  const quiz = simulateSession(emptyModel(ctx), DAY, child, seededRng(seed), { placement: true });
  const practice = simulateSession(quiz.session.model, DAY + 1, child, seededRng(seed + 1));
  return { quiz, practice };
}

const timesOf = (asked: readonly Fact[]) => {
  const counts = new Map<string, number>();
  for (const f of asked) counts.set(factKey(f), (counts.get(factKey(f)) ?? 0) + 1);
  return counts;
};

describe('placement and sessions (simulated children)', () => {
  it('a 3rd grader who knows ×1, ×2, ×5 and ×10 is placed in one quiz and practises ×3 facts next', () => {
    const { quiz, practice } = placedThenPractice(easyFour, 3);
    expect(quiz.asked.length).toBeLessThanOrEqual(PLACEMENT_MAX);
    expect([...coveredTables(quiz.session.model)].sort((x, y) => x - y)).toEqual([1, 2, 5, 10]);
    const targets = practice.session.targets.map((t) => t.key);
    expect(targets.length).toBeGreaterThan(0);
    for (const key of targets) expect(key).toMatch(/^mul:(3:\d+|\d+:3)$/);
  });

  it('no session asks one fact more than 5 times', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const child: SimChild = (_f, rng) => ({ correct: rng() < 0.5 + seed / 20, ms: 1200 + rng() * 4000 });
      const { quiz, practice } = placedThenPractice(child, seed);
      for (const run of [quiz, practice])
        for (const n of timesOf(run.asked).values()) expect(n).toBeLessThanOrEqual(MAX_ASKS);
      let model = emptyModel(ctx);
      for (let day = DAY; day < DAY + 6; day++) {
        const run = simulateSession(model, day, child, seededRng(seed * 7 + day));
        for (const n of timesOf(run.asked).values()) expect(n).toBeLessThanOrEqual(MAX_ASKS);
        model = run.session.model;
      }
    }
  });

  it('two sessions on one day differ', () => {
    const { practice } = placedThenPractice(easyFour, 5);
    const model = practice.session.model;
    const morning = simulateSession(model, DAY + 2, easyFour, seededRng(101), {}, -6);
    const evening = simulateSession(morning.session.model, DAY + 2, easyFour, seededRng(202), {}, 2);
    expect(evening.asked.map(factKey)).not.toEqual(morning.asked.map(factKey));
  });

  it('a child with nothing placed still meets at most two new facts a day', () => {
    let model: FluencyModel = emptyModel(ctx);
    const log: FactAttempt[] = [];
    for (let day = DAY; day < DAY + 8; day++) {
      const run = simulateSession(model, day, knows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), seededRng(day));
      log.push(...run.attempts);
      model = run.session.model;
    }
    const firstDay = new Map<string, number>();
    for (const x of log)
      if (isFact(x.fact) && !firstDay.has(factKey(x.fact)))
        firstDay.set(factKey(x.fact), dayOf(Date.parse(x.at) / 1000, 0));
    const perDay = new Map<number, number>();
    for (const d of firstDay.values()) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(2);
  });

  it('focus tables are targeted first', () => {
    const { quiz } = placedThenPractice(easyFour, 7);
    const focus = { tables: [4], division: false };
    const run = simulateSession(quiz.session.model, DAY + 1, easyFour, seededRng(8), { focus });
    const targets = run.session.targets.map((t) => t.key);
    expect(targets.length).toBe(2);
    for (const key of targets) expect(key).toMatch(/^mul:(4:\d+|\d+:4)$/);
  });

  it('placement never marks a fact Fluent', () => {
    for (const seed of [1, 2, 3]) {
      const all = knows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const { quiz } = placedThenPractice(all, seed);
      expect(quiz.attempts.every((x) => x.source === PLACEMENT_SOURCE)).toBe(true);
      const states = [...quiz.session.model.facts.values()].map((r) => r.state);
      expect(states.length).toBeGreaterThan(20);
      expect(states.filter((s) => isFluent(s))).toEqual([]);
      expect(new Set(states)).toEqual(new Set(['placed']));
      expect(new Set(quiz.asked.map(tableOf)).size).toBe(10);
    }
  });
});
