import type { ChallengeSetup } from '@scenes/engine/challenge';
import { go, later, prompt, result, type SceneEffect, say, sound } from '@scenes/engine/effects';
import {
  type Ask,
  type AskAction,
  askFor,
  type ChallengeProgress,
  levelUpSays,
  progressAfter,
  reduceAsk,
  reportChallenge,
  startProgress,
} from '@scenes/kits/challenge/ask';
import { pickFacts } from '@scenes/kits/challenge/pick';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { seededRng } from '@/fluency/random';
import type { Fact } from '@/fluency/types';

/**
 * A sharing game's challenge round (issue 33): three sharings of the child's own ÷ facts. Each one
 * is asked on the number pad BEFORE the child shares ("12 scoops for 3 friends: how many each?").
 * A right answer is then proved by the game's own mechanic (the drag, a tap, Auto Distribute); a
 * wrong one fills the shares at once so the child sees them, says why, and the round goes on.
 * The fact is `a` (each share, or the teams) = total ÷ `b` (friends, team size, wagons).
 */

/** Sharings in a challenge round (three answers can move the level up, two misses down). */
export const SHARINGS = 3;
/** After a proved sharing, the next one comes after this long (ms). */
export const NEXT_MS = 2200;
/** After a wrong answer, the filled shares stay this long (ms) before the next sharing. */
export const REVEAL_MS = 3200;

/** A round's sharings: the plan's facts in order, under the no-repeat rule. Pure and seeded. */
export function shareFacts(setup: ChallengeSetup, accept?: (fact: Fact) => boolean): Fact[] {
  return pickFacts(setup, SHARINGS, seededRng(setup.seed), accept);
}

/** The total shared out: a · b. */
export const totalOf = (fact: Fact) => fact.a * fact.b;

/** Asking on the pad; sharing (a right answer, proved by hand); shown (the shares, then next); done. */
export type SharePhase = 'asking' | 'sharing' | 'shown' | 'done';

/** What a sharing game keeps of its challenge round. */
export interface ShareRound {
  facts: readonly Fact[];
  index: number;
  ask: Ask;
  phase: SharePhase;
  /** Right answers so far (the stars). */
  right: number;
  /** The verdict the scene shows after an answer ('' while asking). */
  line: string;
  progress: ChallengeProgress;
}

/** A game's words for its sharings. */
export interface ShareWords {
  question: (fact: Fact) => string;
  /** The question's short form on the ask panel: "How many each?". */
  short: string;
  /** Why the answer is what it is: "12 shared by 3 is 4 each". */
  why: (fact: Fact) => string;
  /** After a right answer: "Now share them out to check!". */
  prove: string;
}

/** The challenge's own actions: the pad, the next sharing, the end card's buttons. */
export type ShareRoundAction =
  | AskAction
  | { type: 'nextShare' }
  | { type: 'newChallenge' }
  | { type: 'replay' };

/** The first sharing of a round, asked at `now`. */
export function startShareRound(setup: ChallengeSetup, facts: readonly Fact[], now: number): ShareRound {
  return {
    facts,
    index: 0,
    ask: askFor(facts[0], now),
    // i18n-ignore: a state value, never shown
    phase: 'asking',
    right: 0,
    line: '',
    progress: startProgress(setup),
  };
}

/** The sharing on screen. */
export function currentFact(round: ShareRound): Fact {
  return round.facts[round.index];
}

/** "12 ÷ 3" for a fact. */
export function expression(fact: Fact): string {
  return `${totalOf(fact)} ÷ ${fact.b}`;
}

/** What a sharing says as it shows: its question, as a spoken prompt. */
export function askSays<A>(round: ShareRound, words: ShareWords): SceneEffect<A>[] {
  return [prompt(words.question(currentFact(round)))];
}

/**
 * A pad action while asking. Returns the round and its effects, and `verdict` once answered: true
 * (go and share it: the game unlocks its mechanic) or false (the game fills the shares at once).
 */
export function shareAnswer<A>(
  round: ShareRound,
  action: AskAction,
  now: number,
  words: ShareWords,
): { round: ShareRound; effects: SceneEffect<A | ShareRoundAction>[]; verdict?: boolean } {
  if (round.phase !== 'asking') return { round, effects: [] };
  const step = reduceAsk(round.ask, action, now);
  if (!step.answered) return { round: { ...round, ask: step.ask }, effects: [] };
  const fact = currentFact(round);
  const { correct, effect } = step.answered;
  const progress = progressAfter(round.progress, fact, effect);
  const tail = [...levelUpSays(round.progress, progress), reportChallenge(progress)];
  if (correct) {
    const line = challengeTexts.right(expression(fact), fact.a);
    return {
      // i18n-ignore: a state value, never shown
      round: { ...round, ask: step.ask, phase: 'sharing', right: round.right + 1, line, progress },
      effects: [effect, sound('correct'), say(line), say(words.prove), ...tail],
      verdict: true,
    };
  }
  const line = challengeTexts.notQuite(words.why(fact));
  return {
    // i18n-ignore: a state value, never shown
    round: { ...round, ask: step.ask, phase: 'shown', line, progress },
    effects: [effect, sound('wrong'), say(line), ...tail, later(REVEAL_MS, { type: 'nextShare' } as const)],
    verdict: false,
  };
}

/** The child shared it out after a right answer: the game's celebration, then the next sharing. */
export function shareProved<A>(
  round: ShareRound,
  message: string,
): { round: ShareRound; effects: SceneEffect<A | ShareRoundAction>[] } {
  return {
    // i18n-ignore: a state value, never shown
    round: { ...round, phase: 'shown' },
    effects: [sound('complete'), say(message), later(NEXT_MS, { type: 'nextShare' } as const)],
  };
}

/**
 * The next sharing (asked at `now`), or the end of the round: "Challenge complete!", the score,
 * the result (stars = right answers) and the offer of a new challenge. Null when nothing is shown.
 */
export function nextShare<A>(
  round: ShareRound,
  now: number,
  words: ShareWords,
): { round: ShareRound; effects: SceneEffect<A>[]; fact?: Fact } | null {
  if (round.phase !== 'shown') return null;
  const index = round.index + 1;
  if (index < round.facts.length) {
    const fact = round.facts[index];
    // i18n-ignore: a state value, never shown
    const next: ShareRound = { ...round, index, ask: askFor(fact, now), phase: 'asking', line: '' };
    return { round: next, effects: askSays(next, words), fact };
  }
  const of = round.facts.length;
  return {
    // i18n-ignore: a state value, never shown
    round: { ...round, phase: 'done' },
    effects: [
      sound('complete'),
      say(challengeTexts.done),
      say(challengeTexts.score(round.right, of)),
      result({ isCorrect: round.right === of, stars: round.right }),
      say(challengeTexts.offer),
    ],
  };
}

/** The end cards' buttons: a new challenge, or the spec's round again (the page's replay). */
export function challengeGo(action: { type: 'newChallenge' } | { type: 'replay' }) {
  return go(action.type === 'newChallenge' ? 'challenge' : 'replay');
}
