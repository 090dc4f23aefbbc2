import {
  announceOnly,
  answered,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneFact,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import { NEXT_MS, texts, type VaultChallenge, vaults, WRONG_MS } from './data';

/** Vault state (spec §4): which vault, how many opened, the chosen key and its feedback. */
export interface VaultState {
  vault: number;
  opened: number;
  /** The key being judged (locked while feedback shows), or null while choosing. */
  chosen: number | null;
  feedback: 'none' | 'wrong' | 'correct';
  /** When the question showed (engine clock, ms): answers are timed from it. */
  shownAt: number;
}

/** Key taps, the engine's timed follow-ups and Play Again. */
export type VaultAction =
  | { type: 'open' }
  | { type: 'choose'; value: number }
  | { type: 'clearWrong' }
  | { type: 'nextVault' }
  | { type: 'playAgain' };

/** Stars for opening all three vaults. */
export const VAULT_STARS = 3;

/** The first vault, locked, nothing chosen, shown at `now`. */
export function initVault(now = 0): VaultState {
  // i18n-ignore: a state value, never shown
  return { vault: 0, opened: 0, chosen: null, feedback: 'none', shownAt: now };
}

/** The last vault is open: "Vault Master!". */
export function isMaster(state: VaultState): boolean {
  return state.opened === vaults.length;
}

/** The fact a vault asks: factor1 × factor2. */
export function factOf(v: VaultChallenge): SceneFact {
  return { op: 'mul', a: v.factor1, b: v.factor2 };
}

/** The lines a vault shows while it is being solved (question, progress). */
export function questionLines(state: VaultState): string[] {
  return [vaults[state.vault].question, texts.progress(state.opened)];
}

/** What a vault says as it appears: its question (a prompt); the progress is for screen readers. */
export function questionSays(state: VaultState): SceneEffect<VaultAction>[] {
  const [question, progress] = questionLines(state);
  return [prompt(question), announceOnly(progress)];
}

/**
 * Opening the scene says the first question. Choosing is refused while feedback shows or after the end, and for a value that is not one of the
 * vault's keys. Every answer is a timed fact attempt. A wrong key turns red, is announced ("7 × 8 is
 * not 48"), the narrator says "Try again", and it clears after 1 s; a correct one opens the vault (+1) and the next vault follows after 2 s;
 * the last one stays open and reports the game completed.
 */
export const reduceVault: SceneReducer<VaultState, VaultAction> = (state, action, now) => {
  switch (action.type) {
    case 'open':
      return { state, effects: questionSays(state) };
    case 'choose': {
      const vault = vaults[state.vault];
      if (state.feedback !== 'none' || isMaster(state) || !vault.options.includes(action.value))
        return settle(state);
      const fact = answered(factOf(vault), action.value, state.shownAt, now);
      if (action.value !== vault.answer) {
        return {
          // i18n-ignore: a state value, never shown
          state: { ...state, chosen: action.value, feedback: 'wrong' },
          effects: [
            fact,
            sound('wrong'),
            ...wrongAnswerSays(`${vault.factor1} × ${vault.factor2}`, action.value),
            later(WRONG_MS, { type: 'clearWrong' }),
          ],
        };
      }
      const opened = state.opened + 1;
      const next = { ...state, chosen: action.value, feedback: 'correct' as const, opened };
      const open = [fact, sound('correct'), say(texts.opened(vault)), say(texts.progress(opened))];
      if (opened < vaults.length)
        return { state: next, effects: [...open, later(NEXT_MS, { type: 'nextVault' })] };
      return {
        state: next,
        effects: [
          ...open,
          sound('complete'),
          say(texts.done),
          result({ isCorrect: true, stars: VAULT_STARS }),
        ],
      };
    }
    case 'clearWrong':
      return state.feedback === 'wrong'
        ? // i18n-ignore: a state value, never shown
          { state: { ...state, chosen: null, feedback: 'none', shownAt: now }, effects: [] }
        : settle(state);
    case 'nextVault': {
      if (state.feedback !== 'correct' || isMaster(state)) return settle(state);
      const next: VaultState = {
        ...state,
        vault: state.vault + 1,
        chosen: null,
        // i18n-ignore: a state value, never shown
        feedback: 'none',
        shownAt: now,
      };
      return { state: next, effects: questionSays(next) };
    }
    case 'playAgain': {
      const fresh = initVault(now);
      return { state: fresh, effects: questionSays(fresh) };
    }
  }
};
