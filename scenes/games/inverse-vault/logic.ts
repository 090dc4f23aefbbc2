import { notAnswer } from '@scenes/engine/feedback';
import { type Step, settle } from '@scenes/kits/sharing/step';
import { CORRECT_MS, INVERSE_CHALLENGES, type InverseChallenge, WRONG_MS } from './data';

/** Where the current vault is: choosing, showing a right or wrong answer, or all vaults done. */
export type InversePhase = 'choosing' | 'open' | 'wrong' | 'finished';

/** The whole game state. */
export interface InverseState {
  challenges: readonly InverseChallenge[];
  index: number;
  phase: InversePhase;
  /** The option being evaluated (or null while choosing). */
  selected: number | null;
  opened: number;
}

/** What the child (or the engine's timer) can do. */
export type InverseAction =
  | { type: 'choose'; value: number }
  | { type: 'advance' }
  | { type: 'clearWrong' }
  | { type: 'exploreAgain' };

/** A fresh game at the first vault. */
export function initInverse(challenges: readonly InverseChallenge[] = INVERSE_CHALLENGES): InverseState {
  return { challenges, index: 0, phase: 'choosing', selected: null, opened: 0 };
}

/** What a screen reader hears while a wrong answer shows ("20 ÷ 4 is not 4"); null otherwise. */
export function wrongSaid(state: InverseState): string | null {
  if (state.phase !== 'wrong' || state.selected === null) return null;
  return notAnswer(state.challenges[state.index].division.replace(' = ?', ''), state.selected);
}

/** The pure reducer of Inverse Vault (spec §4 "Inverse Vault", like the vault). */
export function inverseReducer(
  state: InverseState,
  action: InverseAction,
): Step<InverseState, InverseAction> {
  switch (action.type) {
    case 'choose': {
      // Selection is blocked while an answer is being evaluated.
      if (state.phase !== 'choosing') return settle(state);
      const correct = action.value === state.challenges[state.index].divisionAnswer;
      if (correct) {
        return {
          state: { ...state, phase: 'open', selected: action.value, opened: state.opened + 1 },
          effects: [{ after: CORRECT_MS, action: { type: 'advance' } }],
        };
      }
      return {
        state: { ...state, phase: 'wrong', selected: action.value },
        effects: [{ after: WRONG_MS, action: { type: 'clearWrong' } }],
      };
    }
    case 'advance': {
      if (state.phase !== 'open') return settle(state);
      const last = state.index === state.challenges.length - 1;
      if (last) return settle({ ...state, phase: 'finished', selected: null });
      return settle({ ...state, index: state.index + 1, phase: 'choosing', selected: null });
    }
    case 'clearWrong':
      if (state.phase !== 'wrong') return settle(state);
      return settle({ ...state, phase: 'choosing', selected: null });
    case 'exploreAgain':
      return settle(initInverse(state.challenges));
  }
}
