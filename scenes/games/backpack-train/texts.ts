import { plural, t } from '@lingui/core/macro';
import type { ShareWords } from '@scenes/kits/sharing/challenge';
import { share } from '@scenes/kits/sharing/share';
import type { BackpackLevel } from './data';

/** What the texts read of a game's state (logic imports these texts, so they never import logic). */
interface LoadedTrain {
  readonly level: BackpackLevel;
}

/** "24 ÷ 8 = 3 backpacks per wagon", with what stays on the platform when there is a remainder. */
function perWagon(l: BackpackLevel): string {
  const { each, left } = share(l.backpacks, l.wagons);
  const { backpacks, wagons } = l;
  const line = t`${backpacks} ÷ ${wagons} = ${plural(each, { one: '# backpack per wagon', other: '# backpacks per wagon' })}`;
  return left > 0
    ? t`${line}, ${plural(left, { one: '# left on the platform', other: '# left on the platform' })}`
    : line;
}

/** The card's line: the train only leaves with a fair load, so this is always the fair share. */
function successDetail(s: LoadedTrain): string {
  return perWagon(s.level);
}

/** Every message Backpack Train shows (and announces verbatim). */
export const backpackTexts = {
  get title() {
    return t`Backpack Train`;
  },
  intro: (l: BackpackLevel) =>
    t`Load ${l.backpacks} backpacks onto ${l.wagons} wagons so every wagon carries the same!`,
  get howToPlay() {
    return [
      t`Tap a wagon to load one backpack into it.`,
      t`Share the backpacks so every wagon carries the same number.`,
      t`Tap Take out on a wagon to put a backpack back on the platform.`,
      t`Or press Auto Distribute and watch the train load itself.`,
      t`New Journey starts again.`,
      t`In a challenge, first answer on the number pad how many backpacks each wagon gets, then load the train to check.`,
    ];
  },
  progress: (n: number, total: number) => t`${n} of ${total} backpacks`,
  /** Shown (in red) when the platform is empty but the wagons carry different numbers. */
  get uneven() {
    return t`Not fair yet! Take backpacks out so every wagon carries the same.`;
  },
  /** The accessible name of a wagon's take-out button. */
  takeOut: (wagon: number) => t`Take out of Wagon ${wagon}`,
  /** The per-wagon result shown when the train is loaded. */
  perWagon,
  get successTitle() {
    return t`All aboard!`;
  },
  /** The card's line: the per-wagon result, framed as the fair share when loaded unevenly by hand. */
  successDetail,
  /** The whole success message, as announced. */
  success: (s: LoadedTrain) => t`All aboard! ${successDetail(s)}`,
  get autoDistribute() {
    return t`Auto Distribute`;
  },
  /** Said as the game opens (issue 38): the spec's button label, explained. */
  get autoExplained() {
    return t`Auto Distribute shares them out for you.`;
  },
  get playAgain() {
    return t`Play Again`;
  },
  get newJourney() {
    return t`New Journey`;
  },
  get nextGame() {
    return t`Next Game`;
  },
  get completeSeries() {
    return t`Complete Series`;
  },
} as const;

/** A challenge round's words (issue 33): asked before the train is loaded, and why when not right. */
export const backpackWords: ShareWords = {
  question: (f) => t`${f.a * f.b} backpacks on ${f.b} wagons: how many in each?`,
  why: (f) => t`${f.a * f.b} shared by ${f.b} is ${f.a} each`,
  get short() {
    return t`How many each?`;
  },
  get prove() {
    return t`Now load the train to check!`;
  },
};
