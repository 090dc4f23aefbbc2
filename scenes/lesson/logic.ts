/**
 * The lesson question as a pure state machine (spec §4 "Lesson question", "Celebration",
 * "Fill-the-word"): nothing chosen → selected (changeable) → CHECK → right: locked with praise and
 * hint; a first wrong answer: "Try again!", the hint and a real retry (issue 22); a second wrong
 * answer: locked with the right option shown and its success hint → CONTINUE (or FINISH) onward. Every outside effect (sound, words, the answer's
 * result, its fact attempt, navigation, the celebration's delay) is returned as the engine's data.
 */
import {
  announceOnly,
  answered,
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { celebrationText, notAnswerText, rightAnswerText } from './words';

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
  /** What is said when the question shows (its question and final question). */
  spoken: string;
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
  /** choosing; retry: a first wrong answer shows red until the child picks again; locked. */
  phase: 'choosing' | 'retry' | 'locked';
  /** Wrong CHECKs so far: the first gets a retry, the second shows the answer. */
  tries: number;
  verdict: 'correct' | 'wrong' | null;
  celebrating: boolean;
  /** When the question showed (engine clock, ms): the answer's fact attempt is timed from it. */
  shownAt: number;
}

/** What the child (or time) does: choose, CHECK, the celebration's delay, CONTINUE/FINISH. */
export type LessonAction =
  | { type: 'open' }
  | { type: 'choose'; value: Choice }
  | { type: 'check' }
  | { type: 'celebrate' }
  | { type: 'continue' };

/** How long after a correct last-of-block answer the celebration appears (spec §4). */
export const CELEBRATION_DELAY_MS = 1000;

/** The starting state: nothing chosen, the question shown at `now` (engine clock, ms). */
export function initLesson(question: LessonQuestion, now = 0): LessonState {
  return {
    question,
    selected: [],
    phase: 'choosing',
    tries: 0,
    verdict: null,
    celebrating: false,
    shownAt: now,
  };
}

/** CHECK is enabled only while choosing with at least one option chosen (spec §5). */
export function canCheck(state: LessonState): boolean {
  return state.phase === 'choosing' && state.selected.length > 0;
}

/** The label of the main button: CHECK, then CONTINUE, or FINISH when the curriculum ends. */
export function actionLabel(state: LessonState): 'CHECK' | 'CONTINUE' | 'FINISH' {
  if (state.phase !== 'locked') return 'CHECK';
  return state.question.finish ? 'FINISH' : 'CONTINUE';
}

/** Whether the chosen options are exactly the right answer. */
export function isCorrectSelection(question: LessonQuestion, selected: readonly Choice[]): boolean {
  if (selected.length !== question.correct.length) return false;
  return question.correct.every((value) => selected.includes(value));
}

/**
 * The feedback lines after CHECK: praise and the success hint; after a first wrong answer "Try
 * again!" and the hint; after a second one the right answer and its success hint.
 */
export function feedback(state: LessonState): { title: string; hint: string } | null {
  if (state.verdict === null) return null;
  const { question } = state;
  if (state.verdict === 'correct') return { title: question.praise, hint: question.hints.right };
  if (state.phase === 'retry') return { title: question.wrongText, hint: question.hints.wrong };
  return { title: rightAnswerText(question), hint: question.hints.right };
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
  // A retry: the wrong choice stays red until the child picks again (a multi-select's right picks stay).
  if (state.phase === 'retry')
    return !chosen ? 'idle' : state.question.mode === 'multi' && correct ? 'selected' : 'wrong';
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
 * CHECK judges the answer: its result (one attempt: the store adds it to earlier ones and keeps the
 * latest verdict, spec §4 "Result recording"; stars only when right), its fact attempt timed from
 * when the question (or the retry) showed, the verdict's sound and words, and on a right last
 * answer of a block the celebration 1 s later. A first wrong answer opens a retry ("Try again!" and
 * the hint); a second locks the question and shows the right answer with its success hint. Screen
 * readers also hear what the wrong answer is not.
 */
function check(state: LessonState, now: number): Step<LessonState, LessonAction> {
  const { question } = state;
  const isCorrect = isCorrectSelection(question, state.selected);
  const retry = !isCorrect && state.tries === 0;
  const next: LessonState = {
    ...state,
    phase: retry ? 'retry' : 'locked',
    verdict: isCorrect ? 'correct' : 'wrong',
    tries: state.tries + (isCorrect ? 0 : 1),
    shownAt: retry ? now : state.shownAt,
  };
  const chosen = state.selected[0];
  const effects: SceneEffect<LessonAction>[] = [
    result({ isCorrect, stars: isCorrect ? question.stars : 0, attempts: 1 }),
  ];
  if (question.fact && typeof chosen === 'number')
    effects.push(answered(question.fact, chosen, state.shownAt, now));
  effects.push(sound(isCorrect ? 'correct' : 'wrong'));
  if (!isCorrect) effects.push(announceOnly(notAnswerText(question, state.selected)));
  const lines = feedback(next);
  if (lines) effects.push(say(`${lines.title} ${lines.hint}`));
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
    case 'open':
      return { state, effects: [prompt(question.spoken)] };
    case 'choose':
      if (state.phase === 'retry') {
        // Picking again clears the red and the "Try again!" panel: a fresh CHECK.
        const again: LessonState = { ...state, phase: 'choosing', verdict: null };
        return { state: choose(again, action.value), effects: [] };
      }
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
