/** One inverse challenge (spec §3): a known multiplication and the division it answers. */
export interface InverseChallenge {
  multiplication: string;
  multiplicationAnswer: number;
  division: string;
  divisionAnswer: number;
}

/** Spec §9: 5×4=20, 7×6=42, 8×9=72; the division asks for the first factor. */
export const INVERSE_CHALLENGES: readonly InverseChallenge[] = [
  { multiplication: '5 × 4 = 20', multiplicationAnswer: 20, division: '20 ÷ 4 = ?', divisionAnswer: 5 },
  { multiplication: '7 × 6 = 42', multiplicationAnswer: 42, division: '42 ÷ 6 = ?', divisionAnswer: 7 },
  { multiplication: '8 × 9 = 72', multiplicationAnswer: 72, division: '72 ÷ 9 = ?', divisionAnswer: 8 },
];

/** The answer options of every vault (spec §9: 2-10 and 12). */
export const INVERSE_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12] as const;

/** Spec §9: a correct answer advances after 3 s, a wrong one resets after 1.5 s. */
export const CORRECT_MS = 3000;
export const WRONG_MS = 1500;

/** A challenge's wrong answer shows the right one for this long (ms), then the next vault comes. */
export const REVEAL_MS = 2600;
