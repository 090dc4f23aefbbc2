import { t } from '@lingui/core/macro';
import { type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

/** Castle Towers (spec §3): four towers of height × width stones; wrong options differ by 2 (§9). */
export const towersGame: ItemsGame = {
  get noun() {
    return t`Tower`;
  },
  items: [
    {
      get name() {
        return t`Tower 1`;
      },
      a: 4,
      b: 3,
    },
    {
      get name() {
        return t`Tower 2`;
      },
      a: 5,
      b: 2,
    },
    {
      get name() {
        return t`Tower 3`;
      },
      a: 6,
      b: 2,
    },
    {
      get name() {
        return t`Tower 4`;
      },
      a: 3,
      b: 4,
    },
  ],
  spread: 2,
  get doneTitle() {
    return t`Towers built!`;
  },
  get doneMessage() {
    return t`All 4 towers stand tall. Next up: the castle walls!`;
  },
};

/** The starting state and reducer of Castle Towers: the shared castle item rules over its data. */
export const { init, reducer } = itemsRules(towersGame);
