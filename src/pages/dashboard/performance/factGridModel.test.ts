import { describe, expect, it } from 'vitest';
import type { FactAttempt } from '@/fluency';
import { allFacts, type FactCell, factKey, factLogFromAttempts, statesFromFactLog } from '@/fluency';
import { cellLabel, classCellLabel, hasPractised, streakFromLog, trickyFive } from './factGridModel';

const cell = (over: Partial<FactCell>): FactCell => ({
  state: 'new',
  ms: null,
  tries: 0,
  misses: 0,
  ...over,
});
let n = 0;
function attempt(a: number, b: number, correct: boolean, ms: number, at: string): FactAttempt {
  n++;
  return {
    clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    studentId: 's1',
    fact: { op: 'mul', a, b },
    answer: correct ? a * b : 0,
    correct,
    ms,
    assisted: false,
    source: 'practice',
    at,
  };
}

describe('cellLabel', () => {
  it('reads state, median time and tries', () => {
    const label = cellLabel({ op: 'mul', a: 7, b: 8 }, cell({ state: 'fluent', ms: 2100, tries: 6 }));
    expect(label).toBe('7 × 8: Fluent, 2.1 s, 6 tries');
  });
  it('says New for an untried fact and uses the division form', () => {
    expect(cellLabel({ op: 'mul', a: 7, b: 8 }, cell({}))).toBe('7 × 8: New');
    expect(cellLabel({ op: 'div', a: 7, b: 8 }, cell({ state: 'learning', tries: 1 }))).toBe(
      '56 ÷ 8: Learning, 1 try',
    );
  });
});

describe('trickyFive', () => {
  it('puts stuck first, then learning by misses, then slow by time, and skips known facts', () => {
    const facts = allFacts('mul');
    const cells = new Map<string, FactCell>([
      [factKey(facts[0]), cell({ state: 'fluent', tries: 5, ms: 900 })],
      [factKey(facts[1]), cell({ state: 'slow', tries: 3, ms: 4000 })],
      [factKey(facts[2]), cell({ state: 'slow', tries: 3, ms: 5000 })],
      [factKey(facts[3]), cell({ state: 'learning', tries: 2, misses: 1 })],
      [factKey(facts[4]), cell({ state: 'learning', tries: 4, misses: 2 })],
      [factKey(facts[5]), cell({ state: 'stuck', tries: 6, misses: 4 })],
      [factKey(facts[6]), cell({ state: 'retained', tries: 9, ms: 800 })],
    ]);
    const keys = trickyFive(cells, facts).map((t) => factKey(t.fact));
    expect(keys).toEqual([facts[5], facts[4], facts[3], facts[2], facts[1]].map(factKey));
  });
});

describe('streakFromLog and hasPractised', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const day = 86_400_000;
  const log = factLogFromAttempts([
    attempt(2, 3, true, 1500, new Date(now - 2 * day).toISOString()),
    attempt(2, 3, true, 1500, new Date(now - day).toISOString()),
    attempt(4, 5, false, 3000, new Date(now - 3600_000).toISOString()),
    attempt(4, 5, false, 3000, new Date(now - 5 * day).toISOString()),
  ]);
  it('counts consecutive days ending today', () => {
    expect(streakFromLog(log, 's1', now, 0)).toBe(3);
    expect(streakFromLog(log, 'other', now, 0)).toBe(0);
  });
  it('knows who has practised', () => {
    expect(hasPractised(log, 's1')).toBe(true);
    expect(hasPractised(log, 'other')).toBe(false);
    expect(hasPractised({ facts: null, taps: null }, 's1')).toBe(false);
  });
  it('labels cells of a real log', () => {
    const grid = statesFromFactLog(log, '3rd grade').get('s1')!;
    expect(cellLabel({ op: 'mul', a: 2, b: 3 }, grid.get('mul:2:3')!)).toBe(
      '2 × 3: Learning, 1.5 s, 2 tries',
    );
  });
});

describe('classCellLabel', () => {
  it('reads the share fluent and how many need help', () => {
    expect(classCellLabel('mul:7:8', { fluentShare: 2 / 3, needHelp: ['c'], tried: 3 })).toBe(
      '7 × 8: 67% fluent, 1 needs help',
    );
    expect(classCellLabel('div:7:8', { fluentShare: 0, needHelp: [], tried: 2 })).toBe('56 ÷ 8: 0% fluent');
    expect(classCellLabel('div:7:8', { fluentShare: 0, needHelp: [], tried: 0 })).toBe(
      '56 ÷ 8: not yet practised',
    );
    expect(classCellLabel('mul:2:3', { fluentShare: 0.5, needHelp: ['a', 'b'], tried: 4 })).toBe(
      '2 × 3: 50% fluent, 2 need help',
    );
  });
});
