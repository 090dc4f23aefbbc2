import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';

/** A vault challenge (spec §3): question, factors, answer and six answer keys. */
export interface VaultChallenge {
  question: string;
  factor1: number;
  factor2: number;
  answer: number;
  options: number[];
}

/** Three vaults with answers 56, 54, 56 (spec §9). */
export const vaults: VaultChallenge[] = [
  {
    get question() {
      return t`What is 7 × 8?`;
    },
    factor1: 7,
    factor2: 8,
    answer: 56,
    options: [48, 54, 56, 63, 42, 64],
  },
  {
    get question() {
      return t`What is 6 × 9?`;
    },
    factor1: 6,
    factor2: 9,
    answer: 54,
    options: [45, 56, 63, 54, 48, 36],
  },
  {
    get question() {
      return t`What is 8 × 7?`;
    },
    factor1: 8,
    factor2: 7,
    answer: 56,
    options: [64, 49, 54, 72, 56, 42],
  },
];

/** Feedback timings in ms (spec §9): a wrong key clears after 1 s; the next vault follows 2 s after a correct one. */
export const WRONG_MS = 1000;
export const NEXT_MS = 2000;

/** A challenge round's vault question (issue 33). */
export const askText = (a: number, b: number) => t`What is ${a} × ${b}?`;

/** A challenge's wrong key shows the right one for this long (ms), then the next vault comes. */
export const REVEAL_MS = 2600;

/** Texts this game shows (and announces). */
export const texts = {
  progress: (opened: number) => t`${opened} of ${vaults.length} vaults opened`,
  opened: (v: VaultChallenge) => t`${v.factor1} × ${v.factor2} = ${v.answer}. The vault is open!`,
  done: messages.games.vaultDone,
  get playAgain() {
    return t`Play Again`;
  },
} as const;
