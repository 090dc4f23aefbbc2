import { describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import {
  actionLabel,
  CELEBRATION_DELAY_MS,
  canCheck,
  feedback,
  initLesson,
  type LessonAction,
  type LessonState,
  optionLook,
  reduceLesson,
} from './logic';
import { questionFor } from './question';

/** A lesson's question, shown at t = 1000 ms on the engine clock. */
const start = (id: string, finish?: boolean) => initLesson(questionFor(getLesson(id)!, finish), 1000);

/** Applies actions in order, one every 500 ms, collecting every effect. */
function play(state: LessonState, ...actions: LessonAction[]) {
  let current = state;
  let now = current.shownAt;
  const effects: ReturnType<typeof reduceLesson>['effects'] = [];
  for (const action of actions) {
    now += 500;
    const step = reduceLesson(current, action, now);
    effects.push(...step.effects);
    current = step.state;
  }
  return { state: current, effects };
}

const pick = (value: number | string): LessonAction => ({ type: 'choose', value });
const check: LessonAction = { type: 'check' };

describe('lesson question state machine', () => {
  it('starts with nothing chosen and CHECK disabled; CHECK and CONTINUE are refused', () => {
    const s = start('multiplication1');
    expect(s.selected).toEqual([]);
    expect(s.shownAt).toBe(1000);
    expect(canCheck(s)).toBe(false);
    expect(actionLabel(s)).toBe('CHECK');
    expect(reduceLesson(s, check, 2000)).toEqual({ state: s, effects: [] });
    expect(reduceLesson(s, { type: 'continue' }, 2000)).toEqual({ state: s, effects: [] });
  });

  it('lets the child change the chosen option before CHECK, with no effects', () => {
    const { state, effects } = play(start('multiplication1'), pick(15), pick(12));
    expect(state.selected).toEqual([12]);
    expect(canCheck(state)).toBe(true);
    expect(effects).toEqual([]);
  });

  it('locks a right answer: result, the fact timed from the question, sound, praise and hint', () => {
    const { state, effects } = play(start('multiplication1'), pick(12), check);
    expect(state.phase).toBe('locked');
    expect(state.verdict).toBe('correct');
    expect(feedback(state)).toEqual({ title: 'Great job!', hint: 'Yes! 3 × 4 = 12' });
    expect(actionLabel(state)).toBe('CONTINUE');
    expect(effects).toEqual([
      { result: { isCorrect: true, stars: 5, attempts: 1 } },
      { fact: { fact: { op: 'mul', a: 3, b: 4 }, answer: 12, correct: true, ms: 1000 } },
      { sound: 'correct' },
      { say: 'Great job! Yes! 3 × 4 = 12' },
    ]);
  });

  it('says the question as a prompt when the lesson opens', () => {
    const s = start('multiplication2');
    expect(reduceLesson(s, { type: 'open' }, 1000)).toEqual({
      state: s,
      effects: [
        {
          say: 'Mia puts 5 stars on each of her 4 pages. That is 5 + 5 + 5 + 5. How many stars does Mia use?',
          prompt: true,
        },
      ],
    });
  });

  it('a first wrong answer: "Try again!", the hint, no stars, a wrong fact attempt, and a real retry', () => {
    const checked = play(start('multiplication2'), pick(25), check);
    expect(checked.state.verdict).toBe('wrong');
    expect(checked.state.phase).toBe('retry');
    expect(feedback(checked.state)).toEqual({ title: 'Try again!', hint: 'Skip count by 5, 4 times!' });
    expect(actionLabel(checked.state)).toBe('CHECK');
    expect(canCheck(checked.state)).toBe(false);
    expect(optionLook(checked.state, 25)).toBe('wrong');
    expect(optionLook(checked.state, 20)).toBe('idle');
    expect(checked.effects).toEqual([
      { result: { isCorrect: false, stars: 0, attempts: 1 } },
      { fact: { fact: { op: 'mul', a: 4, b: 5 }, answer: 25, correct: false, ms: 1000 } },
      { sound: 'wrong' },
      { announce: '4 × 5 is not 25.' },
      { say: 'Try again! Skip count by 5, 4 times!' },
    ]);
    expect(reduceLesson(checked.state, check, 9000)).toEqual({ state: checked.state, effects: [] });
    expect(reduceLesson(checked.state, { type: 'continue' }, 9000)).toEqual({
      state: checked.state,
      effects: [],
    });
    // Picking again clears the red and the panel; the retry's answer is one more attempt (the store adds it).
    const again = reduceLesson(checked.state, pick(20), 2500);
    expect(again.effects).toEqual([]);
    expect(again.state).toMatchObject({ phase: 'choosing', verdict: null, selected: [20] });
    expect(feedback(again.state)).toBeNull();
    const right = reduceLesson(again.state, check, 3000);
    expect(right.state).toMatchObject({ phase: 'locked', verdict: 'correct' });
    expect(right.effects).toEqual([
      { result: { isCorrect: true, stars: 5, attempts: 1 } },
      { fact: { fact: { op: 'mul', a: 4, b: 5 }, answer: 20, correct: true, ms: 1000 } },
      { sound: 'correct' },
      { say: 'Excellent work! Yes! 4 × 5 = 20' },
    ]);
  });

  it('a second wrong answer locks: the right option outlined, its success hint, and CONTINUE', () => {
    const first = play(start('multiplication2'), pick(25), check);
    const second = play(first.state, pick(19), check);
    expect(second.state).toMatchObject({ phase: 'locked', verdict: 'wrong', tries: 2 });
    expect(feedback(second.state)).toEqual({ title: 'The right answer is 20.', hint: 'Yes! 4 × 5 = 20' });
    expect(actionLabel(second.state)).toBe('CONTINUE');
    expect(optionLook(second.state, 19)).toBe('wrong');
    expect(optionLook(second.state, 20)).toBe('answer');
    expect(second.effects).toEqual([
      { result: { isCorrect: false, stars: 0, attempts: 1 } },
      { fact: { fact: { op: 'mul', a: 4, b: 5 }, answer: 19, correct: false, ms: 1000 } },
      { sound: 'wrong' },
      { announce: '4 × 5 is not 19.' },
      { say: 'The right answer is 20. Yes! 4 × 5 = 20' },
    ]);
    expect(reduceLesson(second.state, pick(20), 9000)).toEqual({ state: second.state, effects: [] });
    expect(reduceLesson(second.state, check, 9000)).toEqual({ state: second.state, effects: [] });
  });

  it('times a division answer as (a·b) ÷ b from when the question showed', () => {
    const s = start('d6-1');
    const { effects } = reduceLesson(reduceLesson(s, pick(2), 1200).state, check, 4321);
    expect(effects).toEqual([
      { result: { isCorrect: true, stars: 5, attempts: 1 } },
      { fact: { fact: { op: 'div', a: 2, b: 4 }, answer: 2, correct: true, ms: 3321 } },
      { sound: 'correct' },
      { say: 'Great job! Yes! 8 ÷ 4 = 2, because 4 × 2 = 8' },
    ]);
  });

  it('reports no fact attempt for an answer that is no × or ÷ fact (remainder, word answer)', () => {
    const remainder = play(start('d5-1'), pick(1), check);
    expect(remainder.effects.filter((e) => 'fact' in e)).toEqual([]);
    expect(remainder.effects[0]).toEqual({ result: { isCorrect: true, stars: 5, attempts: 1 } });
    const word = play(start('factor1'), pick('factor'), check);
    expect(word.effects.filter((e) => 'fact' in e)).toEqual([]);
  });

  it('CONTINUE asks for what comes next, right or wrong; FINISH at the curriculum’s end asks for the dashboard', () => {
    const right = play(start('multiplication1'), pick(12), check);
    expect(reduceLesson(right.state, { type: 'continue' }, 5000)).toEqual({
      state: right.state,
      effects: [{ navigate: 'next' }],
    });
    const wrong = play(start('d6-5'), pick(4), check, pick(5), check);
    expect(reduceLesson(wrong.state, { type: 'continue' }, 5000).effects).toEqual([{ navigate: 'next' }]);
    const last = play(start('factor5'), pick(3), check);
    expect(actionLabel(last.state)).toBe('FINISH');
    expect(reduceLesson(last.state, { type: 'continue' }, 5000).effects).toEqual([{ navigate: 'dashboard' }]);
    // A redo sent back to the review never finishes.
    const redo = play(start('factor5', false), pick(3), check);
    expect(actionLabel(redo.state)).toBe('CONTINUE');
    expect(reduceLesson(redo.state, { type: 'continue' }, 5000).effects).toEqual([{ navigate: 'next' }]);
  });
});

describe('multi-select (factor2)', () => {
  it('toggles options and is right only for exactly 1, 2, 3, 4, 6, 12', () => {
    const picks = [1, 2, 3, 4, 6, 12].map(pick);
    const right = play(start('factor2'), ...picks, check);
    expect(right.state.verdict).toBe('correct');
    expect(play(start('factor2'), ...picks.slice(0, 5), check).state.verdict).toBe('wrong');
    expect(play(start('factor2'), ...picks, pick(5), check).state.verdict).toBe('wrong');
    const toggled = play(start('factor2'), ...picks, pick(5), pick(5));
    expect(toggled.state.selected).toHaveLength(6);
    expect(reduceLesson(toggled.state, check, 0).state.verdict).toBe('correct');
  });
});

describe('fill-the-word (factor4)', () => {
  it('holds at most one word; tapping it again empties the blank', () => {
    const one = play(start('factor4'), pick('sum'), pick('product'));
    expect(one.state.selected).toEqual(['product']);
    const emptied = play(one.state, pick('product'));
    expect(emptied.state.selected).toEqual([]);
    expect(canCheck(emptied.state)).toBe(false);
  });

  it('is correct only for "product" and shows the spec hints', () => {
    const right = play(start('factor4'), pick('product'), check);
    expect(feedback(right.state)?.hint).toBe('Factors × Factors = Product!');
    const wrong = play(start('factor4'), pick('factor'), check);
    expect(feedback(wrong.state)).toEqual({
      title: 'Try again!',
      hint: 'Think about what you get when you multiply!',
    });
    expect(actionLabel(wrong.state)).toBe('CHECK');
    const twice = play(wrong.state, pick('sum'), check);
    expect(feedback(twice.state)).toEqual({
      title: 'The right answer is “product”.',
      hint: 'Factors × Factors = Product!',
    });
    expect(actionLabel(twice.state)).toBe('CONTINUE');
  });
});

describe('celebration', () => {
  it('follows 1 s after a correct last answer of a block, with its sounds and words', () => {
    const { state, effects } = play(start('amusement-park-5'), pick(32), check);
    expect(CELEBRATION_DELAY_MS).toBe(1000);
    expect(effects.slice(-1)).toEqual([{ after: 1000, action: { type: 'celebrate' } }]);
    const party = reduceLesson(state, { type: 'celebrate' }, 3000);
    expect(party.state.celebrating).toBe(true);
    expect(party.effects).toEqual([
      { sound: 'complete' },
      { sound: 'whoosh' },
      { say: 'Block complete! You finished Multiplication at the Amusement Park!' },
    ]);
    expect(reduceLesson(party.state, { type: 'celebrate' }, 3100)).toEqual({
      state: party.state,
      effects: [],
    });
    // The celebration's CONTINUE goes on to the block review.
    expect(reduceLesson(party.state, { type: 'continue' }, 4000).effects).toEqual([{ navigate: 'next' }]);
  });

  it('a treasure block has no rocket whoosh', () => {
    const { state } = play(start('d6-5'), pick(6), check);
    expect(reduceLesson(state, { type: 'celebrate' }, 3000).effects).toEqual([
      { sound: 'complete' },
      { say: 'Block complete! You finished Dividing in the Real World!' },
    ]);
  });

  it('does not celebrate a wrong answer, or a correct answer inside a block or at the finale', () => {
    const wrong = play(start('amusement-park-5'), pick(31), check);
    const middle = play(start('amusement-park-4'), pick(36), check);
    const finale = play(start('factor5'), pick(3), check);
    for (const run of [wrong, middle, finale]) {
      expect(run.effects.some((e) => 'after' in e)).toBe(false);
      expect(reduceLesson(run.state, { type: 'celebrate' }, 0)).toEqual({ state: run.state, effects: [] });
    }
  });
});

describe('a wrong answer teaches (issue 14 point 15)', () => {
  it('outlines the right option after a second wrong CHECK, beside the chosen red one', () => {
    const { state } = play(start('multiplication4'), pick(9), check, pick(15), check);
    expect(optionLook(state, 15)).toBe('wrong');
    expect(optionLook(state, 18)).toBe('answer');
    expect(optionLook(state, 21)).toBe('dimmed');
    const right = play(start('multiplication4'), pick(18), check);
    expect(optionLook(right.state, 18)).toBe('right');
    expect(optionLook(right.state, 15)).toBe('dimmed');
  });

  it('outlines the factors a multi-select missed (after a retry that keeps the right picks)', () => {
    const first = play(start('factor2'), ...[1, 2, 5].map(pick), check);
    expect(optionLook(first.state, 5)).toBe('wrong');
    expect(optionLook(first.state, 2)).toBe('selected');
    const { state } = play(first.state, pick(3), check);
    expect(state.selected).toEqual([1, 2, 5, 3]);
    expect(optionLook(state, 5)).toBe('wrong');
    expect(optionLook(state, 2)).toBe('right');
    expect(optionLook(state, 12)).toBe('answer');
  });

  it('tells screen readers what was wrong, and what is right after the second try', () => {
    const said = (id: string, ...values: (number | string)[]) =>
      play(start(id), ...values.map(pick), check).effects.filter((e) => 'announce' in e || 'say' in e);
    expect(said('multiplication4', 15)).toEqual([
      { announce: '6 × 3 is not 15.' },
      { say: 'Try again! Skip count by 3, 6 times!' },
    ]);
    expect(said('factor1', 'sum')[0]).toEqual({ announce: '“sum” is not the answer.' });
    expect(said('factor2', 1)[0]).toEqual({ announce: '1 is not the whole answer.' });
    const twice = play(start('division9'), pick(8), check, pick(7), check).effects.slice(-2);
    expect(twice).toEqual([
      { announce: '45 ÷ 5 is not 7.' },
      { say: 'The right answer is 9. Yes! 45 ÷ 5 = 9, because 5 × 9 = 45' },
    ]);
  });
});
