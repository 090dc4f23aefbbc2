import type { ChallengeReport, ChallengeSetup } from '@scenes/engine/challenge';
import { answered, type FactAnswer, factAnswer } from '@scenes/engine/effects';
import { type Fact, type FactKey, factKey } from '@/fluency/types';
import { challengeTexts } from './texts';
import { type LevelTrack, startTrack, trackAnswer } from './track';

/**
 * One question a challenge round asks on the number pad (issue 33 §2), as plain data inside a
 * game's state: the fact, what the child has typed, and when it showed (answers are timed).
 */
export interface Ask {
  fact: Fact;
  typed: string;
  shownAt: number;
}

/** What the pad and the keyboard send while a question is asked. */
export type AskAction =
  | { type: 'digit'; digit: number }
  | { type: 'delete' }
  | { type: 'enter' }
  /** An answer given whole (an answer button of the overlay, a test). */
  | { type: 'answer'; value: number };

/** True for the actions of the ask panel. */
export function isAskAction(action: { type: string }): action is AskAction {
  return (
    action.type === 'digit' || action.type === 'delete' || action.type === 'enter' || action.type === 'answer'
  );
}

/** Longest answer typed (100 is the largest product). */
export const MAX_DIGITS = 3;

/** A question about `fact`, shown at `now`. */
export function askFor(fact: Fact, now: number): Ask {
  return { fact, typed: '', shownAt: now };
}

/** The answer of an ask's fact (a·b for ×, a for ÷). */
export function askAnswer(ask: Ask): number {
  return factAnswer(ask.fact);
}

/** The source of a challenge round's answers in fact_attempts (issue 33 §2). */
export const GAME_SOURCE = 'game';

/** A child's answer to the question: right or not, and its fact attempt (source 'game', timed). */
export interface Answered {
  value: number;
  correct: boolean;
  effect: { fact: FactAnswer };
}

/**
 * Applies a pad action: digits type (at most MAX_DIGITS, no leading zero), Delete erases, Enter (with
 * something typed) or a whole answer submits. Returns the new ask, and `answered` when submitted.
 */
export function reduceAsk(ask: Ask, action: AskAction, now: number): { ask: Ask; answered?: Answered } {
  if (action.type === 'digit') {
    if (ask.typed.length >= MAX_DIGITS || (ask.typed === '' && action.digit === 0)) return { ask };
    return { ask: { ...ask, typed: ask.typed + String(action.digit) } };
  }
  if (action.type === 'delete')
    return ask.typed ? { ask: { ...ask, typed: ask.typed.slice(0, -1) } } : { ask };
  const value = action.type === 'answer' ? action.value : Number(ask.typed);
  if (action.type === 'enter' && ask.typed === '') return { ask };
  const effect = gameAnswer(ask.fact, value, ask.shownAt, now);
  return { ask: { ...ask, typed: String(value) }, answered: { value, correct: effect.fact.correct, effect } };
}

/** A challenge round's fact attempt (source 'game'), timed from `shownAt`: for answers given on buttons. */
export function gameAnswer(fact: Fact, value: number, shownAt: number, now: number): { fact: FactAnswer } {
  const effect = answered(fact, value, shownAt, now);
  return { fact: { ...effect.fact, source: GAME_SOURCE } };
}

/** What every challenge round keeps besides its game's own state: its seed, level track and facts asked. */
export interface ChallengeProgress {
  seed: number;
  track: LevelTrack;
  asked: readonly FactKey[];
}

/** The progress a round starts with. */
export function startProgress(setup: ChallengeSetup): ChallengeProgress {
  return { seed: setup.seed, track: startTrack(setup), asked: [] };
}

/** The progress after an answer (a fact attempt effect of gameAnswer or reduceAsk) to `fact`. */
export function progressAfter(
  progress: ChallengeProgress,
  fact: Fact,
  attempt: { fact: FactAnswer },
): ChallengeProgress {
  const key = factKey(fact);
  return {
    ...progress,
    track: trackAnswer(progress.track, attempt.fact.correct, attempt.fact.ms),
    asked: progress.asked.includes(key) ? progress.asked : [...progress.asked, key],
  };
}

/** The level-up line when an answer moved the level up (issue 33 §3), else nothing. */
export function levelUpSays(before: ChallengeProgress, after: ChallengeProgress): { say: string }[] {
  return after.track.level > before.track.level ? [{ say: challengeTexts.levelUp(after.track.level) }] : [];
}

/**
 * The report effect, sent after each answer (a child may leave mid-round): the page keeps the level
 * and, under the round's seed, the facts it asked (the no-repeat history).
 */
export function reportChallenge(progress: ChallengeProgress): { challenge: ChallengeReport } {
  return { challenge: { round: progress.seed, asked: progress.asked, level: progress.track.level } };
}
