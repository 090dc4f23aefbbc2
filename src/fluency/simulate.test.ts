import { describe, expect, it } from 'vitest';
import { MAX_ASKS } from './chooser';
import { seededRng } from './random';
import { dayOf } from './rules';
import { playDays as play, type SimChild, warmUpTaps } from './simulate';
import { emptyModel, type FluencyModel, stateFromLog, stateOf, withAttempt } from './state';
import { type Fact, type FactAttempt, type FactState, factKey, factText } from './types';

const ctx = { grade: '3', tzOffsetMinutes: 0 };
const DAY0 = 20_000; // a local day number (2024-10-04)

/** Plays one session a day for `days` days with a seeded random source. */
function playDays(start: FluencyModel, days: number, child: SimChild, seed: number, firstDay = DAY0) {
  return play(start, days, child, seededRng(seed), firstDay);
}

const statesOf = (model: FluencyModel): FactState[] => [...model.facts.values()].map((r) => r.state);

describe('simulated children', () => {
  it('always fast and right: the facts met reach Fluent, then Retained on a later day', () => {
    const child: SimChild = (_f, rng) => ({ correct: true, ms: 1200 + rng() * 600 });
    const { perDay } = playDays(emptyModel(ctx), 2, child, 1);
    const dayOneFacts = [...perDay[0].model.facts.values()].map((r) => r.fact);
    expect(dayOneFacts.length).toBe(2);
    expect(dayOneFacts.map((f) => stateOf(perDay[0].model, f))).toEqual(['fluent', 'fluent']);
    expect(dayOneFacts.map((f) => stateOf(perDay[1].model, f))).toEqual(['retained', 'retained']);
  });

  it('always right but slow: the facts met are Accurate but slow, none Fluent', () => {
    const child: SimChild = (_f, rng) => ({ correct: true, ms: 5000 + rng() * 2000 });
    const { model } = playDays(emptyModel(ctx), 3, child, 2);
    expect(model.facts.size).toBe(6);
    expect(new Set(statesOf(model))).toEqual(new Set(['slow']));
  });

  describe('always wrong on 7 × 8, quick and right on the rest', () => {
    const seven: Fact = { op: 'mul', a: 7, b: 8 };
    const child: SimChild = (f, rng) => ({ correct: factKey(f) !== factKey(seven), ms: 1500 + rng() * 500 });
    /** A child who already knows 20 facts and met 7 × 8 yesterday (one miss). */
    function knowsTwenty(): FluencyModel {
      const before = playDays(emptyModel(ctx), 10, child, 3, DAY0 - 12).model;
      const miss: FactAttempt = {
        clientId: 'miss-0',
        studentId: 'sim-child',
        fact: seven,
        answer: 57,
        correct: false,
        ms: 4000,
        assisted: false,
        source: 'practice',
        at: new Date((DAY0 - 1) * 86_400_000 + 10 * 3_600_000).toISOString(),
      };
      return withAttempt(before, miss);
    }

    it('becomes Stuck after misses on two days', () => {
      const { perDay } = playDays(knowsTwenty(), 2, child, 4);
      expect(stateOf(perDay[0].model, seven)).toBe('stuck');
      expect(stateOf(perDay[1].model, seven)).toBe('stuck');
    });

    it('comes back within the next three questions after every miss (up to MAX_ASKS a session)', () => {
      const { perDay } = playDays(knowsTwenty(), 3, child, 5);
      let checked = 0;
      for (const { asked } of perDay) {
        const texts = asked.map(factText);
        let seen = 0;
        texts.forEach((text, i) => {
          if (text !== '7 × 8' || ++seen >= MAX_ASKS || i + 3 >= texts.length) return;
          checked++;
          expect(texts.slice(i + 1, i + 4)).toContain('7 × 8');
        });
        expect(seen).toBe(MAX_ASKS);
      }
      expect(checked).toBe(3 * (MAX_ASKS - 1));
    });
  });

  describe('85 % right at 2.5 s for 20 days', () => {
    const child: SimChild = (_f, rng) => ({ correct: rng() < 0.85, ms: 2300 + rng() * 400 });
    const run = playDays(emptyModel(ctx), 20, child, 6);

    it('never meets more than two new facts a day', () => {
      const firstDay = new Map<string, number>();
      for (const x of run.attempts) {
        const key = JSON.stringify(x.fact);
        if (!firstDay.has(key)) firstDay.set(key, dayOf(Date.parse(x.at) / 1000, 0));
      }
      const perDay = new Map<number, number>();
      for (const day of firstDay.values()) perDay.set(day, (perDay.get(day) ?? 0) + 1);
      expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2);
      // Sessions of a child with few known facts end when both targets are at MAX_ASKS (issue 23),
      // so fewer facts are met than with the old 20-question minimum.
      expect(firstDay.size).toBeGreaterThanOrEqual(22);
    });

    it('makes steady progress: more facts Fluent or Retained every five days', () => {
      const known = run.perDay.map(
        ({ model }) => statesOf(model).filter((s) => s === 'fluent' || s === 'retained').length,
      );
      const checkpoints = [known[4], known[9], known[14], known[19]];
      for (let i = 1; i < checkpoints.length; i++) expect(checkpoints[i]).toBeGreaterThan(checkpoints[i - 1]);
      expect(known[19]).toBeGreaterThanOrEqual(20);
    });
  });

  it('the tap-speed warm-up moves the threshold: a slow typist answering in 3.6 s is Fluent', () => {
    const child: SimChild = (_f, rng) => ({ correct: true, ms: 3500 + rng() * 200 });
    const untimed = playDays(emptyModel(ctx), 2, child, 7).model;
    const taps = warmUpTaps(DAY0 - 1, [1700, 1900, 1800, 2000, 1800], 0);
    const warmedUp = playDays(stateFromLog(taps, ctx), 2, child, 7).model;
    expect(warmedUp.thresholdMs).toBeGreaterThan(untimed.thresholdMs);
    expect(new Set(statesOf(untimed))).toEqual(new Set(['slow']));
    expect(new Set(statesOf(warmedUp))).toEqual(new Set(['fluent', 'retained']));
  });
});
