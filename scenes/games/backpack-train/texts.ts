import { share } from '@scenes/kits/sharing/share';
import type { BackpackLevel } from './data';

/** What the texts read of a game's state (logic imports these texts, so they never import logic). */
interface LoadedTrain {
  readonly level: BackpackLevel;
}

/** "24 ÷ 8 = 3 backpacks per wagon", with what stays on the platform when there is a remainder. */
function perWagon(l: BackpackLevel): string {
  const { each, left } = share(l.backpacks, l.wagons);
  const extra = left > 0 ? `, ${left} left on the platform` : '';
  return `${l.backpacks} ÷ ${l.wagons} = ${each} backpacks per wagon${extra}`;
}

/** The card's line: the train only leaves with a fair load, so this is always the fair share. */
function successDetail(s: LoadedTrain): string {
  return perWagon(s.level);
}

/** Every message Backpack Train shows (and announces verbatim). */
export const backpackTexts = {
  title: 'Backpack Train',
  intro: (l: BackpackLevel) =>
    `Load ${l.backpacks} backpacks onto ${l.wagons} wagons so every wagon carries the same!`,
  howToPlay: [
    'Tap a wagon to load one backpack into it.',
    'Share the backpacks so every wagon carries the same number.',
    'Tap Take out on a wagon to put a backpack back on the platform.',
    'Or press Auto Distribute and watch the train load itself.',
    'New Journey starts again.',
  ],
  progress: (n: number, total: number) => `${n} of ${total} backpacks`,
  /** Shown (in red) when the platform is empty but the wagons carry different numbers. */
  uneven: 'Not fair yet! Take backpacks out so every wagon carries the same.',
  /** The accessible name of a wagon's take-out button. */
  takeOut: (wagon: number) => `Take out of Wagon ${wagon}`,
  /** The per-wagon result shown when the train is loaded. */
  perWagon,
  successTitle: 'All aboard!',
  /** The card's line: the per-wagon result, framed as the fair share when loaded unevenly by hand. */
  successDetail,
  /** The whole success message, as announced. */
  success: (s: LoadedTrain) => `All aboard! ${successDetail(s)}`,
  autoDistribute: 'Auto Distribute',
  newJourney: 'New Journey',
  nextGame: 'Next Game',
  completeSeries: 'Complete Series',
} as const;
