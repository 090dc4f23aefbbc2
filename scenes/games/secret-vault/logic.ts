import { notAnswer } from '@scenes/engine/feedback';
import type { SceneReducer } from '@scenes/engine/types';
import { NEXT_MS, vaults, WRONG_MS } from './data';

/** Vault state (spec §4): which vault, how many opened, the chosen key and its feedback. */
export interface VaultState {
  vault: number;
  opened: number;
  /** The key being judged (locked while feedback shows), or null while choosing. */
  chosen: number | null;
  feedback: 'none' | 'wrong' | 'correct';
}

/** Key taps, the engine's timed follow-ups and Play Again. */
export type VaultAction =
  | { type: 'choose'; value: number }
  | { type: 'clearWrong' }
  | { type: 'nextVault' }
  | { type: 'playAgain' };

/** The first vault, locked, nothing chosen. */
export function initVault(): VaultState {
  return { vault: 0, opened: 0, chosen: null, feedback: 'none' };
}

/** The last vault is open: "Vault Master!". */
export function isMaster(state: VaultState): boolean {
  return state.opened === vaults.length;
}

/** What a screen reader hears while a wrong key shows ("7 × 8 is not 48"); null otherwise. */
export function wrongSaid(state: VaultState): string | null {
  if (state.feedback !== 'wrong' || state.chosen === null) return null;
  const v = vaults[state.vault];
  return notAnswer(`${v.factor1} × ${v.factor2}`, state.chosen);
}

/**
 * Choosing is refused while feedback shows or after the end, and for a value that is not one of the
 * vault's keys. A wrong key turns red and clears after 1 s; a correct one opens the vault (+1) and
 * the next vault follows after 2 s; the last one stays open.
 */
export const reduceVault: SceneReducer<VaultState, VaultAction> = (state, action) => {
  const none = { state, effects: [] };
  switch (action.type) {
    case 'choose': {
      const vault = vaults[state.vault];
      if (state.feedback !== 'none' || isMaster(state) || !vault.options.includes(action.value)) return none;
      if (action.value !== vault.answer) {
        return {
          state: { ...state, chosen: action.value, feedback: 'wrong' },
          effects: [{ after: WRONG_MS, action: { type: 'clearWrong' } }],
        };
      }
      const opened = state.opened + 1;
      const last = opened === vaults.length;
      return {
        state: { ...state, chosen: action.value, feedback: 'correct', opened },
        effects: last ? [] : [{ after: NEXT_MS, action: { type: 'nextVault' } }],
      };
    }
    case 'clearWrong':
      return state.feedback === 'wrong'
        ? { state: { ...state, chosen: null, feedback: 'none' }, effects: [] }
        : none;
    case 'nextVault':
      if (state.feedback !== 'correct' || isMaster(state)) return none;
      return { state: { ...state, vault: state.vault + 1, chosen: null, feedback: 'none' }, effects: [] };
    case 'playAgain':
      return { state: initVault(), effects: [] };
  }
};
