import type { Step } from '../castle-shared/effects';
import {
  type ItemsAction,
  type ItemsGame,
  type ItemsState,
  initialItemsState,
  itemsReducer,
} from '../castle-shared/itemsLogic';

/** Castle Walls (spec §3): segments × stones per segment; wrong options differ by 3 (§9). */
export const wallsGame: ItemsGame = {
  noun: 'Wall',
  items: [
    { name: 'North Wall', a: 6, b: 4 },
    { name: 'East Wall', a: 5, b: 3 },
    { name: 'South Wall', a: 4, b: 5 },
    { name: 'West Wall', a: 7, b: 3 },
  ],
  spread: 3,
  doneTitle: 'Walls built!',
  doneMessage: 'All 4 walls are up. Next up: the royal features!',
};

/** A fresh Castle Walls game. */
export const initialState: ItemsState = initialItemsState(wallsGame);

/** Castle Walls reducer: the shared castle item rules over the wall data. */
export function reducer(state: ItemsState, action: ItemsAction): Step<ItemsState, ItemsAction> {
  return itemsReducer(wallsGame, state, action);
}
