import type { FactLogInput, FactLogJson, FactLogTry } from './factLog';

/**
 * One child's row of the `fact_log` RPC as it travels (migration 20261126000410): `t0` the newest
 * answer (epoch seconds), `taps` the newest tap times, `f` per practised fact `key, n, k` and then k
 * answers newest first as `flags, ms, dt` (flags: 1 right, 2 helped; dt: seconds before the newer
 * answer, the first before t0). key = 100 for × else 0, + (a − 1)·10 + (b − 1).
 */
export interface FactLogWireKid {
  s: string | null;
  t0: number;
  taps: number[] | null;
  f: number[] | null;
}

/** The `fact_log` RPC's answer: `{v: 2, kids}`. */
export interface FactLogWire {
  v: 2;
  kids: FactLogWireKid[] | null;
}

const isWire = (x: unknown): x is FactLogWire =>
  typeof x === 'object' && x !== null && (x as { v?: unknown }).v === 2;

/**
 * The RPC's compact answer as the per-fact log the fluency rules read (`statesFromFactLog`,
 * `modelFromFactLog`): the same answers, times and counts; a wrong answer's ms is 0 (never read).
 * An answer in the older object form (a server not yet migrated) passes through unchanged.
 */
export function decodeFactLog(answer: FactLogWire | FactLogInput | null | undefined): FactLogInput {
  if (!isWire(answer)) return answer ?? { facts: [], taps: [] };
  const facts: FactLogJson['facts'] = [];
  const taps: FactLogJson['taps'] = [];
  for (const kid of answer.kids ?? []) {
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
        recent.push([flags & 1, f[i + 1] ?? 0, (flags >> 1) & 1, t]);
      }
      const op = key >= 100 ? 'mul' : 'div';
      const rest = key % 100;
      facts.push({ s: kid.s, op, a: Math.floor(rest / 10) + 1, b: (rest % 10) + 1, n, recent });
    }
  }
  return { facts, taps };
}
