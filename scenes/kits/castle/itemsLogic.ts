import {
  answered,
  go,
  laterWall,
  prompt,
  result,
  type SceneFact,
  type SceneReducer,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import { wrongAnswerSays } from '@scenes/engine/feedback';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { castleMessages } from './messages';
import { CARD_DELAY_MS, CASTLE_STARS } from './rules';

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

/** An item whose `name` is read each time it shows (`name` holds a `t` message: the language on screen). */
export function castleItem(name: () => string, a: number, b: number): CastleItem {
  return {
    get name() {
      return name();
    },
    a,
    b,
  };
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
  /** A challenge's "why" in the item's own model: "4 rows of 3 stones make 12" (issue 33). */
  why?: (a: number, b: number) => string;
}

/** Where the game is: building, or the last item is animating, or the card shows. */
export type ItemsPhase = 'playing' | 'finishing' | 'done';

/** Game state: which items are built and which one the option keys answer. */
export interface ItemsState {
  built: readonly boolean[];
  /** Index of the item the three options belong to; null once everything is built. */
  current: number | null;
  phase: ItemsPhase;
  /** When the current item's question showed (engine clock, ms): answers are timed from it. */
  shownAt: number;
}

/**
 * What the child (or the clock) can do. `leave` is the completion card's button: the view asks the
 * manifest whether a next game follows ('next') or the series ends ('games').
 */
export type ItemsAction =
  | { type: 'open' }
  | { type: 'select'; item: number }
  | { type: 'choose'; value: number }
  | { type: 'showCard' }
  | { type: 'leave'; to: 'next' | 'games' }
  /** The card's "New challenge" (issue 33). */
  | { type: 'newChallenge' };

/** The product an item asks for. */
export function answerOf(item: CastleItem): number {
  return item.a * item.b;
}

/** The fact an item practises: a × b. */
export function factOf(item: CastleItem): SceneFact {
  return { op: 'mul', a: item.a, b: item.b };
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
export function promptOf(game: ItemsGame, state: Pick<ItemsState, 'current'>): string | null {
  return state.current === null ? null : questionOf(game.items[state.current]);
}

/** An item's question: "Tower 1: 4 × 3 = ?". */
export function questionOf(item: CastleItem): string {
  return `${item.name}: ${item.a} × ${item.b} = ?`;
}

/** Whether `value` answers the current item (the view flashes a wrong key red; the state ignores it). */
export function isRightChoice(game: ItemsGame, state: ItemsState, value: number): boolean {
  return state.phase === 'playing' && state.current !== null && answerOf(game.items[state.current]) === value;
}

/** A fresh game: nothing built, the options answer item 1, whose question shows at `now`. */
export function initialItemsState(game: ItemsGame, now = 0): ItemsState {
  return { built: game.items.map(() => false), current: 0, phase: 'playing', shownAt: now };
}

/** The next unbuilt item after `from` (wrapping), or null when all are built. */
export function nextUnbuilt(built: readonly boolean[], from: number): number | null {
  for (let step = 1; step <= built.length; step++) {
    const i = (from + step) % built.length;
    if (!built[i]) return i;
  }
  return null;
}

/** Moves the options to item `current`, its question shown (and said) at `now`. */
function ask(game: ItemsGame, state: ItemsState, current: number, now: number) {
  return { state: { ...state, current, shownAt: now }, words: prompt(questionOf(game.items[current])) };
}

type ItemsStep = Step<ItemsState, ItemsAction>;

/**
 * An option tap: every one is a fact attempt timed from when the item's question showed. A wrong one
 * changes nothing (spec §5): the view flashes the key red, a screen reader hears why ("4 × 3 is
 * not 14") and the narrator says "Try again"; a right one builds the item and asks the next unbuilt one, or schedules the card.
 */
function choose(game: ItemsGame, state: ItemsState, value: number, now: number): ItemsStep {
  if (state.phase !== 'playing' || state.current === null) return settle(state);
  const index = state.current;
  const item = game.items[index];
  if (!optionsOf(item, index, game.spread).includes(value)) return settle(state);
  const fact = answered(factOf(item), value, state.shownAt, now);
  if (value !== answerOf(item)) {
    return { state, effects: [fact, sound('tap'), ...wrongAnswerSays(`${item.a} × ${item.b}`, value)] };
  }
  const built = state.built.map((b, i) => b || i === index);
  const effects: ItemsStep['effects'] = [
    fact,
    sound('correct'),
    say(castleMessages.itemBuilt(item.name, item.a, item.b)),
  ];
  const current = nextUnbuilt(built, index);
  if (current === null) {
    return {
      state: { ...state, built, current: null, phase: 'finishing' },
      effects: [...effects, laterWall(game.cardDelay ?? CARD_DELAY_MS, { type: 'showCard' })],
    };
  }
  const next = ask(game, { ...state, built }, current, now);
  return { state: next.state, effects: [...effects, next.words] };
}

/** The castle items reducer over one game's data. Refused moves return the same state and no effects. */
export function itemsReducer(game: ItemsGame): SceneReducer<ItemsState, ItemsAction> {
  return (state, action, now) => {
    switch (action.type) {
      case 'open': {
        const question = promptOf(game, state);
        return { state, effects: question ? [prompt(question)] : [] };
      }
      case 'select': {
        const { item } = action;
        if (state.phase !== 'playing' || state.built[item] !== false || state.current === item)
          return settle(state);
        const next = ask(game, state, item, now);
        return { state: next.state, effects: [sound('tap'), next.words] };
      }
      case 'choose':
        return choose(game, state, action.value, now);
      case 'showCard':
        if (state.phase !== 'finishing') return settle(state);
        return {
          state: { ...state, phase: 'done' },
          effects: [
            sound('complete'),
            say(game.doneTitle),
            say(game.doneMessage),
            result({ isCorrect: true, stars: CASTLE_STARS }),
            say(challengeTexts.offer),
          ],
        };
      case 'leave':
        return state.phase === 'done' ? { state, effects: [go(action.to)] } : settle(state);
      case 'newChallenge':
        return state.phase === 'done' ? { state, effects: [go('challenge')] } : settle(state);
    }
  };
}

/** A castle item game's start (at the engine's `now`) and reducer: the shared item rules bound to its data. */
export function itemsRules(game: ItemsGame): {
  init: (now: number) => ItemsState;
  reducer: SceneReducer<ItemsState, ItemsAction>;
} {
  return { init: (now) => initialItemsState(game, now), reducer: itemsReducer(game) };
}
