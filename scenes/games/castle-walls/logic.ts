import { t } from '@lingui/core/macro';
import { castleItem, type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';

/** Castle Walls (spec §3): segments × stones per segment; wrong options differ by 3 (§9). */
export const wallsGame: ItemsGame = {
  get noun() {
    return t`Wall`;
  },
  items: [
    castleItem(() => t`North Wall`, 6, 4),
    castleItem(() => t`East Wall`, 5, 3),
    castleItem(() => t`South Wall`, 4, 5),
    castleItem(() => t`West Wall`, 7, 3),
  ],
  why: (a, b) => t`${a} segments of ${b} stones make ${a * b}`,
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
