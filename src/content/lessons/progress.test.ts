import { describe, expect, it } from 'vitest';
import { getLesson, lessonIds } from './index';
import { chainPositions } from './progress';

const progress = (id: string) => {
  const l = getLesson(id)!;
  return [l.lessonNumber, l.totalLessons];
};

describe('lesson progress along the chain (issue 14 point 4)', () => {
  it('is never full on the first lesson a child meets: every chain has at least 5 lessons', () => {
    for (const id of lessonIds) {
      const { lessonNumber, totalLessons } = getLesson(id)!;
      expect(lessonNumber, id).toBeGreaterThanOrEqual(1);
      expect(lessonNumber, id).toBeLessThanOrEqual(totalLessons);
      expect(totalLessons, id).toBeGreaterThanOrEqual(5);
      if (lessonNumber === 1) expect(lessonNumber / totalLessons, id).toBeLessThanOrEqual(0.2);
    }
  });

  it('counts the short division units inside the chain they lead into', () => {
    expect(progress('division7')).toEqual([1, 6]);
    expect(progress('d7-1')).toEqual([2, 6]);
    expect(progress('d7-5')).toEqual([6, 6]);
    expect(progress('division1')).toEqual([1, 7]);
    expect(progress('division6')).toEqual([2, 7]);
    expect(progress('d6-5')).toEqual([7, 7]);
    expect(progress('division9')).toEqual([2, 5]);
  });

  it('starts the remainder block at Lesson 1 of 5, however the child got there', () => {
    expect(progress('d5-1')).toEqual([1, 5]);
    expect(progress('d5-5')).toEqual([5, 5]);
    expect(progress('division16')).toEqual([1, 24]);
    expect(progress('division5')).toEqual([24, 24]);
  });

  it('numbers each step one more than the lesson before it, or starts a new segment after a full one', () => {
    for (const id of lessonIds) {
      const l = getLesson(id)!;
      const next = l.nextLesson ? getLesson(l.nextLesson)! : null;
      if (next && l.lessonNumber < l.totalLessons) {
        expect(next.lessonNumber, id).toBe(l.lessonNumber + 1);
        expect(next.totalLessons, id).toBe(l.totalLessons);
      } else if (next) expect(next.lessonNumber, id).toBe(1);
      else expect(l.lessonNumber, id).toBe(l.totalLessons);
    }
  });

  it('keeps the spec’s 20 % steps in the five-lesson blocks', () => {
    const ids = [
      'amusement-park-1',
      'amusement-park-2',
      'amusement-park-3',
      'amusement-park-4',
      'amusement-park-5',
    ];
    expect(ids.map((id) => progress(id)[0] / progress(id)[1])).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('chainPositions', () => {
  it('refuses a graph where a lesson’s number would depend on the way in, or a cycle', () => {
    const twoWaysIn = new Map([
      ['a', 'c'],
      ['b', 'c'],
      ['c', null],
    ]);
    expect(() => chainPositions(twoWaysIn)).toThrow('c follows both a and b');
    const cycle = new Map([
      ['a', 'b'],
      ['b', 'a'],
      ['x', null],
    ]);
    expect(() => chainPositions(cycle)).toThrow('cycle');
  });
});
