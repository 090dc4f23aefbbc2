import { describe, expect, it } from 'vitest';
import { factLogFromAttempts, statesFromFactLog } from './factLog';
import { seededRng, shuffled } from './random';
import { playDays, type SimChild } from './simulate';
import { emptyModel, stateFromLog, stateOf, withAttempt } from './state';
import { allFacts, type FactAttempt, factKey } from './types';

const ctx = { grade: '2', tzOffsetMinutes: -180 };
const child: SimChild = (f, rng) => ({
  correct: rng() < (f.a === 7 || f.b === 7 ? 0.5 : 0.85),
  ms: 1800 + rng() * 2400,
});
/** Twelve days of a child with warm-ups on some days (so the threshold moves mid-history). */
const run = playDays(emptyModel(ctx), 12, child, seededRng(11), 20_000, (day) =>
  day % 4 === 0 ? [900 + (day % 3) * 400, 1000, 1100, 1300, 1200] : [],
);

describe('live state and rebuilt state', () => {
  it('the simulated history is rich enough to mean something', () => {
    const states = new Set([...run.model.facts.values()].map((r) => r.state));
    expect(run.model.facts.size).toBeGreaterThanOrEqual(10);
    expect(states.size).toBeGreaterThanOrEqual(3);
    expect(run.model.taps.length).toBe(10);
  });

  it('rebuilding from the full log equals the live incremental state', () => {
    expect(stateFromLog(run.attempts, ctx)).toEqual(run.model);
  });

  it('does not depend on the order the log arrives in', () => {
    const rebuilt = stateFromLog(shuffled(run.attempts, seededRng(5)), ctx);
    expect(rebuilt).toEqual(run.model);
  });

  it('the class query shape (10 newest per fact, count, 10 newest taps) gives the same states', () => {
    const grid = statesFromFactLog(factLogFromAttempts(run.attempts), ctx.grade, ctx.tzOffsetMinutes);
    const cells = grid.get('sim-child');
    for (const fact of [...allFacts('mul'), ...allFacts('div')]) {
      expect(cells?.get(factKey(fact))?.state).toBe(stateOf(run.model, fact));
    }
  });

  it('keeps a late-arriving older answer in time order, as a rebuild does', () => {
    const [first, ...rest] = run.attempts;
    let live = stateFromLog(rest, ctx);
    live = withAttempt(live, first);
    expect(live).toEqual(run.model);
  });

  it('a warm-up re-derives the states of facts already answered', () => {
    const fact = { op: 'mul', a: 6, b: 7 } as const;
    const answer = (i: number): FactAttempt => ({
      clientId: `c${i}`,
      studentId: null,
      fact,
      answer: 42,
      correct: true,
      ms: 3500,
      assisted: false,
      source: 'practice',
      at: new Date(Date.UTC(2026, 0, 5, 17, 0, i)).toISOString(),
    });
    const slow = stateFromLog([answer(1), answer(2), answer(3)], { grade: '3', tzOffsetMinutes: 0 });
    expect(stateOf(slow, fact)).toBe('slow');
    const tap: FactAttempt = {
      ...answer(4),
      clientId: 't',
      fact: { op: 'tap', a: 4, b: 0 },
      answer: 4,
      ms: 1600,
    };
    expect(stateOf(withAttempt(slow, tap), fact)).toBe('fluent');
  });
});
