import { describe, expect, it } from 'vitest';
import { choicesFor } from './choices';
import { MAX_ASKS, nextQuestion, type Session, startSession } from './chooser';
import { MAX_QUESTIONS, MIN_QUESTIONS, newFactsOn } from './plan';
import { seededRng } from './random';
import { historyLog, playDays, type SimChild, simulateSession } from './simulate';
import { emptyModel, type FluencyModel, stateFromLog, stateOf } from './state';
import { allFacts, answerOf, type Fact, type FactAttempt, factKey, factText } from './types';

const ctx = { grade: '3', tzOffsetMinutes: 0 };
const DAY = 20_000;
const quick: SimChild = () => ({ correct: true, ms: 1500 });

/** The answer to the session's current question, `ms` after the last one. */
function answer(session: Session, correct: boolean, i: number): FactAttempt {
  const fact = session.current?.fact as Fact;
  return {
    clientId: `q${i}`,
    studentId: null,
    fact,
    answer: correct ? answerOf(fact) : 0,
    correct,
    ms: 1500,
    assisted: false,
    source: 'practice',
    at: new Date(DAY * 86_400_000 + 17 * 3_600_000 + i * 5000).toISOString(),
  };
}

/** A child who has practised quickly and correctly for `days` days. */
const practised = (days: number): FluencyModel =>
  playDays(emptyModel(ctx), days, quick, seededRng(days), DAY - days).model;

describe('question chooser', () => {
  it('plans 20 to 30 questions, more as the child knows more (two facts alone: 5 asks each)', () => {
    const lengths = [0, 10, 40].map((days) => {
      let s = nextQuestion(startSession(practised(days), DAY, seededRng(1)));
      let n = 0;
      while (s.current) s = nextQuestion(s, answer(s, true, n++));
      return n;
    });
    expect(lengths[0]).toBe(2 * MAX_ASKS);
    for (const n of lengths.slice(1)) expect(n).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    for (const n of lengths) expect(n).toBeLessThanOrEqual(MAX_QUESTIONS);
    expect(lengths[2]).toBeGreaterThan(lengths[0]);
  });

  it('rehearses one or two targets among known facts (mostly known facts once there are some)', () => {
    const run = simulateSession(practised(10), DAY, quick, seededRng(2));
    const total = run.session.asked.length;
    const targets = new Set(run.session.targets.map((t) => t.key));
    expect(targets.size).toBeGreaterThanOrEqual(1);
    expect(targets.size).toBeLessThanOrEqual(2);
    const targetAsks = run.asked.filter((f) => targets.has(factKey(f))).length;
    expect(targetAsks).toBeGreaterThanOrEqual(4);
    expect(targetAsks).toBeLessThan(total / 2);
  });

  it('meets no more than two new facts a day, even over two sessions', () => {
    const model = practised(5);
    const first = simulateSession(model, DAY, quick, seededRng(3)).session.model;
    const second = simulateSession(first, DAY, quick, seededRng(4)).session.model;
    expect(newFactsOn(first, DAY)).toBe(2);
    expect(newFactsOn(second, DAY)).toBe(2);
  });

  it('opens a division fact only once its multiplication partner is fluent', () => {
    const seen = new Map<string, number>();
    const run = playDays(emptyModel(ctx), 8, quick, seededRng(5), DAY);
    run.attempts.forEach((x, i) => {
      if (x.fact.op !== 'tap' && !seen.has(factKey(x.fact))) seen.set(factKey(x.fact), i);
    });
    const divisions = [...seen.keys()].filter((k) => k.startsWith('div'));
    expect(divisions.length).toBeGreaterThan(0);
    for (const key of divisions) {
      const partner = key.replace('div', 'mul');
      const before = stateFromLog(run.attempts.slice(0, seen.get(key)), ctx);
      expect(
        stateOf(before, { op: 'mul', a: Number(partner.split(':')[1]), b: Number(partner.split(':')[2]) }),
      ).toMatch(/fluent|retained/);
    }
  });

  it('follows a missed division fact with its multiplication partner, then brings it back', () => {
    let s = nextQuestion(startSession(practised(10), DAY, seededRng(6)));
    let i = 0;
    while (s.current?.fact.op !== 'div') s = nextQuestion(s, answer(s, true, i++));
    const missed = s.current.fact;
    s = nextQuestion(s, answer(s, false, i++));
    expect(s.current?.fact).toEqual({ op: 'mul', a: missed.a, b: missed.b });
    expect(s.current?.reason).toBe('partner');
    const next: string[] = [];
    for (let k = 0; k < 3; k++) {
      s = nextQuestion(s, answer(s, true, i++));
      next.push(factText(s.current?.fact as Fact));
    }
    expect(next).toContain(factText(missed));
  });

  it('brings a missed fact back within three questions and again later in the session', () => {
    let s = nextQuestion(startSession(practised(10), DAY, seededRng(7)));
    let i = 0;
    s = nextQuestion(s, answer(s, true, i++));
    const missed = factKey(s.current?.fact as Fact);
    s = nextQuestion(s, answer(s, false, i++));
    const after: string[] = [];
    while (s.current) {
      after.push(factKey(s.current.fact));
      s = nextQuestion(s, answer(s, true, i++));
    }
    expect(after.slice(0, 3)).toContain(missed);
    expect(after.slice(4).filter((k) => k === missed).length).toBeGreaterThanOrEqual(1);
  });

  it('offers four answers to ages 6–7 only', () => {
    const young = nextQuestion(
      startSession(emptyModel({ grade: '1', tzOffsetMinutes: 0 }), DAY, seededRng(8)),
    );
    const older = nextQuestion(startSession(emptyModel(ctx), DAY, seededRng(8)));
    expect(young.current?.choices).toHaveLength(4);
    expect(young.current?.choices).toContain(answerOf(young.current?.fact as Fact));
    expect(older.current?.choices).toBeNull();
  });

  it('computes the next question in well under 1 ms on a long history', () => {
    const model = stateFromLog(historyLog(30, DAY - 1, seededRng(9)), ctx);
    let s = nextQuestion(startSession(model, DAY, seededRng(10)));
    const times: number[] = [];
    for (let i = 0; s.current; i++) {
      const a = answer(s, i % 5 !== 0, i);
      const t0 = performance.now();
      s = nextQuestion(s, a);
      times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    expect(times[times.length >> 1]).toBeLessThan(1);
  });
});

describe('choicesFor', () => {
  it('gives four distinct positive whole numbers, the answer among them, for every fact', () => {
    const rng = seededRng(12);
    for (const fact of [...allFacts('mul'), ...allFacts('div')]) {
      const options = choicesFor(fact, rng);
      expect(options).toHaveLength(4);
      expect(new Set(options).size).toBe(4);
      expect(options).toContain(answerOf(fact));
      for (const n of options) expect(Number.isInteger(n) && n > 0).toBe(true);
    }
  });

  it('offers near misses a child would make (neighbouring multiples)', () => {
    const options = choicesFor({ op: 'mul', a: 7, b: 8 }, seededRng(13));
    const plausible = [48, 64, 49, 63, 55, 57, 58, 54];
    expect(options.filter((n) => n !== 56).every((n) => plausible.includes(n))).toBe(true);
  });

  it('puts the answer in different places', () => {
    const rng = seededRng(14);
    const places = new Set(
      Array.from({ length: 20 }, () => choicesFor({ op: 'mul', a: 3, b: 4 }, rng).indexOf(12)),
    );
    expect(places.size).toBeGreaterThan(1);
  });
});
