import { describe, expect, it } from 'vitest';
import { recordResult, wrongLessons } from './results';

const at = new Date('2026-01-05T10:00:00Z');

describe('recordResult', () => {
  it('creates a result with attempts 1 on the first answer', () => {
    const r = recordResult([], { kind: 'lesson', id: 'timestable1', isCorrect: false }, at);
    expect(r).toEqual([
      {
        kind: 'lesson',
        activityId: 'timestable1',
        isCorrect: false,
        attempts: 1,
        stars: 0,
        assisted: false,
        completedAt: at.toISOString(),
      },
    ]);
  });

  it('replaces is_correct and adds an attempt on a later answer', () => {
    const first = recordResult([], { kind: 'lesson', id: 'timestable1', isCorrect: false }, at);
    const second = recordResult(first, { kind: 'lesson', id: 'timestable1', isCorrect: true, stars: 5 }, at);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ isCorrect: true, attempts: 2, stars: 5 });
  });

  it('records whether the latest attempt was finished with help', () => {
    const helped = recordResult(
      [],
      { kind: 'game', id: 'soccer-teams', isCorrect: true, stars: 1, assisted: true },
      at,
    );
    expect(helped[0]).toMatchObject({ assisted: true, stars: 1 });
    const alone = recordResult(helped, { kind: 'game', id: 'soccer-teams', isCorrect: true, stars: 3 }, at);
    expect(alone[0]).toMatchObject({ assisted: false, stars: 3, attempts: 2 });
  });

  it('keeps lessons and games with the same id apart', () => {
    const a = recordResult([], { kind: 'lesson', id: 'x', isCorrect: true }, at);
    const b = recordResult(a, { kind: 'game', id: 'x', isCorrect: true }, at);
    expect(b).toHaveLength(2);
  });
});

describe('wrongLessons', () => {
  it('selects ids with the block prefix that are not correct', () => {
    let r = recordResult([], { kind: 'lesson', id: 'd6-1', isCorrect: false }, at);
    r = recordResult(r, { kind: 'lesson', id: 'd6-2', isCorrect: true }, at);
    r = recordResult(r, { kind: 'lesson', id: 'd7-1', isCorrect: false }, at);
    r = recordResult(r, { kind: 'game', id: 'd6-x', isCorrect: false }, at);
    expect(wrongLessons(r, 'd6')).toEqual(['d6-1']);
  });
});
