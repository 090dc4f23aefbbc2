import type { ChallengeProgress } from '@scenes/kits/challenge/ask';
import type { InverseChallenge } from './data';

/**
 * Where the current vault is: choosing, showing a right or wrong answer, a challenge's wrong answer
 * showing the right one ('reveal', issue 33), or all vaults done.
 */
export type InversePhase = 'choosing' | 'open' | 'wrong' | 'reveal' | 'finished';

/** The whole game state. */
export interface InverseState {
  challenges: readonly InverseChallenge[];
  index: number;
  phase: InversePhase;
  /** The option being evaluated (or null while choosing). */
  selected: number | null;
  opened: number;
  /** When the current division showed (engine clock, ms): answers are timed from it. */
  shownAt: number;
  /** A challenge round's level and facts asked (issue 33), or null in the spec's round. */
  challenge: ChallengeProgress | null;
}

/** What the child (or the engine's timer) can do. */
export type InverseAction =
  | { type: 'open' }
  | { type: 'choose'; value: number }
  | { type: 'advance' }
  | { type: 'clearWrong' }
  | { type: 'exploreAgain' }
  | { type: 'newChallenge' };
