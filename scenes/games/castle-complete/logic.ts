import { t } from '@lingui/core/macro';
import { type ItemsGame, itemsRules } from '@scenes/kits/castle/itemsLogic';
import { FINALE_CARD_DELAY_MS } from '@scenes/kits/castle/rules';

/** Castle Complete (spec §3 royal features); wrong options differ by 2 (§9). */
export const completeGame: ItemsGame = {
  get noun() {
    return t`Feature`;
  },
  items: [
    {
      get name() {
        return t`Royal Flags`;
      },
      a: 3,
      b: 4,
    },
    {
      get name() {
        return t`Guard Posts`;
      },
      a: 4,
      b: 2,
    },
    {
      get name() {
        return t`Royal Gardens`;
      },
      a: 2,
      b: 6,
    },
    {
      get name() {
        return t`Treasure Rooms`;
      },
      a: 5,
      b: 3,
    },
  ],
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
