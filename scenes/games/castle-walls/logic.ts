import { t } from '@lingui/core/macro';
import { type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

/** Castle Walls (spec §3): segments × stones per segment; wrong options differ by 3 (§9). */
export const wallsGame: ItemsGame = {
  get noun() {
    return t`Wall`;
  },
  items: [
    {
      get name() {
        return t`North Wall`;
      },
      a: 6,
      b: 4,
    },
    {
      get name() {
        return t`East Wall`;
      },
      a: 5,
      b: 3,
    },
    {
      get name() {
        return t`South Wall`;
      },
      a: 4,
      b: 5,
    },
    {
      get name() {
        return t`West Wall`;
      },
      a: 7,
      b: 3,
    },
  ],
  spread: 3,
  get doneTitle() {
    return t`Walls built!`;
  },
  get doneMessage() {
    return t`All 4 walls are up. Next up: the royal features!`;
  },
};

/** The starting state and reducer of Castle Walls: the shared castle item rules over its data. */
export const { init, reducer } = itemsRules(wallsGame);
