import { describe, expect, it } from 'vitest';
import { streakFromLog } from '@/pages/dashboard/performance/factGridModel';
import { type FactLogJson, factLogFromAttempts, statesFromFactLog } from './factLog';
import {
  decodeFactLog,
  type FactLogClassKid,
  type FactLogClassWire,
  MS_STEP,
  TIME_QUANTUM_S,
  timesFromQuanta,
} from './factLogWire';
import { intBetween, type Rng, seededRng } from './random';
import { SESSION_GAP_S, WINDOW } from './rules';
import { median, RECALL_MS, thresholdMs, YOUNG_RECALL_MS } from './threshold';
import type { FactAttempt } from './types';

/**
 * The class form as migration 20261126000420 builds it (rebuild_fact_grid's class_row), from the
 * exact log: the reference the server's SQL follows, checked against the server in
 * tests/api/fact-log.test.ts.
 */
function encodeClass(log: FactLogJson): FactLogClassWire {
  const kids = new Map<string | null, FactLogClassKid>();
  const kid = (s: string | null) => {
    const known = kids.get(s);
    if (known) return known;
    const taps = log.taps.find((x) => x.s === s)?.recent ?? [];
    const newest = Math.max(
      0,
      ...log.facts.filter((x) => x.s === s).flatMap((x) => x.recent.map((r) => r[3])),
    );
    const made = {
      s,
      t0: Math.floor(newest / TIME_QUANTUM_S),
      c: thresholdMs(5, taps) - RECALL_MS,
      taps,
      f: [],
    };
    kids.set(s, made);
    return made;
  };
  for (const row of log.taps) kid(row.s);
  for (const row of log.facts) {
    const k = kid(row.s);
    const f = k.f as number[];
    const recent = row.recent.slice(0, WINDOW);
    const key = (row.op === 'mul' ? 100 : 0) + (row.a - 1) * 10 + (row.b - 1);
    f.push(key, row.n, median(recent.filter((r) => r[0] === 1).map((r) => r[1])) ?? -1, recent.length);
    let before = k.t0;
    recent.forEach(([right, ms, helped, t], i) => {
      const gap = i > 0 && (recent[i - 1]?.[3] ?? 0) - t > SESSION_GAP_S ? 4 : 0;
      f.push(right + 2 * helped + gap);
      if (right) f.push(Math.min(Q_MAX, Math.max(Q_MIN, Math.ceil((ms - k.c) / MS_STEP))));
      f.push(before - Math.floor(t / TIME_QUANTUM_S));
      before = Math.floor(t / TIME_QUANTUM_S);
    });
  }
  return { v: 3, kids: [...kids.values()] };
}

/** The class form keeps answer steps within the thresholds' recall parts (migration: 20..31). */
const [Q_MIN, Q_MAX] = [RECALL_MS / MS_STEP, YOUNG_RECALL_MS / MS_STEP + 1];
const T0 = Date.UTC(2026, 10, 20, 9) / 1000;
const GRADES = ['K', '1st grade', '3', null, 'Year 4'];

/** A random child's log: sessions minutes to days apart, answer times around every threshold. */
function randomLog(rng: Rng, students: string[]): FactAttempt[] {
  const out: FactAttempt[] = [];
  for (const s of students) {
    let t = T0;
    const taps = intBetween(rng, 0, 12);
    for (let i = 0; i < taps; i++) {
      const ms = rng() < 0.2 ? intBetween(rng, 50, 4000) : intBetween(rng, 300, 1500);
      out.push(at(s, { op: 'tap', a: i % 10, b: 0 }, true, ms, false, t - 40_000 + i * 7));
    }
    const answers = intBetween(rng, 20, 400);
    for (let i = 0; i < answers; i++) {
      const jump = rng();
      // Within a session, near the session gap, near a day's end, or days later.
      t +=
        jump < 0.7
          ? intBetween(rng, 0, 40)
          : jump < 0.85
            ? intBetween(rng, 1700, 1900)
            : jump < 0.95
              ? intBetween(rng, 3600, 30_000)
              : intBetween(rng, 86_000, 300_000);
      const fact = {
        op: rng() < 0.5 ? 'mul' : 'div',
        a: intBetween(rng, 1, 3),
        b: intBetween(rng, 1, 4),
      } as const;
      const ms = rng() < 0.5 ? intBetween(rng, 2200, 6200) : Math.round(Math.exp(7 + rng() * 2));
      out.push(at(s, fact, rng() < 0.8, ms, rng() < 0.1, t));
    }
  }
  return out;
}

function at(
  studentId: string,
  fact: FactAttempt['fact'],
  correct: boolean,
  ms: number,
  assisted: boolean,
  t: number,
): FactAttempt {
  const iso = new Date(t * 1000).toISOString();
  return {
    clientId: `${studentId}${t}${ms}`,
    studentId,
    fact,
    answer: 0,
    correct,
    ms,
    assisted,
    source: 'x',
    at: iso,
  };
}

describe('the class form of fact_log (v3)', () => {
  it('gives the same grid (states, medians, tries, misses) and streak as full precision, over random logs', () => {
    let facts = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const rng = seededRng(seed);
      const students = ['ana', 'bea', 'cai'];
      const full = factLogFromAttempts(randomLog(rng, students));
      // What the server sends for one child: wrong answers' ms as 0, whole seconds.
      const exact = {
        ...full,
        facts: full.facts.map((r) => ({
          ...r,
          recent: r.recent.map(([c, ms, h, t]) => [c, c ? ms : 0, h, t]),
        })),
      } as FactLogJson;
      const compact = decodeFactLog(JSON.parse(JSON.stringify(encodeClass(exact))));
      const grades = new Map(students.map((s) => [s, GRADES[intBetween(rng, 0, GRADES.length - 1)]]));
      const gradeOf = (s: string | null) => (s ? grades.get(s) : null);
      for (const tz of [0, -180, 330, 345, 840, -720, intBetween(rng, -48, 56) * 15]) {
        expect(statesFromFactLog(compact, gradeOf, tz)).toEqual(statesFromFactLog(exact, gradeOf, tz));
        for (const s of students) {
          const now = (T0 + 30 * 86_400) * 1000;
          expect(streakFromLog(compact, s, now, tz)).toBe(streakFromLog(exact, s, now, tz));
        }
      }
      facts += exact.facts.length;
    }
    expect(facts).toBeGreaterThan(2000);
    // The recall parts are whole steps, which is what makes quick/slow exact.
    expect(RECALL_MS % MS_STEP).toBe(0);
    expect(YOUNG_RECALL_MS % MS_STEP).toBe(0);
    expect([Q_MIN, Q_MAX]).toEqual([20, 31]);
  });

  it('decodes a hand-made row: ms from the anchor, times in their quantum, sessions kept', () => {
    const wire: FactLogClassWire = {
      v: 3,
      kids: [
        // 7 ÷ 6 (key 65): n 12, median 2450; right in (c + 2500), then wrong and helped 2 quanta
        // older and more than 30 min before it, then right (c + 2000 or less) in the same quantum.
        { s: 'ana', t0: 1000, c: 950.5, taps: [900, 1001], f: [65, 12, 2450, 3, 1, 25, 0, 6, 2, 1, 20, 0] },
      ],
    };
    const [row] = decodeFactLog(wire).facts ?? [];
    expect(row).toMatchObject({ s: 'ana', op: 'div', a: 7, b: 6, n: 12, ms: 2450 });
    const r = row?.recent ?? [];
    expect(r.map(([c, ms, h]) => [c, ms, h])).toEqual([
      [1, 3450.5, 0],
      [0, 0, 1],
      [1, 2950.5, 0],
    ]);
    const t = r.map((x) => x[3]);
    expect(t.map((x) => Math.floor(x / TIME_QUANTUM_S))).toEqual([1000, 998, 998]);
    expect(t[0] - t[1]).toBeGreaterThan(SESSION_GAP_S);
    expect(t[1] - t[2]).toBeLessThanOrEqual(SESSION_GAP_S);
    expect(t[1]).toBeGreaterThanOrEqual(t[2]);
  });

  it('finds times for gaps that are tight at both ends of a quantum', () => {
    // Two quanta (30 min) apart yet a new session: only late in the newer quantum, early in the older.
    const t = timesFromQuanta([10, 8, 8, 6], [false, true, false, true]);
    expect(t[0] - t[1]).toBeGreaterThan(SESSION_GAP_S);
    expect(t[2] - t[3]).toBeGreaterThan(SESSION_GAP_S);
    expect(t[1]).toBeGreaterThanOrEqual(t[2]);
    expect(t.map((x) => Math.floor(x / TIME_QUANTUM_S))).toEqual([10, 8, 8, 6]);
  });
});
