import { describe, expect, it } from 'vitest';
import { decodeFactLog, type FactLogWire } from './factLogWire';

describe('decodeFactLog', () => {
  it('turns the compact rows back into per-fact answers, newest first, with exact times', () => {
    const wire: FactLogWire = {
      v: 2,
      kids: [
        {
          s: 'ana',
          t0: 1_000_000,
          taps: [300, 310],
          // div 7 ÷ 6 (key 65): n 12, two answers: right in 2500 ms at t0; wrong and helped 90 s before.
          // mul 3 × 4 (key 123): n 1, right and helped in 1800 ms, 3600 s before t0.
          f: [65, 12, 2, 1, 2500, 0, 2, 0, 90, 123, 1, 1, 3, 1800, 3600],
        },
        { s: null, t0: 5, taps: [], f: [199, 1, 1, 1, 900, 0] },
      ],
    };
    expect(decodeFactLog(wire)).toEqual({
      facts: [
        {
          s: 'ana',
          op: 'div',
          a: 7,
          b: 6,
          n: 12,
          recent: [
            [1, 2500, 0, 1_000_000],
            [0, 0, 1, 999_910],
          ],
        },
        { s: 'ana', op: 'mul', a: 3, b: 4, n: 1, recent: [[1, 1800, 1, 996_400]] },
        { s: null, op: 'mul', a: 10, b: 10, n: 1, recent: [[1, 900, 0, 5]] },
      ],
      taps: [{ s: 'ana', recent: [300, 310] }],
    });
  });

  it('reads an empty log, and passes the older object form through', () => {
    expect(decodeFactLog({ v: 2, kids: [] })).toEqual({ facts: [], taps: [] });
    expect(decodeFactLog({ v: 2, kids: null })).toEqual({ facts: [], taps: [] });
    const old = { facts: [], taps: [{ s: 'x', recent: [1] }] };
    expect(decodeFactLog(old)).toBe(old);
    expect(decodeFactLog(null)).toEqual({ facts: [], taps: [] });
  });
});
