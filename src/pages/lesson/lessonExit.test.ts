import { describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import { exitOf, lessonRoute } from './lessonExit';

const exit = (id: string) => exitOf(getLesson(id)!);

describe('where a lesson leads (its scene asks by intent)', () => {
  it('continues to the next lesson, the block review with its state, or the dashboard', () => {
    expect(exit('multiplication1')).toEqual({ kind: 'lesson', lessonId: 'multiplication2' });
    expect(lessonRoute('next', exit('multiplication1'))).toEqual({ path: '/app/lesson/multiplication2' });
    expect(exit('d6-5')).toEqual({
      kind: 'review',
      blockName: 'Dividing in the Real World',
      blockPrefix: 'd6',
      nextBlock: 'division7',
    });
    expect(lessonRoute('next', exit('d6-5'))).toEqual({
      path: '/app/lesson/review',
      state: { blockName: 'Dividing in the Real World', blockPrefix: 'd6', nextBlock: 'division7' },
    });
    expect(exit('factor5')).toEqual({ kind: 'app' });
    expect(lessonRoute('next', exit('factor5'))).toEqual({ path: '/app' });
  });

  it('goes to the dashboard on FINISH and to the Games tab when asked', () => {
    expect(lessonRoute('dashboard', exit('factor5'))).toEqual({ path: '/app' });
    expect(lessonRoute('dashboard', exit('multiplication1'))).toEqual({ path: '/app' });
    expect(lessonRoute('games', exit('multiplication1'))).toEqual({ path: '/app?tab=games' });
  });
});
