import { describe, expect, it } from 'vitest';
import { classSummary } from './classSummary';
import { type FactLogJson, factLogFromAttempts, statesFromFactLog } from './factLog';
import type { FactAttempt } from './types';

const MON = Date.UTC(2026, 0, 5, 17) / 1000;
const TUE = MON + 86400;

describe('statesFromFactLog', () => {
  const json: FactLogJson = {
    facts: [
      {
        s: 'ana',
        op: 'mul',
        a: 7,
        b: 8,
        n: 14,
        recent: [
          [1, 1500, 0, TUE],
          [1, 1400, 0, MON + 20],
          [1, 1300, 0, MON + 10],
          [1, 1200, 0, MON],
        ],
      },
      {
        s: 'ana',
        op: 'div',
        a: 3,
        b: 4,
        n: 2,
        recent: [
          [0, 4000, 0, TUE],
          [1, 2000, 0, MON],
        ],
      },
      {
        s: 'ben',
        op: 'mul',
        a: 7,
        b: 8,
        n: 4,
        recent: [
          [0, 900, 0, TUE + 10],
          [0, 800, 0, TUE],
          [0, 700, 0, MON + 10],
          [1, 3000, 1, MON],
        ],
      },
      {
        s: 'ben',
        op: 'mul',
        a: 7,
        b: 9,
        n: 3,
        recent: [
          [1, 3500, 0, TUE + 20],
          [1, 3500, 0, TUE + 10],
          [1, 3500, 0, TUE],
        ],
      },
      { s: 'ben', op: 'mul', a: 11, b: 9, n: 3, recent: [[1, 3500, 0, TUE]] },
    ],
    taps: [
      { s: 'ben', recent: [1500, 1600, 1700] },
      { s: 'cleo', recent: [900] },
    ],
  };
  const grid = statesFromFactLog(json, (s) => (s === 'ana' ? '1' : '3'));

  it('gives every student all 200 facts, New where never tried', () => {
    expect([...grid.keys()].sort()).toEqual(['ana', 'ben', 'cleo']);
    for (const cells of grid.values()) expect(cells.size).toBe(200);
    expect(grid.get('cleo')?.get('mul:7:8')).toEqual({ state: 'new', ms: null, tries: 0, misses: 0 });
  });

  it('computes each cell: state, median right-answer time, tries, misses', () => {
    expect(grid.get('ana')?.get('mul:7:8')).toEqual({ state: 'retained', ms: 1350, tries: 14, misses: 0 });
    expect(grid.get('ana')?.get('div:3:4')).toEqual({ state: 'learning', ms: 2000, tries: 2, misses: 1 });
    expect(grid.get('ben')?.get('mul:7:8')).toEqual({ state: 'stuck', ms: 3000, tries: 4, misses: 4 });
  });

  it("uses each child's own taps for the threshold", () => {
    // ben: 2000 + median tap 1600 = 3600 ms, so 3.5 s answers are quick.
    expect(grid.get('ben')?.get('mul:7:9')?.state).toBe('fluent');
    const noTaps = statesFromFactLog({ ...json, taps: [] }, '3');
    expect(noTaps.get('ben')?.get('mul:7:9')?.state).toBe('slow');
  });

  it('ignores rows that are not one of the 200 facts', () => {
    expect(grid.get('ben')?.has('mul:11:9')).toBe(false);
  });

  it('copes with the empty arrays Postgres sends as null', () => {
    expect(statesFromFactLog({ facts: null, taps: null }, '3').size).toBe(0);
    const noTaps = statesFromFactLog({ facts: [], taps: [{ s: 'dan', recent: null }] }, '3');
    expect(noTaps.get('dan')?.get('mul:2:2')?.state).toBe('new');
  });

  it('keeps answers saved without a student under null', () => {
    const orphan = statesFromFactLog({ facts: [{ ...json.facts[0], s: null }], taps: [] }, '3');
    expect(orphan.get(null)?.get('mul:7:8')?.tries).toBe(14);
  });
});

describe('factLogFromAttempts (what the RPC returns)', () => {
  const at = (s: number) => new Date(s * 1000).toISOString();
  const log: FactAttempt[] = Array.from({ length: 13 }, (_, i) => ({
    clientId: `c${i}`,
    studentId: 'ana',
    fact: i < 12 ? { op: 'mul', a: 2, b: 3 } : { op: 'tap', a: 5, b: 0 },
    answer: 6,
    correct: i % 2 === 0,
    ms: 1000 + i,
    assisted: i === 4,
    source: 'practice',
    at: at(MON + i),
  }));

  it('keeps 10 answers newest first with the full count, and taps apart', () => {
    const json = factLogFromAttempts(log);
    expect(json.facts).toHaveLength(1);
    expect(json.facts[0].n).toBe(12);
    expect(json.facts[0].recent).toHaveLength(10);
    expect(json.facts[0].recent[0]).toEqual([0, 1011, 0, MON + 11]);
    expect(json.facts[0].recent[7]).toEqual([1, 1004, 1, MON + 4]);
    expect(json.taps).toEqual([{ s: 'ana', recent: [1012] }]);
  });
});

describe('classSummary', () => {
  const json: FactLogJson = {
    facts: [
      {
        s: 'a',
        op: 'mul',
        a: 6,
        b: 7,
        n: 3,
        recent: [
          [1, 1000, 0, TUE + 2],
          [1, 1000, 0, TUE + 1],
          [1, 1000, 0, TUE],
        ],
      },
      {
        s: 'b',
        op: 'mul',
        a: 6,
        b: 7,
        n: 3,
        recent: [
          [0, 1000, 0, TUE],
          [0, 1000, 0, MON + 10],
          [0, 1000, 0, MON],
        ],
      },
      {
        s: 'c',
        op: 'mul',
        a: 6,
        b: 7,
        n: 2,
        recent: [
          [1, 1000, 0, TUE],
          [0, 1000, 0, MON],
        ],
      },
      { s: 'd', op: 'mul', a: 6, b: 7, n: 1, recent: [[1, 1000, 0, TUE]] },
    ],
    taps: [],
  };
  const grid = statesFromFactLog(json, '3');

  it('shares the class that is fluent, out of the whole roll', () => {
    expect(classSummary(grid).get('mul:6:7')?.fluentShare).toBe(0.25);
    expect(classSummary(grid, ['a', 'b', 'c', 'd', 'e']).get('mul:6:7')?.fluentShare).toBe(0.2);
  });

  it('lists who needs help: Stuck, or Learning with misses, not just new to it', () => {
    expect(classSummary(grid).get('mul:6:7')?.needHelp).toEqual(['b', 'c']);
    expect(classSummary(grid).get('mul:2:2')).toEqual({ fluentShare: 0, needHelp: [], tried: 0 });
    expect(classSummary(grid).get('mul:6:7')?.tried).toBe(4);
  });
});
