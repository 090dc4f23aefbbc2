// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import { store } from '@/lib/store';
import { type FactReport, onFact } from '@/state/facts';
import { resultsAtom } from '@/state/results';
import { exitOf, type LessonExit } from './lessonExit';
import { useLessonServices } from './useLessonServices';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/app/lesson/start']}>{children}</MemoryRouter>
);

/** The lesson page's services for `lessonId` leading to `exit`, and the router's location. */
function services(lessonId: string, exit: LessonExit) {
  return renderHook(() => ({ services: useLessonServices(lessonId, exit), location: useLocation() }), {
    wrapper,
  });
}

afterEach(() => store.set(resultsAtom, []));

describe('the lesson page’s SceneServices', () => {
  it('records the answer’s result under the lesson id and its fact attempt with the lesson as source', () => {
    const facts: FactReport[] = [];
    const stop = onFact((f) => facts.push(f));
    const { result } = services('d6-1', exitOf(getLesson('d6-1')!));
    act(() => {
      result.current.services.result({ isCorrect: false, stars: 0, attempts: 1 });
      result.current.services.fact({ fact: { op: 'div', a: 2, b: 4 }, answer: 3, correct: false, ms: 2400 });
      result.current.services.result({ isCorrect: true, stars: 5, attempts: 1 });
    });
    stop();
    expect(store.get(resultsAtom)).toMatchObject([
      { kind: 'lesson', activityId: 'd6-1', isCorrect: true, attempts: 2, stars: 5 },
    ]);
    expect(facts).toEqual([
      { fact: { op: 'div', a: 2, b: 4 }, answer: 3, correct: false, ms: 2400, source: 'd6-1' },
    ]);
  });

  it('turns "next" into the next lesson, or the block review with its navigation state', () => {
    const lesson = services('multiplication1', exitOf(getLesson('multiplication1')!));
    act(() => lesson.result.current.services.navigate('next'));
    expect(lesson.result.current.location.pathname).toBe('/app/lesson/multiplication2');

    const review = services('d6-5', exitOf(getLesson('d6-5')!));
    act(() => review.result.current.services.navigate('next'));
    expect(review.result.current.location.pathname).toBe('/app/lesson/review');
    expect(review.result.current.location.state).toEqual({
      blockName: 'Dividing in the Real World',
      blockPrefix: 'd6',
      nextBlock: 'division7',
    });
  });

  it('turns FINISH’s "dashboard" into /app', () => {
    const last = services('factor5', exitOf(getLesson('factor5')!));
    act(() => last.result.current.services.navigate('dashboard'));
    expect(last.result.current.location.pathname).toBe('/app');
  });
});
