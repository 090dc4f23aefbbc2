import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';
import type { InverseChallenge } from './data';

/** Every message Inverse Vault shows (and announces verbatim). */
export const inverseTexts = {
  get title() {
    return t`Inverse Vault`;
  },
  get intro() {
    return t`Use the multiplication fact you know to open each vault with its division answer!`;
  },
  get howToPlay() {
    return [
      t`Read the multiplication fact you already know.`,
      t`Pick the number that solves the division on the vault door.`,
      t`The right number opens the vault!`,
      t`Then tap New challenge: new divisions with your own facts, and the times fact has a missing number. A wrong answer shows you the right one, and the next vault comes.`,
    ];
  },
  /** A challenge's hint before the answer (issue 33): the multiplication with its missing factor. */
  missing: (divisor: number, product: number) => t`Think: ? × ${divisor} = ${product}`,
  /** Why, after a wrong answer: "5 × 4 = 20, so 20 ÷ 4 = 5". */
  why: (answer: number, divisor: number, product: number) =>
    t`${answer} × ${divisor} = ${product}, so ${product} ÷ ${divisor} = ${answer}`,
  known: (c: InverseChallenge) => t`We know: ${c.multiplication}`,
  opened: (c: InverseChallenge) => t`Vault open! ${c.division.replace('?', String(c.divisionAnswer))}`,
  progress: (opened: number, total: number) => t`${opened} of ${total} vaults opened`,
  vaultOf: (n: number, total: number) => t`Vault ${n} of ${total}`,
  done: messages.games.inverseDone,
  get exploreAgain() {
    return t`Explore Again`;
  },
} as const;
