import { describe, expect, it } from 'vitest';
import { getLesson, lessonIds } from '@/content/lessons';
import { lessonFact } from './fact';

const factOf = (id: string) => lessonFact(getLesson(id)!);

describe('the fact a lesson answer is (issue 16)', () => {
  it('derives a fact for 66 of the 77 lessons: every × and exact ÷ number lesson with operands 1..10', () => {
    expect(lessonIds).toHaveLength(77);
    const withFact = lessonIds.filter((id) => factOf(id) !== null);
    expect(withFact).toHaveLength(66);
    const without = lessonIds.filter((id) => factOf(id) === null);
    expect(without).toEqual([
      'factor1',
      'factor2',
      'factor3',
      'factor4',
      'factor5',
      'division25',
      'd5-1',
      'd5-2',
      'd5-3',
      'd5-4',
      'd5-5',
    ]);
  });

  it('reads multiplication as groups × size and division as (a·b) ÷ b', () => {
    expect(factOf('multiplication1')).toEqual({ op: 'mul', a: 3, b: 4 });
    expect(factOf('times-table-mission-5')).toEqual({ op: 'mul', a: 7, b: 10 });
    expect(factOf('division1')).toEqual({ op: 'div', a: 4, b: 3 });
    expect(factOf('division9')).toEqual({ op: 'div', a: 9, b: 5 });
    expect(factOf('division24')).toEqual({ op: 'div', a: 1, b: 8 });
  });

  it('reports none for remainders, full groups, a zero quotient, multiples, primes and word answers', () => {
    for (const id of ['d5-1', 'd5-3', 'division25', 'factor3', 'factor5', 'factor1', 'factor2', 'factor4'])
      expect(factOf(id)).toBeNull();
  });

  it('every derived fact is one whose answer is the lesson’s answer', () => {
    for (const id of lessonIds) {
      const config = getLesson(id)!;
      const fact = lessonFact(config);
      if (!fact) continue;
      expect(fact.op === 'mul' ? fact.a * fact.b : fact.a).toBe(config.correctAnswer);
    }
  });
});
