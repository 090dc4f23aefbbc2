import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLesson } from '@/content/lessons';
import { type ActivityResult, recordResult, wrongLessons } from '@/state/results';
import {
  actionLabel,
  CELEBRATION_DELAY_MS,
  canCheck,
  exitOf,
  feedback,
  initLesson,
  type LessonAction,
  type LessonState,
  type Outcome,
  optionLook,
  outcomes,
  reduce,
} from './logic';
import { questionFor } from './question';

const start = (id: string) => initLesson(questionFor(getLesson(id)!));

/** Applies actions in order and collects the outside effects of every transition. */
function play(state: LessonState, ...actions: LessonAction[]) {
  const effects: Outcome[] = [];
  let current = state;
  for (const action of actions) {
    const step = reduce(current, action);
    effects.push(...outcomes(current, step.state));
    current = step.state;
  }
  return { state: current, effects };
}

describe('lesson question state machine', () => {
  it('starts with nothing chosen and CHECK disabled', () => {
    const s = start('multiplication1');
    expect(s.selected).toEqual([]);
    expect(canCheck(s)).toBe(false);
    expect(actionLabel(s)).toBe('CHECK');
    expect(reduce(s, { type: 'check' })).toEqual({ state: s, effects: [] });
  });

  it('lets the child change the chosen option before CHECK', () => {
    const { state } = play(
      start('multiplication1'),
      { type: 'choose', value: 15 },
      { type: 'choose', value: 12 },
    );
    expect(state.selected).toEqual([12]);
    expect(canCheck(state)).toBe(true);
  });

  it('locks a right answer with praise and hint, reports it and turns the button into CONTINUE', () => {
    const { state, effects } = play(
      start('multiplication1'),
      { type: 'choose', value: 12 },
      { type: 'check' },
    );
    expect(state.phase).toBe('locked');
    expect(state.verdict).toBe('correct');
    expect(feedback(state)).toEqual({ title: 'Great job!', hint: 'Yes! 3 × 4 = 12' });
    expect(actionLabel(state)).toBe('CONTINUE');
    expect(effects).toContainEqual({
      type: 'report',
      lessonId: 'multiplication1',
      isCorrect: true,
      stars: 5,
    });
    expect(effects).toContainEqual({ type: 'announce', text: 'Great job! Yes! 3 × 4 = 12' });
    expect(effects).toContainEqual({ type: 'sound', name: 'correct' });
    expect(reduce(start('multiplication1'), { type: 'choose', value: 12 }).effects).toEqual([]);
  });

  it('locks a wrong answer with "Try again!" and the hint; choosing afterwards changes nothing', () => {
    const checked = play(start('multiplication2'), { type: 'choose', value: 25 }, { type: 'check' });
    expect(checked.state.verdict).toBe('wrong');
    expect(feedback(checked.state)?.title).toBe('Try again!');
    expect(checked.effects).toContainEqual({
      type: 'report',
      lessonId: 'multiplication2',
      isCorrect: false,
      stars: 0,
    });
    const after = play(checked.state, { type: 'choose', value: 20 }, { type: 'check' });
    expect(after.state).toBe(checked.state);
    expect(after.effects).toEqual([]);
  });

  it('continues onward after right or wrong: next lesson, block review or /app with FINISH', () => {
    const next = play(start('multiplication1'), { type: 'choose', value: 1 }, { type: 'check' });
    expect(exitOf(next.state)).toEqual({ kind: 'lesson', lessonId: 'multiplication2' });
    const review = play(start('d6-5'), { type: 'choose', value: 1 }, { type: 'check' });
    expect(exitOf(review.state)).toEqual({
      kind: 'review',
      blockName: 'Dividing in the Real World',
      blockPrefix: 'd6',
      nextBlock: 'division7',
    });
    const last = play(start('factor5'), { type: 'choose', value: 9 }, { type: 'check' });
    expect(actionLabel(last.state)).toBe('FINISH');
    expect(exitOf(last.state)).toEqual({ kind: 'app' });
  });

  it('ignores CONTINUE before the answer is locked', () => {
    const s = play(start('multiplication1'), { type: 'choose', value: 12 }).state;
    expect(exitOf(s)).toBeNull();
  });
});

describe('multi-select (factor2)', () => {
  it('toggles options and is right only for exactly 1, 2, 3, 4, 6, 12', () => {
    const picks = [1, 2, 3, 4, 6, 12].map((value): LessonAction => ({ type: 'choose', value }));
    const right = play(start('factor2'), ...picks, { type: 'check' });
    expect(right.state.verdict).toBe('correct');

    const missing = play(start('factor2'), ...picks.slice(0, 5), { type: 'check' });
    expect(missing.state.verdict).toBe('wrong');

    const extra = play(start('factor2'), ...picks, { type: 'choose', value: 5 }, { type: 'check' });
    expect(extra.state.verdict).toBe('wrong');

    const toggled = play(
      start('factor2'),
      ...picks,
      { type: 'choose', value: 5 },
      { type: 'choose', value: 5 },
    );
    expect(toggled.state.selected).toHaveLength(6);
    expect(reduce(toggled.state, { type: 'check' }).state.verdict).toBe('correct');
  });
});

describe('fill-the-word (factor4)', () => {
  it('holds at most one word; tapping it again empties the blank', () => {
    const one = play(
      start('factor4'),
      { type: 'choose', value: 'sum' },
      { type: 'choose', value: 'product' },
    );
    expect(one.state.selected).toEqual(['product']);
    const emptied = play(one.state, { type: 'choose', value: 'product' });
    expect(emptied.state.selected).toEqual([]);
    expect(canCheck(emptied.state)).toBe(false);
  });

  it('is correct only for "product" and shows the spec hints', () => {
    const right = play(start('factor4'), { type: 'choose', value: 'product' }, { type: 'check' });
    expect(feedback(right.state)?.hint).toBe('Factors × Factors = Product!');
    const wrong = play(start('factor4'), { type: 'choose', value: 'factor' }, { type: 'check' });
    expect(feedback(wrong.state)).toEqual({
      title: 'Try again!',
      hint: 'Think about what you get when you multiply!',
    });
    expect(actionLabel(wrong.state)).toBe('CONTINUE');
  });
});

describe('celebration timing', () => {
  afterEach(() => vi.useRealTimers());

  /** Runs effects the way the engine does: each delay on a clock; outcomes recorded. */
  function runWithClock(initial: LessonState, actions: LessonAction[]) {
    let state = initial;
    const log: Array<Outcome | { after: number; action: LessonAction }> = [];
    const dispatch = (action: LessonAction) => {
      const step = reduce(state, action);
      log.push(...outcomes(state, step.state));
      state = step.state;
      for (const effect of step.effects) {
        log.push(effect);
        setTimeout(() => dispatch(effect.action), effect.after);
      }
    };
    for (const action of actions) dispatch(action);
    return {
      get state() {
        return state;
      },
      log,
    };
  }

  it('shows the overlay exactly 1 s after a correct answer on the last lesson of a block', () => {
    vi.useFakeTimers();
    const run = runWithClock(start('amusement-park-5'), [{ type: 'choose', value: 32 }, { type: 'check' }]);
    expect(CELEBRATION_DELAY_MS).toBe(1000);
    expect(run.log).toContainEqual({ after: 1000, action: { type: 'celebrate' } });
    vi.advanceTimersByTime(999);
    expect(run.state.celebrating).toBe(false);
    vi.advanceTimersByTime(1);
    expect(run.state.celebrating).toBe(true);
    expect(run.log.slice(-2)).toEqual([
      { type: 'sound', name: 'celebrate' },
      { type: 'announce', text: 'Block complete! You finished Multiplication at the Amusement Park!' },
    ]);
  });

  it('does not celebrate a wrong answer, or a correct answer inside a block', () => {
    vi.useFakeTimers();
    const wrong = runWithClock(start('amusement-park-5'), [{ type: 'choose', value: 31 }, { type: 'check' }]);
    const middle = runWithClock(start('amusement-park-4'), [
      { type: 'choose', value: 36 },
      { type: 'check' },
    ]);
    const finale = runWithClock(start('factor5'), [{ type: 'choose', value: 3 }, { type: 'check' }]);
    vi.advanceTimersByTime(5000);
    for (const run of [wrong, middle, finale]) {
      expect(run.state.celebrating).toBe(false);
      expect(run.log.some((e) => 'after' in e)).toBe(false);
    }
    expect(reduce(wrong.state, { type: 'celebrate' }).state.celebrating).toBe(false);
  });
});

describe('result recording and block review from reported answers', () => {
  /** Records the report effects of playing lessons with the given answers. */
  function answer(results: ActivityResult[], id: string, value: number): ActivityResult[] {
    const { effects } = play(start(id), { type: 'choose', value }, { type: 'check' });
    let next = results;
    for (const e of effects) {
      if (e.type === 'report')
        next = recordResult(next, { kind: 'lesson', id: e.lessonId, isCorrect: e.isCorrect, stars: e.stars });
    }
    return next;
  }

  it('first answer has attempts 1; a redo replaces is_correct and adds an attempt', () => {
    let results = answer([], 'd6-1', 3);
    expect(results).toMatchObject([{ activityId: 'd6-1', isCorrect: false, attempts: 1 }]);
    results = answer(results, 'd6-1', 2);
    expect(results).toMatchObject([{ activityId: 'd6-1', isCorrect: true, attempts: 2 }]);
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

describe('a wrong answer teaches (issue 14 point 15)', () => {
  it('outlines the right option after a wrong CHECK, beside the chosen red one', () => {
    const { state } = play(start('multiplication4'), { type: 'choose', value: 15 }, { type: 'check' });
    expect(optionLook(state, 15)).toBe('wrong');
    expect(optionLook(state, 18)).toBe('answer');
    expect(optionLook(state, 21)).toBe('dimmed');
    const right = play(start('multiplication4'), { type: 'choose', value: 18 }, { type: 'check' });
    expect(optionLook(right.state, 18)).toBe('right');
    expect(optionLook(right.state, 15)).toBe('dimmed');
  });

  it('outlines the factors a multi-select missed', () => {
    const picks = [1, 2, 3, 5].map((value): LessonAction => ({ type: 'choose', value }));
    const { state } = play(start('factor2'), ...picks, { type: 'check' });
    expect(optionLook(state, 5)).toBe('wrong');
    expect(optionLook(state, 2)).toBe('right');
    expect(optionLook(state, 12)).toBe('answer');
  });

  it('says in the live region what was wrong and what is right', () => {
    const { effects } = play(start('multiplication4'), { type: 'choose', value: 15 }, { type: 'check' });
    const said = effects.find((e) => e.type === 'announce');
    expect(said).toEqual({
      type: 'announce',
      text: 'Try again! Skip count by 3, 6 times! 6 × 3 is not 15. The right answer is 18.',
    });
    const word = play(start('factor1'), { type: 'choose', value: 'sum' }, { type: 'check' });
    expect(word.effects).toContainEqual({
      type: 'announce',
      text: expect.stringContaining('“sum” is not the answer. The right answer is “factor”.'),
    });
    const multi = play(start('factor2'), { type: 'choose', value: 1 }, { type: 'check' });
    expect(multi.effects).toContainEqual({
      type: 'announce',
      text: expect.stringContaining('1 is not the whole answer. The right answers are 1, 2, 3, 4, 6 and 12.'),
    });
    const division = play(start('division9'), { type: 'choose', value: 8 }, { type: 'check' });
    expect(division.effects).toContainEqual({
      type: 'announce',
      text: expect.stringContaining('45 ÷ 5 is not 8.'),
    });
  });
});
