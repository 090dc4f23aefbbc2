import {
  announceOnly,
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import type { RoundAction, RoundState } from './challenge';
import { challenges, SPIN_MS, texts } from './data';
import { isRoundOver, roundQuestion } from './round';

/** Not spun, spinning (3 s), revealed (spec §4). */
export type FerrisPhase = 'ready' | 'spinning' | 'revealed';

/** The spec round's state: which challenge and its phase. */
export interface SpecState {
  challenge: number;
  phase: FerrisPhase;
}

/** Ferris state: the spec round's, or a challenge round's (issue 33, challenge.ts). */
export type FerrisState = SpecState | RoundState;

/** What the child (or the clock) does; the number pad's actions only count in a challenge. */
export type FerrisAction = RoundAction;

/** Stars for finishing both challenges. */
export const FERRIS_STARS = 3;

/** The spec round's first challenge, not spun. */
function specStart(): SpecState {
  return { challenge: 0, phase: 'ready' };
}

/** The spec round's first challenge, not spun (a challenge round starts with challenge.ts's initRound). */
export function initFerris(): SpecState {
  return specStart();
}

/** The last challenge is revealed: "Congratulations! …" (or a challenge round's end). */
export function isFinished(state: FerrisState): boolean {
  if ('round' in state) return isRoundOver(state);
  return state.phase === 'revealed' && state.challenge === challenges.length - 1;
}

/** The lines a challenge shows before its spin: its place, then its question. */
export function challengeLines(state: FerrisState): string[] {
  if ('round' in state)
    return [texts.progress(state.challenge + 1, state.round.pairs.length), roundQuestion(state)];
  return [texts.progress(state.challenge + 1, challenges.length), challenges[state.challenge].question];
}

/** What a challenge says as it shows: its place (announced only), then its question (a prompt). */
export function challengeSays(state: SpecState): SceneEffect<FerrisAction>[] {
  const [progress, question] = challengeLines(state);
  return [announceOnly(progress), prompt(question)];
}

/**
 * Opening the scene says the first challenge. Spin only when not spun (→ spinning: the spin sound, and spinEnded after 3 s on the engine's clock);
 * spinEnded only while spinning (→ revealed, said; the last reveal congratulates and reports the game
 * completed); Next Challenge only when revealed and not last (→ next, not spun); Play Again restarts.
 * The child answers no question here (the wheel shows both products), so no fact attempts are
 * reported: watching a product is not evidence of recalling it. The end offers a challenge round,
 * which asks (challenge.ts's reduceRound, loaded when a challenge starts).
 */
export const reduceFerris: SceneReducer<SpecState, FerrisAction> = (state, action) => {
  switch (action.type) {
    case 'open':
      return { state, effects: challengeSays(state) };
    case 'spin':
      if (state.phase !== 'ready') return settle(state);
      return {
        state: { ...state, phase: 'spinning' },
        effects: [sound('spin'), say(texts.spinning), later(SPIN_MS, { type: 'spinEnded' })],
      };
    case 'spinEnded': {
      if (state.phase !== 'spinning') return settle(state);
      const next: SpecState = { ...state, phase: 'revealed' };
      const shown = [say(texts.commutative), say(texts.reveal(challenges[state.challenge]))];
      if (!isFinished(next)) return { state: next, effects: [sound('correct'), ...shown] };
      return {
        state: next,
        effects: [
          sound('complete'),
          ...shown,
          say(texts.done),
          result({ isCorrect: true, stars: FERRIS_STARS }),
          say(challengeTexts.offer),
        ],
      };
    }
    case 'next': {
      if (state.phase !== 'revealed' || isFinished(state)) return settle(state);
      const next: SpecState = { challenge: state.challenge + 1, phase: 'ready' };
      return { state: next, effects: challengeSays(next) };
    }
    case 'restart': {
      const fresh = specStart();
      return { state: fresh, effects: challengeSays(fresh) };
    }
    case 'newChallenge':
      return { state, effects: [go('challenge')] };
    default:
      return settle(state);
  }
};
