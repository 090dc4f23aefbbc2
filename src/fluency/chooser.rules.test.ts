import { describe, expect, it } from 'vitest';
import { MAX_ASKS } from './chooser';
import { MAX_QUESTIONS, MIN_QUESTIONS } from './plan';
import { seededRng } from './random';
import { dayOf } from './rules';
import { playDays, type SimChild } from './simulate';
import { emptyModel, stateFromLog, stateOf } from './state';
import { type FactAttempt, factKey, isFact, partnerOf } from './types';

/** Many children (accuracy × seed), eight days each: the chooser's rules must hold for all. */
const runs = [0.5, 0.85, 1].flatMap((accuracy) =>
  [1, 2, 3, 4].map((seed) => {
    const child: SimChild = (_f, rng) => ({ correct: rng() < accuracy, ms: 1000 + rng() * 5000 });
    const grade = seed % 2 ? '1' : '4';
    return playDays(emptyModel({ grade, tzOffsetMinutes: 60 }), 8, child, seededRng(seed * 31), 20_000);
  }),
);
const sessions = runs.flatMap((run) => run.perDay.map((d) => d.asked.map(factKey)));
const logs: FactAttempt[][] = runs.map((run) => run.attempts);

describe('chooser rules hold for many simulated children', () => {
  it('every session has 20 to 30 questions, fewer only when every fact it can ask is at MAX_ASKS', () => {
    for (const keys of sessions) {
      if (keys.length < MIN_QUESTIONS) {
        // Ran out: every fact is at the cap but the one just asked (never twice in a row) and ÷
        // facts whose × partner slipped this session (closed again).
        const below = [...new Set(keys)].filter((k) => keys.filter((x) => x === k).length < MAX_ASKS);
        for (const k of below) expect(k === keys[keys.length - 1] || k.startsWith('div')).toBe(true);
      }
      expect(keys.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    }
  });

  it('never asks the same fact twice in a row', () => {
    for (const keys of sessions) for (let i = 1; i < keys.length; i++) expect(keys[i]).not.toBe(keys[i - 1]);
  });

  it('never meets more than two new facts a local day', () => {
    for (const log of logs) {
      const first = new Map<string, number>();
      for (const x of log) {
        if (isFact(x.fact) && !first.has(factKey(x.fact)))
          first.set(factKey(x.fact), dayOf(Date.parse(x.at) / 1000, 60));
      }
      const perDay = new Map<number, number>();
      for (const d of first.values()) perDay.set(d, (perDay.get(d) ?? 0) + 1);
      for (const n of perDay.values()) expect(n).toBeLessThanOrEqual(2);
    }
  });

  it('asks a division fact only after its multiplication partner was fluent', () => {
    for (const [r, log] of logs.entries()) {
      const seen = new Set<string>();
      log.forEach((x, i) => {
        if (!isFact(x.fact) || x.fact.op !== 'div' || seen.has(factKey(x.fact))) return;
        seen.add(factKey(x.fact));
        const before = stateFromLog(log.slice(0, i), runs[r].model.ctx);
        expect(stateOf(before, partnerOf(x.fact))).toMatch(/^(fluent|retained)$/);
      });
    }
  });

  it('brings every miss back within three questions, a division miss after its partner (below MAX_ASKS)', () => {
    let checked = 0;
    for (const log of logs) {
      const answers = log.filter((x) => isFact(x.fact));
      let sessionStart = 0;
      answers.forEach((x, i) => {
        if (i > 0 && Date.parse(x.at) - Date.parse(answers[i - 1].at) > 3_600_000) sessionStart = i;
        if (x.correct || !isFact(x.fact)) return;
        const session = answers
          .slice(sessionStart)
          .filter((y) => dayOf(Date.parse(y.at) / 1000, 60) === dayOf(Date.parse(x.at) / 1000, 60));
        const at = i - sessionStart;
        const key = factKey(x.fact);
        const asksSoFar = session
          .slice(0, at + 1)
          .filter((y) => isFact(y.fact) && factKey(y.fact) === key).length;
        if (asksSoFar >= MAX_ASKS || at + 3 >= session.length) return;
        const next = session.slice(at + 1, at + 4).map((y) => (isFact(y.fact) ? factKey(y.fact) : ''));
        checked++;
        expect(next).toContain(key);
        const partner = factKey(partnerOf(x.fact));
        const partnerAsks = session
          .slice(0, at + 1)
          .filter((y) => isFact(y.fact) && factKey(y.fact) === partner);
        if (x.fact.op === 'div' && partnerAsks.length < MAX_ASKS) expect([key, partner]).toContain(next[0]);
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
