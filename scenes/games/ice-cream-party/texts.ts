import { plural, t } from '@lingui/core/macro';
import type { ShareWords } from '@scenes/kits/sharing/challenge';
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
  const { scoops, children } = s.level;
  const line = t`${scoops} ÷ ${children} = ${plural(each, { one: '# scoop each!', other: '# scoops each!' })}`;
  return s.pool > 0 ? t`${line} ${plural(s.pool, { one: '# left over.', other: '# left over.' })}` : line;
}

/** Every message Ice Cream Party shows (and announces verbatim). Pure, so tests can read them. */
export const iceCreamTexts = {
  get title() {
    return t`Ice Cream Party`;
  },
  intro: (l: IceCreamLevel) => t`Share ${l.scoops} scoops of ice cream fairly among ${l.children} friends!`,
  get howToPlay() {
    return [
      t`Drag a scoop from the bowl to a friend, or tap a friend to give them one scoop.`,
      t`Drag a scoop from one friend to another to make the shares fair, or tap a friend’s top scoop and then the friend who gets it.`,
      t`Everyone must have the same number of scoops and the bowl must be empty.`,
      t`Auto Distribute shares the scoops for you.`,
      t`In a challenge, first answer on the number pad how many scoops each friend gets, then share them out to check.`,
    ];
  },
  pool: (n: number) => plural(n, { one: '# scoop left in the bowl', other: '# scoops left in the bowl' }),
  get unfair() {
    return t`Not fair yet! Move scoops so everyone has the same.`;
  },
  get scoopHint() {
    return t`Drag a scoop to a friend, or tap a friend to give them one.`;
  },
  pickedUp: (name: string) => t`You picked up one of ${name}'s scoops. Now tap the friend who gets it.`,
  get putBack() {
    return t`Scoop put back.`;
  },
  /** Accessible name of a friend's top scoop (pressed to pick it up). */
  seatScoop: (n: number) => t`Child ${n} scoop`,
  get successTitle() {
    return t`Fair share!`;
  },
  successDetail,
  /** The whole success message (title and detail), as announced. */
  success: (s: SharedOut) => t`Fair share! ${successDetail(s)}`,
  get nextGame() {
    return t`Next Game`;
  },
  get previousGame() {
    return t`Previous Game`;
  },
  get backToDashboard() {
    return t`Back to Dashboard`;
  },
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
  get reset() {
    return t`Reset`;
  },
} as const;

/** A challenge round's words (issue 33): asked before the sharing, and why when the answer is not right. */
export const iceCreamWords: ShareWords = {
  question: (f) => t`${f.a * f.b} scoops for ${f.b} friends: how many each?`,
  why: (f) => t`${f.a * f.b} shared by ${f.b} is ${f.a} each`,
  get short() {
    return t`How many each?`;
  },
  get prove() {
    return t`Now share them out to check!`;
  },
};
