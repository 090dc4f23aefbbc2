import type { Step } from '../castle-shared/effects';
import {
  type ItemsAction,
  type ItemsGame,
  type ItemsState,
  initialItemsState,
  itemsReducer,
} from '../castle-shared/itemsLogic';

/** Castle Towers (spec §3): four towers of height × width stones; wrong options differ by 2 (§9). */
export const towersGame: ItemsGame = {
  noun: 'Tower',
  items: [
    { name: 'Tower 1', a: 4, b: 3 },
    { name: 'Tower 2', a: 5, b: 2 },
    { name: 'Tower 3', a: 6, b: 2 },
    { name: 'Tower 4', a: 3, b: 4 },
  ],
  spread: 2,
  doneTitle: 'Towers built!',
  doneMessage: 'All 4 towers stand tall. Next up: the castle walls!',
};

/** A fresh Castle Towers game. */
export const initialState: ItemsState = initialItemsState(towersGame);

/** Castle Towers reducer: the shared castle item rules over the tower data. */
export function reducer(state: ItemsState, action: ItemsAction): Step<ItemsState, ItemsAction> {
  return itemsReducer(towersGame, state, action);
}
