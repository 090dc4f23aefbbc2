import type { FactLogInput, FactLogJson, FactLogTry } from './factLog';
import { SESSION_GAP_S } from './rules';

/**
 * One child's row of the `fact_log` RPC for one child (`p_student`, migration 20261126000410):
 * `t0` the newest answer (epoch seconds), `taps` the newest tap times, `f` per practised fact
 * `key, n, k` and then k answers newest first as `flags, ms, dt` (flags: 1 right, 2 helped, 8 placement; dt:
 * seconds before the newer answer, the first before t0). key = 100 for × else 0, + (a − 1)·10 + (b − 1).
 */
export interface FactLogWireKid {
  s: string | null;
  t0: number;
  taps: number[] | null;
  f: number[] | null;
}

/** The `fact_log` RPC's answer for one child: `{v: 2, kids}`, at full precision. */
export interface FactLogWire {
  v: 2;
  kids: FactLogWireKid[] | null;
}

/**
 * One child's row of the class call (no `p_student`, migration 20261126000420): `t0` in quanta of
 * TIME_QUANTUM_S, `c` the anchor of answer times (ms), `f` per fact `key, n, m, k` (m: median ms of
 * the right answers, −1 none) and then k answers as `flags, [q when right], dt` (flags: 1 right,
 * 2 helped, 8 placement, 4 more than SESSION_GAP_S after the older answer; dt in quanta). q is the answer's ms in
 * MS_STEP steps from c, kept within the thresholds' recall parts (20..31): c + 100·q is on the same side
 * of the child's threshold as the real ms, which is all the rules read (the grid shows m).
 */
export interface FactLogClassKid {
  s: string | null;
  t0: number;
  c: number;
  taps: number[] | null;
  f: number[] | null;
}

/** The class call's answer: `{v: 3, kids}`, each answer at the grain the rules decide a state by. */
export interface FactLogClassWire {
  v: 3;
  kids: FactLogClassKid[] | null;
}

/** The class form's grain of answer times: every time zone is a whole number of 15 minutes. */
export const TIME_QUANTUM_S = 900;
/** The class form's grain of answer ms, from the anchor c (the thresholds' recall parts are multiples). */
export const MS_STEP = 100;

/** Flag 8: a placement answer (issue 23), which the log marks with a fifth element 1. */
const PLACEMENT_FLAG = 8;

/** Flag 16: a paper answer (issue 37), which the log marks with a fifth element 2. */
const PAPER_FLAG = 16;

/** One answer of the log from its flags (1 right, 2 helped, 8 placement, 16 paper), ms and epoch seconds. */
function tryOf(flags: number, ms: number, t: number): FactLogTry {
  const entry: FactLogTry = [flags & 1, ms, (flags >> 1) & 1, t];
  if (flags & PLACEMENT_FLAG) return [...entry, 1];
  return flags & PAPER_FLAG ? [...entry, 2] : entry;
}

const version = (x: unknown): unknown =>
  typeof x === 'object' && x !== null ? (x as { v?: unknown }).v : undefined;

/** The fact a key names (key = 100 for × else 0, + (a − 1)·10 + (b − 1)). */
function factOfKey(key: number): { op: 'mul' | 'div'; a: number; b: number } {
  const rest = key % 100;
  return { op: key >= 100 ? 'mul' : 'div', a: Math.floor(rest / 10) + 1, b: (rest % 10) + 1 };
}

/**
 * Seconds for answers known by their quantum (newest first) and whether each is more than
 * SESSION_GAP_S older than the one before it: each time stays in its quantum (so its local day is
 * exact) and every gap keeps its side of SESSION_GAP_S (so the sessions are exact). Feasible ranges
 * are carried from the newest answer down, then times picked from the oldest up.
 */
export function timesFromQuanta(quanta: readonly number[], newSession: readonly boolean[]): number[] {
  const lo: number[] = [];
  const hi: number[] = [];
  for (let i = 0; i < quanta.length; i++) {
    let l = quanta[i] * TIME_QUANTUM_S;
    let h = l + TIME_QUANTUM_S - 1;
    if (i > 0 && newSession[i]) h = Math.min(h, hi[i - 1] - SESSION_GAP_S - 1);
    else if (i > 0) {
      l = Math.max(l, lo[i - 1] - SESSION_GAP_S);
      h = Math.min(h, hi[i - 1]);
    }
    lo.push(l);
    hi.push(Math.max(l, h)); // inconsistent input (never from the server): keep the quantum's start
  }
  const t = [...lo];
  for (let i = t.length - 1; i > 0; i--) {
    t[i - 1] = Math.max(lo[i - 1], newSession[i] ? t[i] + SESSION_GAP_S + 1 : t[i]);
  }
  return t;
}

/** The class form as the per-fact log: same states, counts, misses, medians and days. */
function decodeClass(answer: FactLogClassWire): FactLogInput {
  const facts: FactLogJson['facts'] = [];
  const taps: FactLogJson['taps'] = [];
  for (const kid of answer.kids ?? []) {
    if (kid.taps?.length) taps.push({ s: kid.s, recent: kid.taps });
    const f = kid.f ?? [];
    let i = 0;
    while (i + 3 < f.length) {
      const [key, n, m, k] = [f[i] ?? 0, f[i + 1] ?? 0, f[i + 2] ?? -1, f[i + 3] ?? 0];
      i += 4;
      const flags: number[] = [];
      const ms: number[] = [];
      const quanta: number[] = [];
      let q = kid.t0;
      for (let j = 0; j < k && i < f.length; j++) {
        const fl = f[i++] ?? 0;
        flags.push(fl);
        ms.push(fl & 1 ? kid.c + MS_STEP * (f[i++] ?? 0) : 0);
        q -= f[i++] ?? 0;
        quanta.push(q);
      }
      const t = timesFromQuanta(
        quanta,
        flags.map((fl) => (fl & 4) !== 0),
      );
      const recent = flags.map((fl, j) => tryOf(fl, ms[j] ?? 0, t[j] ?? 0));
      facts.push({ s: kid.s, ...factOfKey(key), n, recent, ms: m < 0 ? null : m });
    }
  }
  return { facts, taps };
}

/**
 * The RPC's compact answer as the per-fact log the fluency rules read (`statesFromFactLog`,
 * `modelFromFactLog`). The one-child form (v2) gives the same answers, times and counts (a wrong
 * answer's ms is 0, never read); the class form (v3) gives answers with the same states, medians
 * and days. An answer in the older object form (a server not yet migrated) passes through unchanged.
 */
export function decodeFactLog(
  answer: FactLogWire | FactLogClassWire | FactLogInput | null | undefined,
): FactLogInput {
  const v = version(answer);
  if (v === 3) return decodeClass(answer as FactLogClassWire);
  if (v !== 2) return (answer as FactLogInput | null | undefined) ?? { facts: [], taps: [] };
  const facts: FactLogJson['facts'] = [];
  const taps: FactLogJson['taps'] = [];
  for (const kid of (answer as FactLogWire).kids ?? []) {
    if (kid.taps?.length) taps.push({ s: kid.s, recent: kid.taps });
    const f = kid.f ?? [];
    let i = 0;
    while (i + 2 < f.length) {
      const key = f[i] ?? 0;
      const n = f[i + 1] ?? 0;
      const k = f[i + 2] ?? 0;
      i += 3;
      const recent: FactLogTry[] = [];
      let t = kid.t0;
      for (let j = 0; j < k && i + 2 < f.length; j++, i += 3) {
        const flags = f[i] ?? 0;
        t -= f[i + 2] ?? 0;
        recent.push(tryOf(flags, f[i + 1] ?? 0, t));
      }
      facts.push({ s: kid.s, ...factOfKey(key), n, recent });
    }
  }
  return { facts, taps };
}
