/**
 * The lesson question as a pure state machine (spec §4 "Lesson question", "Celebration",
 * "Fill-the-word"): nothing chosen → selected (changeable) → CHECK → locked right or wrong with
 * feedback and hint → CONTINUE (or FINISH) onward. Every outside effect (sound, words, the answer's
 * result, its fact attempt, navigation, the celebration's delay) is returned as the engine's data.
 */
import {
  answered,
  go,
  later,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { celebrationText, wrongAnswerText } from './words';

/** One answer option's value: a number or a word. */
export type Choice = number | string;

/** Everything the state machine needs to know about one lesson's question. */
export interface LessonQuestion {
  /** single: one of six; multi: select every fitting option; fill: at most one word in a blank. */
  mode: 'single' | 'multi' | 'fill';
  /** The right answer: one value, or for multi the exact set. */
  correct: readonly Choice[];
  hints: { wrong: string; right: string };
  /** The question's maths without its answer ("6 × 3"), for saying what a wrong answer is not; or null. */
  expression: string | null;
  /** The × or ÷ fact the answer is, reported as a timed attempt; null when it is none (issue 16). */
  fact: SceneFact | null;
  /** The praise shown after a correct answer ("Great job!" or "Excellent work!"). */
  praise: string;
  /** The text shown after a wrong answer ("Try again!"). */
  wrongText: string;
  isLastInBlock: boolean;
  /** The block's name, said by the celebration. */
  blockName: string;
  /** Which overlay celebrates the block (the rocket blasts off with a whoosh). */
  celebration: 'rocket' | 'treasure';
  stars: number;
  /** CONTINUE ends the curriculum: the button says FINISH and leads to the dashboard. */
  finish: boolean;
}

/** The question's state. */
export interface LessonState {
  question: LessonQuestion;
  selected: readonly Choice[];
  phase: 'choosing' | 'locked';
  verdict: 'correct' | 'wrong' | null;
  celebrating: boolean;
  /** When the question showed (engine clock, ms): the answer's fact attempt is timed from it. */
  shownAt: number;
}

/** What the child (or time) does: choose, CHECK, the celebration's delay, CONTINUE/FINISH. */
export type LessonAction =
  | { type: 'choose'; value: Choice }
  | { type: 'check' }
  | { type: 'celebrate' }
  | { type: 'continue' };

/** How long after a correct last-of-block answer the celebration appears (spec §4). */
export const CELEBRATION_DELAY_MS = 1000;

/** The starting state: nothing chosen, the question shown at `now` (engine clock, ms). */
export function initLesson(question: LessonQuestion, now = 0): LessonState {
  return { question, selected: [], phase: 'choosing', verdict: null, celebrating: false, shownAt: now };
}

/** CHECK is enabled only while choosing with at least one option chosen (spec §5). */
export function canCheck(state: LessonState): boolean {
  return state.phase === 'choosing' && state.selected.length > 0;
}

/** The label of the main button: CHECK, then CONTINUE, or FINISH when the curriculum ends. */
export function actionLabel(state: LessonState): 'CHECK' | 'CONTINUE' | 'FINISH' {
  if (state.phase === 'choosing') return 'CHECK';
  return state.question.finish ? 'FINISH' : 'CONTINUE';
}

/** Whether the chosen options are exactly the right answer. */
export function isCorrectSelection(question: LessonQuestion, selected: readonly Choice[]): boolean {
  if (selected.length !== question.correct.length) return false;
  return question.correct.every((value) => selected.includes(value));
}

/** The feedback lines shown once the answer is locked: the verdict text, then the hint. */
export function feedback(state: LessonState): { title: string; hint: string } | null {
  if (state.verdict === null) return null;
  const { question } = state;
  return state.verdict === 'correct'
    ? { title: question.praise, hint: question.hints.right }
    : { title: question.wrongText, hint: question.hints.wrong };
}

/** How one option looks. */
export type OptionLook = 'idle' | 'selected' | 'right' | 'wrong' | 'dimmed' | 'answer';

/**
 * The look of an option in the current state: selected before CHECK, green or red after it; after a
 * wrong CHECK the right options the child did not choose are outlined green ('answer').
 */
export function optionLook(state: LessonState, value: Choice): OptionLook {
  const chosen = state.selected.includes(value);
  const correct = state.question.correct.includes(value);
  if (state.phase === 'choosing') return chosen ? 'selected' : 'idle';
  if (!chosen) return state.verdict === 'wrong' && correct ? 'answer' : 'dimmed';
  if (state.question.mode === 'multi') return correct ? 'right' : 'wrong';
  return state.verdict === 'correct' ? 'right' : 'wrong';
}

function choose(state: LessonState, value: Choice): LessonState {
  const has = state.selected.includes(value);
  switch (state.question.mode) {
    case 'single':
      return { ...state, selected: [value] };
    case 'fill':
      // At most one word: tapping the chosen word again takes it back out of the blank.
      return { ...state, selected: has ? [] : [value] };
    case 'multi':
      return {
        ...state,
        selected: has ? state.selected.filter((v) => v !== value) : [...state.selected, value],
      };
  }
}

/**
 * What CHECK says: the verdict, then the hint, and after a wrong answer what the answer is not and
 * what it is (the words for the green outline).
 */
function verdictText(state: LessonState): string {
  const lines = feedback(state);
  if (!lines) return '';
  const said = `${lines.title} ${lines.hint}`;
  return state.verdict === 'correct' ? said : `${said} ${wrongAnswerText(state.question, state.selected)}`;
}

/**
 * CHECK locks the answer: its result (one attempt: the store adds it to earlier ones, spec §4
 * "Result recording"; stars only when right), its fact attempt timed from when the question showed
 * (a lesson whose answer is a × or ÷ fact), the verdict's sound and words, and on a right last
 * answer of a block the celebration 1 s later.
 */
function check(state: LessonState, now: number): Step<LessonState, LessonAction> {
  const { question } = state;
  const isCorrect = isCorrectSelection(question, state.selected);
  const next: LessonState = { ...state, phase: 'locked', verdict: isCorrect ? 'correct' : 'wrong' };
  const chosen = state.selected[0];
  const effects: SceneEffect<LessonAction>[] = [
    result({ isCorrect, stars: isCorrect ? question.stars : 0, attempts: 1 }),
  ];
  if (question.fact && typeof chosen === 'number')
    effects.push(answered(question.fact, chosen, state.shownAt, now));
  effects.push(sound(isCorrect ? 'correct' : 'wrong'), say(verdictText(next)));
  if (isCorrect && question.isLastInBlock) effects.push(later(CELEBRATION_DELAY_MS, { type: 'celebrate' }));
  return { state: next, effects };
}

/**
 * The reducer. Actions that make no sense in the current phase change nothing. CONTINUE (or the
 * celebration's CONTINUE) asks to go on once the answer is locked: to the dashboard after the
 * curriculum's last lesson, else to what comes next (the next lesson or the block review: the page
 * knows which).
 */
export const reduceLesson: SceneReducer<LessonState, LessonAction> = (state, action, now) => {
  const { question } = state;
  switch (action.type) {
    case 'choose':
      if (state.phase !== 'choosing') return settle(state);
      return { state: choose(state, action.value), effects: [] };
    case 'check':
      return canCheck(state) ? check(state, now) : settle(state);
    case 'celebrate': {
      if (state.verdict !== 'correct' || !question.isLastInBlock || state.celebrating) return settle(state);
      const whoosh = question.celebration === 'rocket' ? [sound('whoosh')] : [];
      return {
        state: { ...state, celebrating: true },
        effects: [sound('complete'), ...whoosh, say(celebrationText(question))],
      };
    }
    case 'continue':
      if (state.phase !== 'locked') return settle(state);
      return { state, effects: [go(question.finish ? 'dashboard' : 'next')] };
  }
};
