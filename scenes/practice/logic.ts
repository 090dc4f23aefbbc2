import {
  answered,
  go,
  later,
  prompt,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import {
  dayOf,
  type Fact,
  type FactAttempt,
  type FluencyModel,
  type Focus,
  nextQuestion,
  type Session,
  seededRng,
  sessionSummary,
  startPlacementSession,
  startSession,
  type TapFact,
  withAttempt,
} from '@/fluency';
import { isQuiz, type Reveal, revealOf, sourceOf, turnedFluent } from './rewards';
import { texts } from './texts';

/** Warm-up taps before the facts: they measure how fast this child types a digit. */
export const WARMUP_TAPS = 3;
/** How long the feedback stays before the next question: a miss shows the right answer longer. */
export const RIGHT_PAUSE_MS = 700;
export const WRONG_PAUSE_MS = 2000;
/** Extra time the celebration of a fact turning Fluent stays (issue 23). */
export const CELEBRATE_MS = 1200;
const MAX_DIGITS = 3;

/** What a session starts from: the child's model, the wall clock, and their days of practice. */
export interface PracticeInit {
  model: FluencyModel;
  /** Wall-clock ms (Date.now()) when the scene opened; answers are dated from it. */
  wallStart: number;
  seed: number;
  /** ISO times of earlier answers, for the streak. */
  dates: readonly string[];
  /** Issue 23: a placement quiz instead of practice (first practice, or "Check again"). */
  placement?: boolean;
  /** Issue 23: the grown-up's focus tables. */
  focus?: Focus;
}

/** Where the session is: warming up, asking, showing feedback, or showing the summary. */
export type Phase = 'warmup' | 'question' | 'feedback' | 'done';

/** The practice scene's state (plain data). */
export interface PracticeState {
  session: Session;
  phase: Phase;
  /** Digits still to tap in the warm-up; the first is on screen. */
  warmup: readonly number[];
  typed: string;
  /** Engine time the question showed (answers are timed from it). */
  shownAt: number;
  /** Engine time and wall time at the start, to date answers without reading the clock. */
  clockAt: number;
  wallStart: number;
  right: number;
  last: { fact: Fact; correct: boolean } | null;
  dates: readonly string[];
  summary: { lines: string[]; streakText: string } | null;
  /** Issue 23: the fact the last answer made Fluent (a small celebration), if any. */
  celebrate: Fact | null;
  /** Issue 23: what the end of the session reveals (stars, unlocked items). */
  reveal: Reveal | null;
}

/** The actions of the practice scene. */
export type PracticeAction =
  | { type: 'open' }
  | { type: 'digit'; digit: number }
  | { type: 'delete' }
  | { type: 'enter' }
  | { type: 'choose'; value: number }
  | { type: 'next' }
  | { type: 'stop' }
  | { type: 'home' };

/** True when the child picks one of four answers (grade ≤ 1) instead of typing. */
export function usesChoices(state: PracticeState): boolean {
  return state.session.current?.choices != null;
}

/** The first state: a warm-up for typists, the first question for children who pick answers. */
export function initPractice(init: PracticeInit, now: number): PracticeState {
  const rng = seededRng(init.seed);
  const day = dayOf(init.wallStart / 1000, init.model.ctx.tzOffsetMinutes);
  const start = init.placement
    ? startPlacementSession(init.model, day, rng)
    : startSession(init.model, day, rng, { focus: init.focus });
  const session = nextQuestion(start);
  const choices = session.current?.choices != null;
  const warmup = choices ? [] : Array.from({ length: WARMUP_TAPS }, () => Math.floor(rng() * 10));
  return {
    session,
    phase: warmup.length > 0 ? 'warmup' : session.current ? 'question' : 'done',
    warmup,
    typed: '',
    shownAt: now,
    clockAt: now,
    wallStart: init.wallStart,
    right: 0,
    last: null,
    dates: init.dates,
    summary: null,
    celebrate: null,
    reveal: null,
  };
}

/** What the live region says when the scene opens or a question shows. */
export function promptText(state: PracticeState): string {
  if (state.phase === 'warmup') {
    return texts.warmupSay(WARMUP_TAPS - state.warmup.length + 1, WARMUP_TAPS, state.warmup[0]);
  }
  const fact = state.session.current?.fact;
  return fact ? texts.question(fact) : texts.done;
}

/** An attempt as the fluency model reads it (the fact queue gives the stored row its own id). */
function attemptOf(state: PracticeState, fact: Fact | TapFact, answer: number, now: number): FactAttempt {
  const at = new Date(state.wallStart + (now - state.clockAt)).toISOString();
  const { fact: f, ...rest } = answered(fact, answer, state.shownAt, now).fact;
  const source = f.op === 'tap' ? 'warmup' : sourceOf(state.session);
  return { clientId: at, studentId: null, fact: f, assisted: false, at, ...rest, source };
}

function tap(state: PracticeState, digit: number, now: number): Step<PracticeState, PracticeAction> {
  const fact: TapFact = { op: 'tap', a: state.warmup[0], b: 0 };
  const attempt = attemptOf(state, fact, digit, now);
  const session = { ...state.session, model: withAttempt(state.session.model, attempt) };
  const warmup = state.warmup.slice(1);
  const next: PracticeState = {
    ...state,
    session,
    warmup,
    shownAt: now,
    phase: warmup.length ? 'warmup' : 'question',
  };
  return {
    state: next,
    effects: [answered(fact, digit, state.shownAt, now), sound('tap'), prompt(promptText(next))],
  };
}

function answer(state: PracticeState, value: number, now: number): Step<PracticeState, PracticeAction> {
  const fact = state.session.current?.fact;
  if (!fact) return settle(state);
  const attempt = attemptOf(state, fact, value, now);
  const correct = attempt.correct;
  const quiz = isQuiz(state.session);
  const session = nextQuestion(state.session, attempt);
  const celebrate = turnedFluent(state.session.model, session.model, fact) ? fact : null;
  const next: PracticeState = {
    ...state,
    session,
    phase: 'feedback',
    typed: '',
    right: state.right + (correct ? 1 : 0),
    last: { fact, correct },
    dates: [...state.dates, attempt.at],
    celebrate,
  };
  const logged = answered(fact, value, state.shownAt, now);
  return {
    state: next,
    effects: [
      { fact: { ...logged.fact, source: attempt.source } },
      // The quiz has no wrong sound: it is finding out, not marking (issue 23).
      sound(correct ? (celebrate ? 'complete' : 'correct') : quiz ? 'tap' : 'wrong'),
      say(
        celebrate
          ? texts.nowFluent(fact)
          : correct
            ? texts.right(fact)
            : quiz
              ? texts.quizThanks(fact)
              : texts.wrong(fact),
      ),
      later(correct ? RIGHT_PAUSE_MS + (celebrate ? CELEBRATE_MS : 0) : WRONG_PAUSE_MS, { type: 'next' }),
    ],
  };
}

function advance(state: PracticeState, now: number): Step<PracticeState, PracticeAction> {
  if (state.session.current) {
    const next: PracticeState = { ...state, phase: 'question', shownAt: now, celebrate: null };
    return { state: next, effects: [prompt(promptText(next))] };
  }
  const { session } = state;
  const today = dayOf((state.wallStart + (now - state.clockAt)) / 1000, session.model.ctx.tzOffsetMinutes);
  const s = sessionSummary(session.startModel, session.model, state.dates, today);
  const lines = s.lines.length > 0 ? s.lines.slice(0, 3) : [texts.nothingGrew];
  const summary = { lines, streakText: s.streakText };
  const reveal = revealOf(session, state.right);
  return {
    state: { ...state, phase: 'done', summary, reveal, celebrate: null },
    effects: [
      sound('complete'),
      // One line for the end and the unlock reveal (stars, what was placed, each new item), then
      // the streak; what grew stays on the card (the child heard each fact turn quick as it did).
      say([isQuiz(session) ? texts.quizDone : texts.done, ...reveal.lines].join(' ')),
      say(s.streakText),
    ],
  };
}

/** The practice reducer: the opening prompt, typing or picking answers, feedback, the next question, the summary. */
export const reducePractice: SceneReducer<PracticeState, PracticeAction> = (state, action, now) => {
  if (action.type === 'open') {
    // The quiz says what it is first (issue 23), then its first question.
    const intro = isQuiz(state.session) && state.phase !== 'done' ? [say(texts.quizTitle)] : [];
    return { state, effects: [...intro, prompt(promptText(state))] };
  }
  if (action.type === 'home') return { state, effects: [go('dashboard')] };
  if (action.type === 'next') return state.phase === 'feedback' ? advance(state, now) : settle(state);
  // Issue 38: a child may stop the quiz at any point; every answer so far is kept (already logged).
  if (action.type === 'stop')
    return isQuiz(state.session) && (state.phase === 'question' || state.phase === 'feedback')
      ? advance({ ...state, session: { ...state.session, current: null } }, now)
      : settle(state);
  if (state.phase === 'warmup')
    return action.type === 'digit' ? tap(state, action.digit, now) : settle(state);
  if (state.phase !== 'question') return settle(state);
  const choices = usesChoices(state);
  if (action.type === 'choose') return choices ? answer(state, action.value, now) : settle(state);
  if (choices) return settle(state);
  if (action.type === 'digit') {
    if (state.typed.length >= MAX_DIGITS || (state.typed === '' && action.digit === 0)) return settle(state);
    return { state: { ...state, typed: state.typed + action.digit }, effects: [] };
  }
  if (action.type === 'delete')
    return state.typed
      ? { state: { ...state, typed: state.typed.slice(0, -1) }, effects: [] }
      : settle(state);
  return state.typed ? answer(state, Number(state.typed), now) : settle(state);
};
