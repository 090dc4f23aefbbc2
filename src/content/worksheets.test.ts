import { describe, expect, it, vi } from 'vitest';
import { worksheetFileName, worksheets } from './worksheets';

const answer = (solved: string) => solved.split('= ')[1];

describe('worksheets', () => {
  it('has 3 worksheets in each category', () => {
    const count = (c: string) => worksheets.filter((w) => w.category === c).length;
    expect([worksheets.length, count('multiplication'), count('division'), count('mixed')]).toEqual([
      9, 3, 3, 3,
    ]);
  });

  it('names each file from its title', () => {
    expect(worksheetFileName('Multiplication Arrays')).toBe('multiplication-arrays.pdf');
    expect(worksheetFileName('Times Tables 2, 5 and 10')).toBe('times-tables-2-5-and-10.pdf');
    expect(new Set(worksheets.map((w) => w.file)).size).toBe(9);
    for (const w of worksheets) expect(w.file).toBe(worksheetFileName(w.title));
  });

  it('gives every worksheet at least 20 distinct problems with correct answers', () => {
    for (const w of worksheets) {
      expect(w.problems.length).toBeGreaterThanOrEqual(20);
      expect(new Set(w.problems.map((p) => p.question)).size).toBe(w.problems.length);
      for (const p of w.problems) {
        const [left, right] = p.solved.split(' = ');
        const m = left.match(/^(\d+) ([×÷]) (\d+)$/);
        expect(m, p.solved).not.toBeNull();
        const [a, op, b] = [Number(m![1]), m![2], Number(m![3])];
        if (op === '×') expect(Number(right)).toBe(a * b);
        else if (right.includes(' r ')) expect(right).toBe(`${Math.floor(a / b)} r ${a % b}`);
        else expect(a / b).toBe(Number(right));
        expect(p.question).toContain('_');
        expect(answer(p.solved)).toBeTruthy();
      }
    }
  });

  it('keeps numbers in the 6-10 age range (products and dividends at most 100)', () => {
    for (const w of worksheets) {
      for (const p of w.problems)
        for (const n of p.solved.match(/\d+/g) ?? []) expect(Number(n)).toBeLessThanOrEqual(100);
    }
  });

  it('is deterministic', async () => {
    vi.resetModules();
    const again = await import('./worksheets');
    expect(again.worksheets).not.toBe(worksheets);
    expect(again.worksheets).toEqual(worksheets);
  });
});
