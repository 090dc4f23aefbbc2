import type { IceCreamLevel } from './data';

/** What the texts read of a game's state (logic imports these texts, so they never import logic). */
interface SharedOut {
  readonly level: IceCreamLevel;
  readonly children: readonly { readonly scoops: number }[];
  readonly pool: number;
}

/** The result line of a finished level, e.g. "12 ÷ 4 = 3 scoops each!". */
function successDetail(s: SharedOut): string {
  const each = s.children[0]?.scoops ?? 0;
  const extra = s.pool > 0 ? ` ${s.pool} left over.` : '';
  return `${s.level.scoops} ÷ ${s.level.children} = ${each} scoops each!${extra}`;
}

/** Every message Ice Cream Party shows (and announces verbatim). Pure, so tests can read them. */
export const iceCreamTexts = {
  title: 'Ice Cream Party',
  intro: (l: IceCreamLevel) => `Share ${l.scoops} scoops of ice cream fairly among ${l.children} friends!`,
  howToPlay: [
    'Drag a scoop from the bowl to a friend, or tap a friend to give them one scoop.',
    'Drag a scoop from one friend to another to make the shares fair, or tap a friend’s top scoop and then the friend who gets it.',
    'Everyone must have the same number of scoops and the bowl must be empty.',
    'Auto Distribute shares the scoops for you.',
  ],
  pool: (n: number) => (n === 1 ? '1 scoop left in the bowl' : `${n} scoops left in the bowl`),
  unfair: 'Not fair yet! Move scoops so everyone has the same.',
  scoopHint: 'Drag a scoop to a friend, or tap a friend to give them one.',
  pickedUp: (name: string) => `You picked up one of ${name}'s scoops. Now tap the friend who gets it.`,
  putBack: 'Scoop put back.',
  /** Accessible name of a friend's top scoop (pressed to pick it up). */
  seatScoop: (n: number) => `Child ${n} scoop`,
  successTitle: 'Fair share!',
  successDetail,
  /** The whole success message (title and detail), as announced. */
  success: (s: SharedOut) => `Fair share! ${successDetail(s)}`,
  nextGame: 'Next Game',
  previousGame: 'Previous Game',
  backToDashboard: 'Back to Dashboard',
  autoDistribute: 'Auto Distribute',
  reset: 'Reset',
} as const;
