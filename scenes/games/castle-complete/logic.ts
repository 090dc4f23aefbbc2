import { t } from '@lingui/core/macro';
import { castleItem, type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';
import { FINALE_CARD_DELAY_MS } from '@scenes/kits/castle/rules';

/** Castle Complete (spec §3 royal features); wrong options differ by 2 (§9). */
export const completeGame: ItemsGame = {
  get noun() {
    return t`Feature`;
  },
  items: [
    castleItem(() => t`Royal Flags`, 3, 4),
    castleItem(() => t`Guard Posts`, 4, 2),
    castleItem(() => t`Royal Gardens`, 2, 6),
    castleItem(() => t`Treasure Rooms`, 5, 3),
  ],
  why: (a, b) => t`${a} groups of ${b} make ${a * b}`,
  spread: 2,
  get doneTitle() {
    return t`Castle complete!`;
  },
  get doneMessage() {
    return t`Your royal castle is ready. The king and queen can move in!`;
  },
  // The finished castle rises first (ItemsScene's finale), then the card.
  cardDelay: FINALE_CARD_DELAY_MS,
};

/** The starting state and reducer of Castle Complete: the shared castle item rules over its data. */
export const { init, reducer } = itemsRules(completeGame);
