import { messages } from '@/content/messages';
import type { InverseChallenge } from './data';

/** Every message Inverse Vault shows (and announces verbatim). */
export const inverseTexts = {
  title: 'Inverse Vault',
  intro: 'Use the multiplication fact you know to open each vault with its division answer!',
  howToPlay: [
    'Read the multiplication fact you already know.',
    'Pick the number that solves the division on the vault door.',
    'The right number opens the vault!',
  ],
  known: (c: InverseChallenge) => `We know: ${c.multiplication}`,
  opened: (c: InverseChallenge) => `Vault open! ${c.division.replace('?', String(c.divisionAnswer))}`,
  progress: (opened: number, total: number) => `${opened} of ${total} vaults opened`,
  vaultOf: (n: number, total: number) => `Vault ${n} of ${total}`,
  done: messages.games.inverseDone,
  exploreAgain: 'Explore Again',
} as const;
