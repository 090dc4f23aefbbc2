import {
  announceOnly,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { challenges, SPIN_MS, texts } from './data';

/** Not spun, spinning (3 s), revealed (spec §4). */
export type FerrisPhase = 'ready' | 'spinning' | 'revealed';

/** Ferris state: which challenge and its phase. */
export interface FerrisState {
  challenge: number;
  phase: FerrisPhase;
}

/** What the child (or the clock) does. */
export type FerrisAction =
  | { type: 'open' }
  | { type: 'spin' }
  | { type: 'spinEnded' }
  | { type: 'next' }
  | { type: 'restart' };

/** Stars for finishing both challenges. */
export const FERRIS_STARS = 3;

/** The first challenge, not spun. */
export function initFerris(): FerrisState {
  return { challenge: 0, phase: 'ready' };
}

/** The last challenge is revealed: "Congratulations! …". */
export function isFinished(state: FerrisState): boolean {
  return state.phase === 'revealed' && state.challenge === challenges.length - 1;
}

/** The lines a challenge shows before its spin: its place, then its question. */
export function challengeLines(state: FerrisState): string[] {
  return [texts.progress(state.challenge + 1, challenges.length), challenges[state.challenge].question];
}

/** What a challenge says as it shows: its place (announced only), then its question (a prompt). */
export function challengeSays(state: FerrisState): SceneEffect<FerrisAction>[] {
  const [progress, question] = challengeLines(state);
  return [announceOnly(progress), prompt(question)];
}

/**
 * Opening the scene says the first challenge. Spin only when not spun (→ spinning: the spin sound, and spinEnded after 3 s on the engine's clock);
 * spinEnded only while spinning (→ revealed, said; the last reveal congratulates and reports the game
 * completed); Next Challenge only when revealed and not last (→ next, not spun); Play Again restarts.
 * The child answers no question here (the wheel shows both products), so no fact attempts are
 * reported: watching a product is not evidence of recalling it.
 */
export const reduceFerris: SceneReducer<FerrisState, FerrisAction> = (state, action) => {
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
      const next: FerrisState = { ...state, phase: 'revealed' };
      const shown = [say(texts.commutative), say(texts.reveal(challenges[state.challenge]))];
      if (!isFinished(next)) return { state: next, effects: [sound('correct'), ...shown] };
      return {
        state: next,
        effects: [
          sound('complete'),
          ...shown,
          say(texts.done),
          result({ isCorrect: true, stars: FERRIS_STARS }),
        ],
      };
    }
    case 'next': {
      if (state.phase !== 'revealed' || isFinished(state)) return settle(state);
      const next: FerrisState = { challenge: state.challenge + 1, phase: 'ready' };
      return { state: next, effects: challengeSays(next) };
    }
    case 'restart': {
      const fresh = initFerris();
      return { state: fresh, effects: challengeSays(fresh) };
    }
  }
};
