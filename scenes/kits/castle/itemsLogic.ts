import { notAnswer } from '@scenes/engine/feedback';
import { CARD_DELAY_MS, CASTLE_STARS, type Step } from './effects';
import { castleMessages } from './messages';

/**
 * The shared rules of castle-towers, castle-walls and castle-complete (spec §2 "Towers, Walls and Royal
 * features"): four items, each a product a × b with three answer options; a correct tap builds the item
 * and locks it, a wrong tap changes nothing; all four built → completion card; Reset clears everything.
 */

/** One thing to build: e.g. a tower of `a` rows of `b` stones. */
export interface CastleItem {
  /** Shown name, e.g. "North Wall" or "Royal Flags". */
  name: string;
  a: number;
  b: number;
}

/** A castle game's fixed data. */
export interface ItemsGame {
  /** Noun for accessible names ("Tower" → "Tower 1"). */
  noun: string;
  items: readonly CastleItem[];
  /** How far the wrong options sit from the right one (2 for towers and features, 3 for walls). */
  spread: number;
  /** Completion card title and message (both announced). */
  doneTitle: string;
  doneMessage: string;
  /** Ms from the last build to the card (default CARD_DELAY_MS; longer when a finale plays first). */
  cardDelay?: number;
}

/** Where the game is: building, or the last item is animating, or the card shows. */
export type ItemsPhase = 'playing' | 'finishing' | 'done';

/** Game state: which items are built and which one the option keys answer. */
export interface ItemsState {
  built: readonly boolean[];
  /** Index of the item the three options belong to; null once everything is built. */
  current: number | null;
  phase: ItemsPhase;
}

/** What the child (or the clock) can do. */
export type ItemsAction =
  | { type: 'select'; item: number }
  | { type: 'choose'; value: number }
  | { type: 'showCard' }
  | { type: 'reset' };

/** The product an item asks for. */
export function answerOf(item: CastleItem): number {
  return item.a * item.b;
}

/**
 * The three options of item `index`: the answer and answer ± spread, rotated by the item's position so
 * the right one is not always in the same place (item 1: middle, item 2: first, item 3: last, item 4:
 * middle). Deterministic so tests and screen-reader users meet the same order every time.
 */
export function optionsOf(item: CastleItem, index: number, spread: number): number[] {
  const answer = answerOf(item);
  const base = [answer - spread, answer, answer + spread];
  const shift = index % 3;
  return [...base.slice(shift), ...base.slice(0, shift)];
}

/** The question for the current item, e.g. "Tower 1: 4 × 3 = ?" (shown and announced); null when done. */
export function promptOf(game: ItemsGame, state: ItemsState): string | null {
  if (state.current === null) return null;
  const item = game.items[state.current];
  return `${item.name}: ${item.a} × ${item.b} = ?`;
}

/** Whether `value` answers the current item (the view flashes a wrong key red; the state ignores it). */
export function isRightChoice(game: ItemsGame, state: ItemsState, value: number): boolean {
  return state.phase === 'playing' && state.current !== null && answerOf(game.items[state.current]) === value;
}

/** A fresh game: nothing built, the options answer item 1. */
export function initialItemsState(game: ItemsGame): ItemsState {
  return { built: game.items.map(() => false), current: 0, phase: 'playing' };
}

/** The next unbuilt item after `from` (wrapping), or null when all are built. */
function nextUnbuilt(built: readonly boolean[], from: number): number | null {
  for (let step = 1; step <= built.length; step++) {
    const i = (from + step) % built.length;
    if (!built[i]) return i;
  }
  return null;
}

/** The castle items reducer. Refused moves return the same state object and no effects. */
export function itemsReducer(
  game: ItemsGame,
  state: ItemsState,
  action: ItemsAction,
): Step<ItemsState, ItemsAction> {
  const same = { state, effects: [] };
  switch (action.type) {
    case 'reset':
      return { state: initialItemsState(game), effects: [] };
    case 'select': {
      if (state.phase !== 'playing' || state.built[action.item] !== false) return same;
      if (state.current === action.item) return same;
      return { state: { ...state, current: action.item }, effects: [{ type: 'sound', sound: 'tap' }] };
    }
    case 'choose': {
      if (state.phase !== 'playing' || state.current === null) return same;
      const index = state.current;
      const item = game.items[index];
      // A wrong castle answer changes nothing (spec §5): the view flashes the key red, and a screen
      // reader hears why ("4 × 3 is not 14"); a value that is no option is refused without a word.
      if (action.value !== answerOf(item)) {
        if (!optionsOf(item, index, game.spread).includes(action.value)) return same;
        return {
          state,
          effects: [{ type: 'announce', text: notAnswer(`${item.a} × ${item.b}`, action.value) }],
        };
      }
      const built = state.built.map((b, i) => b || i === index);
      const current = nextUnbuilt(built, index);
      const effects: Step<ItemsState, ItemsAction>['effects'] = [
        { type: 'sound', sound: 'correct' },
        { type: 'announce', text: castleMessages.itemBuilt(item.name, item.a, item.b) },
      ];
      if (current !== null) return { state: { ...state, built, current }, effects };
      effects.push({ after: game.cardDelay ?? CARD_DELAY_MS, action: { type: 'showCard' } });
      return { state: { built, current: null, phase: 'finishing' }, effects };
    }
    case 'showCard': {
      if (state.phase !== 'finishing') return same;
      return {
        state: { ...state, phase: 'done' },
        effects: [
          { type: 'sound', sound: 'complete' },
          { type: 'announce', text: game.doneTitle },
          { type: 'announce', text: game.doneMessage },
          { type: 'report', stars: CASTLE_STARS },
        ],
      };
    }
  }
}

/** A castle item game's starting state and reducer: the shared item rules bound to its data. */
export function itemsRules(game: ItemsGame): {
  initialState: ItemsState;
  reducer: (state: ItemsState, action: ItemsAction) => Step<ItemsState, ItemsAction>;
} {
  return {
    initialState: initialItemsState(game),
    reducer: (state, action) => itemsReducer(game, state, action),
  };
}
