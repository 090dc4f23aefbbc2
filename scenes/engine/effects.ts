import type { Fact, TapFact } from '@/fluency/types';
import type { ChallengeReport } from './challenge';

/**
 * The one effect path (DESIGN §3.1): a scene reducer returns every side effect as data, and the
 * engine's `useSceneReducer` performs them. Effects are plain objects told apart by their key:
 * `{ after, action }` (time), `{ sound }`, `{ say }` (spoken, captioned and announced; `prompt: true`
 * for a prompt, which cancels what is being said), `{ announce }` (live region only), `{ result }`,
 * `{ fact }`, `{ navigate }`, `{ challenge }` (a challenge round's facts and level, issue 33).
 * Reducers build them with the small constructors below, so logic tests compare plain data.
 */

/** The short sounds every scene may play (names of `src/lib/audio.ts`). */
export type SoundName = 'tap' | 'correct' | 'wrong' | 'complete' | 'spin' | 'whoosh';

/**
 * Where a scene asks to go; only the page turns an intent into a URL. `replay` plays the spec's round
 * again, `challenge` starts a new challenge round (issue 33).
 */
export type NavIntent = 'next' | 'previous' | 'games' | 'dashboard' | 'replay' | 'challenge';

/** A × or ÷ fact, or a warm-up tap of one digit (answer: the digit): the contract of issue 16. */
export type SceneFact = Fact | TapFact;

/** One answer a child gave to a fact, timed from when the question showed. */
export interface FactAnswer {
  fact: SceneFact;
  answer: number;
  correct: boolean;
  ms: number;
  /** The child had help (a hint, an auto button): not evidence of fluency. */
  assisted?: boolean;
  /** Where it was answered, when the scene knows better than its page (practice: 'placement'). */
  source?: string;
}

/** A completion (game) or an answer (lesson) for the results store (DESIGN §3.3). */
export interface SceneResult {
  isCorrect: boolean;
  stars?: number;
  attempts?: number;
  /** Finished by a helper button (Auto Distribute, Form Teams): fewer stars, not a right answer. */
  assisted?: boolean;
}

/**
 * A timed follow-up: the engine dispatches `action` after `after` ms, on GSAP's clock (it follows
 * the frames), or with `wall: true` on the wall clock, its frame drawn at once: for what a child
 * waits on (a completion card's button) even while frames lag (issue 38 #14).
 */
export interface Later<A> {
  after: number;
  action: A;
  wall?: true;
}

/** A line the narrator speaks, the frame captions and the live region announces (issue 22). */
export interface Say {
  say: string;
  /** A prompt (a question, an instruction): it cancels what is being said. Feedback waits its turn. */
  prompt?: true;
}

/** Every effect a scene reducer may return. */
export type SceneEffect<A> =
  | Later<A>
  | { sound: SoundName }
  | Say
  | { announce: string }
  | { result: SceneResult }
  | { fact: FactAnswer }
  | { navigate: NavIntent }
  | { challenge: ChallengeReport };

/** What a scene reducer returns: the next state and its effects, in order. */
export interface Step<S, A> {
  state: S;
  effects: SceneEffect<A>[];
}

/**
 * A scene's pure reducer: no pixi, gsap, howler, react or supabase inside. `now` is the engine's
 * clock in ms (performance.now()); reducers that time answers keep the time a question showed in
 * their state and subtract.
 */
export type SceneReducer<S, A> = (state: S, action: A, now: number) => Step<S, A>;

/** Dispatch `action` after `ms` milliseconds. */
export function later<A>(ms: number, action: A): Later<A> {
  return { after: ms, action };
}

/** Dispatch `action` after `ms` milliseconds of wall-clock time, whatever the frame rate. */
export function laterWall<A>(ms: number, action: A): Later<A> {
  return { after: ms, action, wall: true };
}

/** Play a sound. */
export function sound(name: SoundName): { sound: SoundName } {
  return { sound: name };
}

/**
 * Say `text` (feedback, a total, a completion): spoken after what is being said, shown as the
 * frame's caption and sent to its live region, verbatim.
 */
export function say(text: string): Say {
  return { say: text };
}

/** Say a prompt (a question, the game's instruction, How to Play): it cancels what is being said. */
export function prompt(text: string): Say {
  return { say: text, prompt: true };
}

/** Only for screen readers: the live region hears `text`, the narrator does not say it. */
export function announceOnly(text: string): { announce: string } {
  return { announce: text };
}

/** Report a completion or a lesson answer. */
export function result(report: SceneResult): { result: SceneResult } {
  return { result: report };
}

/** The right answer of a fact: a·b for a × b, a for (a·b) ÷ b. */
export function factAnswer(fact: SceneFact): number {
  return fact.op === 'mul' ? fact.a * fact.b : fact.a;
}

/** Report one answer to a fact; `shownAt` and `now` are engine clock times (ms). */
export function answered(
  fact: SceneFact,
  answer: number,
  shownAt: number,
  now: number,
  assisted = false,
): { fact: FactAnswer } {
  const ms = Math.max(0, Math.round(now - shownAt));
  return {
    fact: { fact, answer, correct: answer === factAnswer(fact), ms, ...(assisted ? { assisted } : {}) },
  };
}

/** Ask the page to go somewhere. */
export function go(intent: NavIntent): { navigate: NavIntent } {
  return { navigate: intent };
}

/** A step with no effects (refused moves return the same state object). */
export function settle<S, A>(state: S): Step<S, A> {
  return { state, effects: [] };
}

/** True for a timed follow-up. */
export function isLater<A>(effect: SceneEffect<A>): effect is Later<A> {
  return 'after' in effect;
}

/** The action a scene's reducer gets when the scene opens and after a reset: it says the prompt. */
export const OPEN = { type: 'open' } as const;
