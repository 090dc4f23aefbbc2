import type { IceCreamState } from './logic';

/** Every message Ice Cream Party shows (and announces verbatim). Pure, so tests can read them. */
export const iceCreamTexts = {
  title: 'Ice Cream Party',
  intro: (s: IceCreamState) =>
    `Share ${s.level.scoops} scoops of ice cream fairly among ${s.level.children} friends!`,
  howToPlay:
    'Drag a scoop from the bowl to a friend, or tap a friend to give them a scoop. Drag a scoop from one friend to another to fix the shares. Everyone must get the same number and the bowl must be empty. Auto Distribute shares them for you.',
  pool: (n: number) => (n === 1 ? '1 scoop left in the bowl' : `${n} scoops left in the bowl`),
  unfair: 'Not fair yet! Move scoops so everyone has the same.',
  success: (s: IceCreamState) => {
    const each = s.children[0]?.scoops ?? 0;
    const extra = s.pool > 0 ? ` ${s.pool} left over.` : '';
    return `Fair share! ${s.level.scoops} ÷ ${s.level.children} = ${each} scoops each!${extra}`;
  },
  gameOf: (level: number) => `Game ${level} of 4`,
  nextGame: 'Next Game',
  previousGame: 'Previous Game',
  backToDashboard: 'Back to Dashboard',
  autoDistribute: 'Auto Distribute',
  reset: 'Reset',
} as const;
