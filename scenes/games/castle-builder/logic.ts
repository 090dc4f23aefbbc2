import { notAnswer } from '@scenes/engine/feedback';
import { CASTLE_STARS, FOUNDATION_CARD_DELAY_MS, type Step } from '@scenes/kits/castle/effects';
import { castleMessages } from '@scenes/kits/castle/messages';

/**
 * Castle Foundation (spec §2, §5, §9): six blocks valued 2–7; pick up to 2 unplaced blocks (tap again to
 * deselect, a third is refused), then "Build Foundation" (only with exactly 2) shows their product as a
 * total. 18 places both blocks and builds the foundation; any other total just shows and play continues.
 */

/** The six block values, Block 1 to Block 6. */
export const BLOCK_VALUES: readonly number[] = [2, 3, 4, 5, 6, 7];
/** The product the foundation needs. */
export const TARGET = 18;
/** How many blocks a foundation takes. */
export const PICK = 2;

/** Where the game is: picking blocks, the foundation animating, or the card showing. */
export type BuilderPhase = 'playing' | 'finishing' | 'done';

/** Game state. Block numbers are 0-based indexes into BLOCK_VALUES. */
export interface BuilderState {
  selected: readonly number[];
  placed: readonly number[];
  /** The last product shown as a total; cleared when the selection changes. */
  total: number | null;
  built: boolean;
  phase: BuilderPhase;
}

/** What the child (or the clock) can do. */
export type BuilderAction =
  | { type: 'tapBlock'; block: number }
  | { type: 'build' }
  | { type: 'showCard' }
  | { type: 'reset' };

/** A fresh game: nothing selected or placed. */
export const initialState: BuilderState = {
  selected: [],
  placed: [],
  total: null,
  built: false,
  phase: 'playing',
};

/** Whether "Build Foundation" is enabled: exactly 2 blocks selected and the foundation not built yet. */
export function canBuild(state: BuilderState): boolean {
  return state.phase === 'playing' && state.selected.length === PICK;
}

/** The Castle Foundation reducer. Refused moves return the same state object and no effects. */
export function reducer(state: BuilderState, action: BuilderAction): Step<BuilderState, BuilderAction> {
  const same = { state, effects: [] };
  switch (action.type) {
    case 'reset':
      return { state: initialState, effects: [] };
    case 'tapBlock': {
      const { block } = action;
      if (state.phase !== 'playing' || BLOCK_VALUES[block] === undefined || state.placed.includes(block)) {
        return same;
      }
      if (state.selected.includes(block)) {
        const selected = state.selected.filter((b) => b !== block);
        return { state: { ...state, selected, total: null }, effects: [{ type: 'sound', sound: 'tap' }] };
      }
      if (state.selected.length >= PICK) return same;
      const selected = [...state.selected, block];
      return { state: { ...state, selected, total: null }, effects: [{ type: 'sound', sound: 'tap' }] };
    }
    case 'build': {
      if (!canBuild(state)) return same;
      const [a, b] = state.selected.map((i) => BLOCK_VALUES[i]);
      const total = a * b;
      const shown = { type: 'announce', text: castleMessages.builderTotal(total) } as const;
      if (total !== TARGET) {
        // Not 18: only the total shows (in red, no other message or sound: spec §5) and play continues;
        // a screen reader also hears why ("2 × 4 is not 18"), nothing more is shown.
        const why = { type: 'announce', text: notAnswer(`${a} × ${b}`, TARGET) } as const;
        return { state: { ...state, total }, effects: [shown, why] };
      }
      return {
        state: { selected: [], placed: state.selected, total, built: true, phase: 'finishing' },
        effects: [
          shown,
          { type: 'sound', sound: 'correct' },
          { after: FOUNDATION_CARD_DELAY_MS, action: { type: 'showCard' } },
        ],
      };
    }
    case 'showCard': {
      if (state.phase !== 'finishing') return same;
      const [a, b] = [...state.placed].sort((x, y) => x - y).map((i) => BLOCK_VALUES[i]);
      return {
        state: { ...state, phase: 'done' },
        effects: [
          { type: 'sound', sound: 'complete' },
          { type: 'announce', text: castleMessages.builderDoneTitle },
          { type: 'announce', text: castleMessages.builderDoneMessage(a, b) },
          { type: 'report', stars: CASTLE_STARS },
        ],
      };
    }
  }
}
