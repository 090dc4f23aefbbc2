import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';

/** A ferris challenge (spec §3): both orderings of one product. */
export interface FerrisChallenge {
  question: string;
  calculation1: string;
  calculation2: string;
  answer: number;
}

/** The two challenges: 6×3=18 and 4×5=20 (spec §9). */
export const challenges: FerrisChallenge[] = [
  {
    get question() {
      return t`Is 6 × 3 the same as 3 × 6?`;
    },
    calculation1: '6 × 3',
    calculation2: '3 × 6',
    answer: 18,
  },
  {
    get question() {
      return t`Is 4 × 5 the same as 5 × 4?`;
    },
    calculation1: '4 × 5',
    calculation2: '5 × 4',
    answer: 20,
  },
];

/** How long the wheel spins, in ms (spec §9). */
export const SPIN_MS = 3000;

/** Texts this game shows (and announces). */
export const texts = {
  get spin() {
    return t`Spin the Wheel`;
  },
  get next() {
    return t`Next Challenge`;
  },
  get playAgain() {
    return t`Play Again`;
  },
  get spinning() {
    return t`The wheel is spinning…`;
  },
  commutative: messages.games.commutative,
  done: messages.games.ferrisDone,
  progress: (n: number, total: number) => t`Challenge ${n} of ${total}`,
  /** The pair above the wheel: "6 × 3  and  3 × 6" (wide gaps, read at a glance). */
  pair: (c: FerrisChallenge) => t`${c.calculation1}  and  ${c.calculation2}`,
  /** A challenge's turn-around question after the spin (issue 33): "and 3 × 6?". */
  turnAsk: (a: number, b: number) => t`and ${a} × ${b}?`,
  /** Why, after a wrong turn-around: "3 × 6 = 18, like 6 × 3". */
  turnWhy: (a: number, b: number, product: number) => t`${a} × ${b} = ${product}, like ${b} × ${a}`,
  reveal: (c: FerrisChallenge) => t`${c.calculation1} = ${c.answer} and ${c.calculation2} = ${c.answer}`,
} as const;
