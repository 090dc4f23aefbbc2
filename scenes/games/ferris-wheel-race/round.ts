import type { Ask, AskAction, ChallengeProgress } from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { texts } from './data';
import type { FerrisPair } from './rounds';

// A challenge round's state and words (issue 33), apart from its rules (challenge.ts): the view, which
// both rounds share, reads these; the rules load only when a challenge starts.

/**
 * A challenge round of Ferris Wheel Race (issue 33): for each pair, "6 × 3 = ?" on the number pad
 * before Spin ('ask'), then after the spin "and 3 × 6?" ('turn'). A wrong answer shows the right one
 * on the ticket, is said ("Not quite: …") and the ride goes on; never a retry loop.
 */
export interface FerrisRound {
  pairs: readonly FerrisPair[];
  ask: Ask;
  feedback: 'none' | 'right' | 'wrong';
  /** Answers given in the round, and how many were right. */
  answers: number;
  right: number;
  progress: ChallengeProgress;
}

/** Challenge phases: asking a × b, ready to spin, spinning, asking b × a, both shown. */
export type RoundPhase = 'ask' | 'ready' | 'spinning' | 'turn' | 'revealed';

/** What the challenge reducer keeps: the pair, its phase and the round. */
export interface RoundState {
  challenge: number;
  phase: RoundPhase;
  round: FerrisRound;
}

/** Actions of a challenge round: the pad's, the spin and its end, Next, and the end card's. */
export type RoundAction =
  | AskAction
  | { type: 'open' }
  | { type: 'spin' }
  | { type: 'spinEnded' }
  | { type: 'next' }
  | { type: 'restart' }
  | { type: 'newChallenge' };

/** The first question a pair asks: "6 × 3 = ?". */
export const firstAsk = (p: FerrisPair) => `${p.a} × ${p.b} = ?`;

/** The question each phase shows (the turn-around after the spin). */
export function roundQuestion(state: RoundState): string {
  const pair = state.round.pairs[state.challenge];
  return state.phase === 'ask' || state.phase === 'ready' ? firstAsk(pair) : texts.turnAsk(pair.b, pair.a);
}

/** What an answer shows and says: "Yes! 6 × 3 = 18" or "Not quite: 3 × 6 = 18, like 6 × 3". */
export function answerLine(state: RoundState, correct: boolean): string {
  const pair = state.round.pairs[state.challenge];
  const product = pair.a * pair.b;
  const turn = state.phase === 'turn' || state.phase === 'revealed';
  const said = turn ? `${pair.b} × ${pair.a}` : `${pair.a} × ${pair.b}`;
  if (correct) return challengeTexts.right(said, product);
  return challengeTexts.notQuite(turn ? texts.turnWhy(pair.b, pair.a, product) : `${said} = ${product}`);
}

/** Answers in a whole round (two per pair). */
export const roundAnswers = (state: RoundState) => state.round.pairs.length * 2;

/** The last pair is shown: the round is over. */
export function isRoundOver(state: RoundState): boolean {
  return state.phase === 'revealed' && state.challenge === state.round.pairs.length - 1;
}
