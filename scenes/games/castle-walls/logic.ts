import { type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

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

/** The starting state and reducer of Castle Walls: the shared castle item rules over its data. */
export const { init, reducer } = itemsRules(wallsGame);
