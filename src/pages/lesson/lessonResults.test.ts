import { initLesson, reduceLesson } from '@scenes/lesson/logic';
import { questionFor } from '@scenes/lesson/question';
import { describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import { type ActivityResult, recordResult, wrongLessons } from '@/state/results';

/** Records the result effects of answering lesson `id` with `value`, as the lesson page's services do. */
function answer(results: ActivityResult[], id: string, value: number): ActivityResult[] {
  let state = initLesson(questionFor(getLesson(id)!), 0);
  state = reduceLesson(state, { type: 'choose', value }, 100).state;
  let next = results;
  for (const e of reduceLesson(state, { type: 'check' }, 200).effects)
    if ('result' in e) next = recordResult(next, { kind: 'lesson', id, ...e.result });
  return next;
}

describe('result recording and block review from the lesson scene’s answers (spec §4)', () => {
  it('first answer has attempts 1; a redo replaces is_correct and adds an attempt', () => {
    let results = answer([], 'd6-1', 3);
    expect(results).toMatchObject([{ activityId: 'd6-1', isCorrect: false, attempts: 1, stars: 0 }]);
    results = answer(results, 'd6-1', 2);
    expect(results).toMatchObject([{ activityId: 'd6-1', isCorrect: true, attempts: 2, stars: 5 }]);
  });

  it('lists a block’s wrong lessons by its prefix only', () => {
    let results: ActivityResult[] = [];
    results = answer(results, 'd6-1', 2);
    results = answer(results, 'd6-2', 6);
    results = answer(results, 'd7-1', 1);
    expect(wrongLessons(results, 'd6')).toEqual(['d6-2']);
    expect(wrongLessons(results, 'd7')).toEqual(['d7-1']);
    results = answer(results, 'd6-2', 5);
    expect(wrongLessons(results, 'd6')).toEqual([]);
  });
});
