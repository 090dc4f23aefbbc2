import { type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

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

/** The starting state and reducer of Castle Towers: the shared castle item rules over its data. */
export const { init, reducer } = itemsRules(towersGame);
