import type { SceneReducer } from '@scenes/engine/types';
import { challenges, SPIN_MS } from './data';

/** Not spun, spinning (3 s), revealed (spec §4). */
export type FerrisPhase = 'ready' | 'spinning' | 'revealed';

/** Ferris state: which challenge and its phase. */
export interface FerrisState {
  challenge: number;
  phase: FerrisPhase;
}

/** What the child (or the clock) does. */
export type FerrisAction = { type: 'spin' } | { type: 'spinEnded' } | { type: 'next' } | { type: 'restart' };

/** The first challenge, not spun. */
export function initFerris(): FerrisState {
  return { challenge: 0, phase: 'ready' };
}

/** The last challenge is revealed: "Congratulations! …". */
export function isFinished(state: FerrisState): boolean {
  return state.phase === 'revealed' && state.challenge === challenges.length - 1;
}

/**
 * Spin only when not spun (→ spinning, and spinEnded after 3 s on the engine's clock); spinEnded only
 * while spinning (→ revealed); Next Challenge only when revealed and not last (→ next, not spun).
 */
export const reduceFerris: SceneReducer<FerrisState, FerrisAction> = (state, action) => {
  switch (action.type) {
    case 'spin':
      if (state.phase !== 'ready') return { state, effects: [] };
      return {
        state: { ...state, phase: 'spinning' },
        effects: [{ after: SPIN_MS, action: { type: 'spinEnded' } }],
      };
    case 'spinEnded':
      if (state.phase !== 'spinning') return { state, effects: [] };
      return { state: { ...state, phase: 'revealed' }, effects: [] };
    case 'next':
      if (state.phase !== 'revealed' || isFinished(state)) return { state, effects: [] };
      return { state: { challenge: state.challenge + 1, phase: 'ready' }, effects: [] };
    case 'restart':
      return { state: initFerris(), effects: [] };
  }
};
