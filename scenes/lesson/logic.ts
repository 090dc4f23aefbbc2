/**
 * The lesson question as a pure state machine (spec §4 "Lesson question", "Celebration",
 * "Fill-the-word"): nothing chosen → selected (changeable) → CHECK → locked right or wrong with
 * feedback and hint → CONTINUE (or FINISH) onward. Time and outside effects are returned as data.
 */

/** One answer option's value: a number or a word. */
export type Choice = number | string;

/** Where CONTINUE leads. */
export type LessonExit =
  | { kind: 'lesson'; lessonId: string }
  | { kind: 'review'; blockName: string; blockPrefix: string; nextBlock: string | null }
  | { kind: 'app' };

/** Everything the state machine needs to know about one lesson's question. */
export interface LessonQuestion {
  lessonId: string;
  /** single: one of six; multi: select every fitting option; fill: at most one word in a blank. */
  mode: 'single' | 'multi' | 'fill';
  /** The right answer: one value, or for multi the exact set. */
  correct: readonly Choice[];
  hints: { wrong: string; right: string };
  /** The question's maths without its answer ("6 × 3"), for saying what a wrong answer is not; or null. */
  expression: string | null;
  /** The praise shown after a correct answer ("Great job!" or "Excellent work!"). */
  praise: string;
  /** The text shown after a wrong answer ("Try again!"). */
  wrongText: string;
  isLastInBlock: boolean;
  /** The block's name, said by the celebration. */
  blockName: string;
  stars: number;
  exit: LessonExit;
}

/** The question's state. */
export interface LessonState {
  question: LessonQuestion;
  selected: readonly Choice[];
  phase: 'choosing' | 'locked';
  verdict: 'correct' | 'wrong' | null;
  celebrating: boolean;
}

/** What the child (or time) does. */
export type LessonAction = { type: 'choose'; value: Choice } | { type: 'check' } | { type: 'celebrate' };

/** A timed follow-up: dispatch `action` after `after` ms (the engine runs it on GSAP's clock). */
export interface Delay {
  after: number;
  action: LessonAction;
}

/** A transition's result, in the engine's reducer shape. */
export interface Step {
  state: LessonState;
  effects: Delay[];
}

/** What the view does when the state moves on: report, speak to screen readers, play a sound. */
export type Outcome =
  | { type: 'report'; lessonId: string; isCorrect: boolean; stars: number }
  | { type: 'announce'; text: string }
  | { type: 'sound'; name: 'correct' | 'wrong' | 'celebrate' };

/** How long after a correct last-of-block answer the celebration appears (spec §4). */
export const CELEBRATION_DELAY_MS = 1000;

/** What the celebration overlay says. */
export function celebrationText(question: LessonQuestion): string {
  return `Block complete! You finished ${question.blockName}!`;
}

/** The starting state: nothing chosen. */
export function initLesson(question: LessonQuestion): LessonState {
  return { question, selected: [], phase: 'choosing', verdict: null, celebrating: false };
}

/** CHECK is enabled only while choosing with at least one option chosen (spec §5). */
export function canCheck(state: LessonState): boolean {
  return state.phase === 'choosing' && state.selected.length > 0;
}

/** The label of the main button: CHECK, then CONTINUE, or FINISH when the curriculum ends. */
export function actionLabel(state: LessonState): 'CHECK' | 'CONTINUE' | 'FINISH' {
  if (state.phase === 'choosing') return 'CHECK';
  return state.question.exit.kind === 'app' ? 'FINISH' : 'CONTINUE';
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

/** Options as a child reads them: numbers as digits, words in quotes; several joined with "and". */
function listOf(values: readonly Choice[]): string {
  const said = values.map((v) => (typeof v === 'string' ? `“${v}”` : String(v)));
  return said.length < 2 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
}

/**
 * What a screen reader hears after a wrong CHECK besides the feedback: what the answer is not and
 * what it is, the words for the green outline (e.g. "6 × 3 is not 15. The right answer is 18.").
 */
export function wrongAnswerText(question: LessonQuestion, selected: readonly Choice[]): string {
  const chosen = listOf(selected);
  const right =
    question.correct.length > 1
      ? `The right answers are ${listOf(question.correct)}.`
      : `The right answer is ${listOf(question.correct)}.`;
  if (question.mode === 'multi')
    return `${chosen} ${selected.length > 1 ? 'are' : 'is'} not the whole answer. ${right}`;
  if (question.expression) return `${question.expression} is not ${chosen}. ${right}`;
  return `${chosen} is not the answer. ${right}`;
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

/** The reducer. Actions that make no sense in the current phase change nothing. */
export function reduce(state: LessonState, action: LessonAction): Step {
  const { question } = state;
  switch (action.type) {
    case 'choose':
      if (state.phase !== 'choosing') return { state, effects: [] };
      return { state: choose(state, action.value), effects: [] };
    case 'check': {
      if (!canCheck(state)) return { state, effects: [] };
      const isCorrect = isCorrectSelection(question, state.selected);
      const next: LessonState = { ...state, phase: 'locked', verdict: isCorrect ? 'correct' : 'wrong' };
      const effects: Delay[] =
        isCorrect && question.isLastInBlock
          ? [{ after: CELEBRATION_DELAY_MS, action: { type: 'celebrate' } }]
          : [];
      return { state: next, effects };
    }
    case 'celebrate':
      if (state.verdict !== 'correct' || !question.isLastInBlock || state.celebrating)
        return { state, effects: [] };
      return { state: { ...state, celebrating: true }, effects: [] };
  }
}

/** Where CONTINUE (or FINISH) leads once the answer is locked, right or wrong; null before. */
export function exitOf(state: LessonState): LessonExit | null {
  return state.phase === 'locked' ? state.question.exit : null;
}

/** The outside effects of moving from `prev` to `next`: the view runs them once per transition. */
export function outcomes(prev: LessonState, next: LessonState): Outcome[] {
  const out: Outcome[] = [];
  if (prev.phase === 'choosing' && next.phase === 'locked') {
    const isCorrect = next.verdict === 'correct';
    const lines = feedback(next)!;
    out.push(
      {
        type: 'report',
        lessonId: next.question.lessonId,
        isCorrect,
        stars: isCorrect ? next.question.stars : 0,
      },
      { type: 'sound', name: isCorrect ? 'correct' : 'wrong' },
      {
        type: 'announce',
        text: isCorrect
          ? `${lines.title} ${lines.hint}`
          : `${lines.title} ${lines.hint} ${wrongAnswerText(next.question, next.selected)}`,
      },
    );
  }
  if (!prev.celebrating && next.celebrating) {
    out.push(
      { type: 'sound', name: 'celebrate' },
      { type: 'announce', text: celebrationText(next.question) },
    );
  }
  return out;
}
