import {
  answered,
  go,
  later,
  prompt,
  result,
  type SceneFact,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import { castleMessages } from '@scenes/kits/castle/messages';
import { CASTLE_STARS, FOUNDATION_CARD_DELAY_MS } from '@scenes/kits/castle/rules';
import { challengeTexts } from '@scenes/kits/challenge/texts';

/**
 * Castle Foundation (spec §2, §5, §9): six blocks valued 2–7; pick up to 2 unplaced blocks (tap again to
 * deselect, a third is refused), then "Build Foundation" (only with exactly 2) shows their product as a
 * total. 18 places both blocks and builds the foundation; any other total shows in red and play
 * continues: after it, a tap on any block changes the pick (no dead end, issue 22).
 */

/** The six block values; each block is named by its value ("Block 2" … "Block 7"). */
export const BLOCK_VALUES: readonly number[] = [2, 3, 4, 5, 6, 7];
/** The product the foundation needs. */
export const TARGET = 18;
/** How many blocks a foundation takes. */
export const PICK = 2;
/** The fact every build answers: 3 × 6 (its answer is the product of the two blocks built with). */
export const FOUNDATION_FACT: SceneFact = { op: 'mul', a: 3, b: 6 };

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
  /** When the goal showed (engine clock, ms): every build is an answer timed from it. */
  shownAt: number;
}

/** What the child (or the clock) can do; `next` is the completion card's "Next Game". */
export type BuilderAction =
  | { type: 'open' }
  | { type: 'tapBlock'; block: number }
  | { type: 'build' }
  | { type: 'showCard' }
  | { type: 'next' }
  /** The card's "New challenge" (issue 33). */
  | { type: 'newChallenge' };

/** A fresh game at the engine's `now`: nothing selected or placed, the goal just shown. */
export function initBuilder(now = 0): BuilderState {
  return { selected: [], placed: [], total: null, built: false, phase: 'playing', shownAt: now };
}

/** Whether "Build Foundation" is enabled: exactly 2 blocks selected and the foundation not built yet. */
export function canBuild(state: BuilderState): boolean {
  return state.phase === 'playing' && state.selected.length === PICK;
}

/** The values of the two placed blocks, smaller first (the card's "3 × 6 = 18"). */
export function placedValues(state: BuilderState): number[] {
  return [...state.placed].sort((x, y) => x - y).map((i) => BLOCK_VALUES[i]);
}

/**
 * Picks or drops a block (a tap sound); a placed block or no block is refused, and so is a third
 * pick, except after a wrong build: then the red pair gives way to the tapped block.
 */
function tapBlock(state: BuilderState, block: number) {
  if (state.phase !== 'playing' || BLOCK_VALUES[block] === undefined || state.placed.includes(block))
    return settle<BuilderState, BuilderAction>(state);
  const picked = state.selected.includes(block);
  if (!picked && state.selected.length >= PICK) {
    if (state.total === null) return settle<BuilderState, BuilderAction>(state);
    return { state: { ...state, selected: [block], total: null }, effects: [sound('tap')] };
  }
  const selected = picked ? state.selected.filter((b) => b !== block) : [...state.selected, block];
  return { state: { ...state, selected, total: null }, effects: [sound('tap')] };
}

/**
 * The Castle Foundation reducer. Every build is a timed attempt at 3 × 6 answered with the product
 * of the two blocks. Refused moves return the same state object and no effects.
 */
export const reducer: SceneReducer<BuilderState, BuilderAction> = (state, action, now) => {
  switch (action.type) {
    case 'open':
      return { state, effects: [prompt(castleMessages.builderGoal)] };
    case 'tapBlock':
      return tapBlock(state, action.block);
    case 'build': {
      if (!canBuild(state)) return settle(state);
      const [a, b] = state.selected.map((i) => BLOCK_VALUES[i]);
      const total = a * b;
      const attempt = answered(FOUNDATION_FACT, total, state.shownAt, now);
      const shown = say(castleMessages.builderTotal(total));
      if (total !== TARGET) {
        // Not 18: only the total shows (in red, no other sound: spec §5) and play continues; a
        // screen reader also hears why ("2 × 4 is not 18") and the narrator says "Try again".
        return {
          state: { ...state, total },
          effects: [attempt, shown, ...wrongAnswerSays(`${a} × ${b}`, TARGET)],
        };
      }
      return {
        state: { ...state, selected: [], placed: state.selected, total, built: true, phase: 'finishing' },
        effects: [attempt, shown, sound('correct'), later(FOUNDATION_CARD_DELAY_MS, { type: 'showCard' })],
      };
    }
    case 'showCard': {
      if (state.phase !== 'finishing') return settle(state);
      const [a, b] = placedValues(state);
      return {
        state: { ...state, phase: 'done' },
        effects: [
          sound('complete'),
          say(castleMessages.builderDoneTitle),
          say(castleMessages.builderDoneMessage(a, b)),
          result({ isCorrect: true, stars: CASTLE_STARS }),
          say(challengeTexts.offer),
        ],
      };
    }
    case 'next':
      return state.phase === 'done' ? { state, effects: [go('next')] } : settle(state);
    case 'newChallenge':
      return state.phase === 'done' ? { state, effects: [go('challenge')] } : settle(state);
  }
};
