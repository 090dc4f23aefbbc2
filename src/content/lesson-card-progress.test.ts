import { describe, expect, it } from 'vitest';
import { cardProgress, latestOutcomes } from './lesson-card-progress';
import { divisionCards, multiplicationCards } from './lesson-cards';
import { getLesson } from './lessons';

const card = (id: string) => {
  const found = [...multiplicationCards, ...divisionCards].find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const right = (lessonId: string) => ({ lessonId, isCorrect: true });
const wrong = (lessonId: string) => ({ lessonId, isCorrect: false });

describe('cardProgress', () => {
  const m4 = card('m4'); // timestable1..5

  it('is Not Started without a result in the unit', () => {
    expect(cardProgress(m4, [])).toEqual({ status: 'Not Started', done: 0, total: 5 });
    expect(cardProgress(m4, [right('division1')])).toEqual({ status: 'Not Started', done: 0, total: 5 });
  });

  it('is In Progress with n of N until every lesson of the unit is right', () => {
    expect(cardProgress(m4, [right('timestable1')])).toEqual({ status: 'In Progress', done: 1, total: 5 });
    expect(cardProgress(m4, [wrong('timestable3')])).toEqual({ status: 'In Progress', done: 0, total: 5 });
    const four = ['timestable1', 'timestable2', 'timestable3', 'timestable4'].map(right);
    expect(cardProgress(m4, [...four, wrong('timestable5')])).toMatchObject({
      status: 'In Progress',
      done: 4,
    });
  });

  it('is Completed when every lesson of the unit is right', () => {
    const all = ['timestable1', 'timestable2', 'timestable3', 'timestable4', 'timestable5'].map(right);
    expect(cardProgress(m4, all)).toEqual({ status: 'Completed', done: 5, total: 5 });
  });

  it('d2 and d6 no longer change together: division6 is d2, the d6-1..5 block is d6', () => {
    expect(cardProgress(card('d2'), [right('division6')]).status).toBe('Completed');
    expect(cardProgress(card('d6'), [right('division6')]).status).toBe('Not Started');
    expect(cardProgress(card('d6'), [right('d6-1')])).toEqual({ status: 'In Progress', done: 1, total: 5 });
    expect(cardProgress(card('d2'), [right('d6-1')]).status).toBe('Not Started');
  });
});

describe('card units', () => {
  const cards = [...multiplicationCards, ...divisionCards];
  it('are real lessons, and no lesson belongs to two cards', () => {
    const owner = new Map<string, string>();
    for (const c of cards) {
      for (const id of c.chain) {
        expect(getLesson(id), `${c.id}: ${id}`).toBeDefined();
        expect(owner.get(id), `${id} is in ${owner.get(id)} and ${c.id}`).toBeUndefined();
        owner.set(id, c.id);
      }
    }
  });
});

describe('latestOutcomes', () => {
  it('keeps the last answer of each lesson (a visit’s answer replaces the stored one)', () => {
    expect(latestOutcomes([right('a'), wrong('b'), wrong('a'), right('b')])).toEqual([
      wrong('a'),
      right('b'),
    ]);
  });
});
