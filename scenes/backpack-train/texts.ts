import { share } from '../sharing-shared/step';
import type { BackpackLevel } from './data';
import type { BackpackState } from './logic';

/** Every message Backpack Train shows (and announces verbatim). */
export const backpackTexts = {
  title: 'Backpack Train',
  intro: (l: BackpackLevel) =>
    `Load ${l.backpacks} backpacks onto ${l.wagons} wagons so every wagon carries the same!`,
  howToPlay:
    'Tap a wagon to load one backpack into it. Share the backpacks so every wagon carries the same number, or press Auto Distribute to watch the train load itself. New Journey starts again.',
  progress: (n: number, total: number) => `${n} of ${total} backpacks`,
  /** The per-wagon result shown when the train is loaded. */
  perWagon: (l: BackpackLevel) => {
    const { each, left } = share(l.backpacks, l.wagons);
    const extra = left > 0 ? `, ${left} left on the platform` : '';
    return `${l.backpacks} ÷ ${l.wagons} = ${each} backpacks per wagon${extra}`;
  },
  /** When loaded by hand unevenly the train still leaves, but the child is told what fair looks like. */
  success: (s: BackpackState) => {
    const fair = s.wagons.every((w) => w.backpacks === s.wagons[0].backpacks);
    return fair
      ? 'All aboard! Every wagon carries the same. Choo choo!'
      : 'All aboard! Fair shares would look like this:';
  },
  gameOf: (level: number) => `Game ${level} of 4`,
  autoDistribute: 'Auto Distribute',
  newJourney: 'New Journey',
  nextGame: 'Next Game',
  completeSeries: 'Complete Series',
} as const;
