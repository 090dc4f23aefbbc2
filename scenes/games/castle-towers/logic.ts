import { t } from '@lingui/core/macro';
import { castleItem, type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

/** Castle Towers (spec §3): four towers of height × width stones; wrong options differ by 2 (§9). */
export const towersGame: ItemsGame = {
  get noun() {
    return t`Tower`;
  },
  items: [
    castleItem(() => t`Tower 1`, 4, 3),
    castleItem(() => t`Tower 2`, 5, 2),
    castleItem(() => t`Tower 3`, 6, 2),
    castleItem(() => t`Tower 4`, 3, 4),
  ],
  why: (a, b) => t`${a} rows of ${b} stones make ${a * b}`,
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
