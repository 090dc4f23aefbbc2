import { describe, expect, it } from 'vitest';
import {
  allFacts,
  answerOf,
  EASY_ORDER,
  type Fact,
  factKey,
  factText,
  introRank,
  isFact,
  parseFactKey,
  partnerOf,
} from './types';

describe('facts', () => {
  it('reads a fact as a child does', () => {
    expect(factText({ op: 'mul', a: 7, b: 8 })).toBe('7 × 8');
    expect(factText({ op: 'div', a: 7, b: 8 })).toBe('56 ÷ 8');
  });

  it('answers mul(a, b) with a·b and div(a, b) with a', () => {
    expect(answerOf({ op: 'mul', a: 7, b: 8 })).toBe(56);
    expect(answerOf({ op: 'div', a: 7, b: 8 })).toBe(7);
  });

  it('pairs div(a, b) with mul(a, b) both ways', () => {
    expect(partnerOf({ op: 'div', a: 7, b: 8 })).toEqual({ op: 'mul', a: 7, b: 8 });
    expect(partnerOf({ op: 'mul', a: 7, b: 8 })).toEqual({ op: 'div', a: 7, b: 8 });
  });

  it('has 100 distinct facts per operation, each a round trip through its key', () => {
    for (const op of ['mul', 'div'] as const) {
      const keys = allFacts(op).map(factKey);
      expect(new Set(keys).size).toBe(100);
      for (const key of keys) expect(factKey(parseFactKey(key))).toBe(key);
    }
  });

  it('refuses keys and values that are not one of the 200 facts', () => {
    expect(() => parseFactKey('mul:0:3')).toThrow();
    expect(() => parseFactKey('tap:3:0')).toThrow();
    expect(isFact({ op: 'mul', a: 11, b: 2 })).toBe(false);
    expect(isFact({ op: 'div', a: 2.5, b: 2 })).toBe(false);
  });

  it('introduces tables easy first (×2, ×10, ×5, ×1, ×3, ×4, ×8, ×9, ×6, ×7), table number first, ÷ after its ×', () => {
    const order = [...allFacts('mul'), ...allFacts('div')].sort((x, y) => introRank(x) - introRank(y));
    expect(new Set(order.map(introRank)).size).toBe(200);
    expect(order.slice(0, 5).map(factText)).toEqual(['2 × 2', '4 ÷ 2', '2 × 10', '20 ÷ 10', '10 × 2']);
    const tableOf = (f: Fact) => EASY_ORDER[Math.min(EASY_ORDER.indexOf(f.a), EASY_ORDER.indexOf(f.b))];
    const tables = [...new Set(order.map(tableOf))];
    expect(tables).toEqual([2, 10, 5, 1, 3, 4, 8, 9, 6, 7]);
    expect(order.findIndex((f) => factText(f) === '8 × 7')).toBeLessThan(
      order.findIndex((f) => factText(f) === '7 × 8'),
    );
  });
});
