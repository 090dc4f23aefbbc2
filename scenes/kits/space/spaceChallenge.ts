import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type SceneReducer,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import {
  type Ask,
  type AskAction,
  askAnswer,
  askFor,
  type ChallengeProgress,
  isAskAction,
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

/** Questions in a space game's challenge round (issue 33: 2–3, so the round is real practice). */
export const SPACE_QUESTIONS = 3;
/** How long a right answer's landing shows before the next question (ms). */
export const RIGHT_MS = 2500;
/** How long a wrong answer's counted-out groups show before the next question (ms). */
export const REVEAL_MS = 4500;

/**
 * A space game's challenge round (issue 33 §2): a few of the child's facts, each asked on the number
 * pad before the scene shows it (the last planet lands, the crew is shared), then revealed.
 */
export interface SpaceChallengeState {
  facts: readonly Fact[];
  index: number;
  ask: Ask;
  /** 'none' while asking; 'right' / 'wrong' while the answer is revealed. */
  feedback: 'none' | 'right' | 'wrong';
  right: number;
  /** The end card shows. */
  finished: boolean;
  challenge: ChallengeProgress;
}

/** The pad, the engine's timed follow-ups and the end card's buttons. */
export type SpaceChallengeAction =
  | AskAction
  | { type: 'open' }
  | { type: 'nextQuestion' }
  | { type: 'finish' }
  | { type: 'newChallenge' }
  | { type: 'replay' };

/** What one space game says about a fact: its question, and why the answer is what it is. */
export interface SpaceChallengeWords {
  /** "4 planets with 3 stars each: how many stars?" */
  question: (fact: Fact) => string;
  /** "4 groups of 3 make 12", said after "Not quite:". */
  why: (fact: Fact) => string;
}

/** A challenge round's facts: SPACE_QUESTIONS of the child's, in plan order, no repeats. Pure, seeded. */
export function spaceRound(setup: ChallengeSetup): Fact[] {
  return pickFacts(setup, SPACE_QUESTIONS, seededRng(setup.seed));
}

/** The fact as written: "4 × 3" or "24 ÷ 4" (a ÷ fact's `a` is the share, `b` the divisor). */
export function expressionOf(fact: Fact): string {
  return fact.op === 'mul' ? `${fact.a} × ${fact.b}` : `${fact.a * fact.b} ÷ ${fact.b}`;
}

/** The first question of a round, shown at `now`. */
export function initSpaceChallenge(
  facts: readonly Fact[],
  setup: ChallengeSetup,
  now = 0,
): SpaceChallengeState {
  return {
    facts,
    index: 0,
    ask: askFor(facts[0], now),
    // i18n-ignore: a state value, never shown
    feedback: 'none',
    right: 0,
    finished: false,
    challenge: startProgress(setup),
  };
}

function isLastQuestion(state: SpaceChallengeState): boolean {
  return state.index >= state.facts.length - 1;
}

/**
 * The round's reducer: opening says the question (a prompt). Pad actions type; an answer is a fact
 * attempt (source 'game', timed), reported with the level after it. Right → the correct sound and
 * "Yes! 4 × 3 = 12"; wrong → "Not quite: 4 groups of 3 make 12" while the scene counts it out. Either
 * way the next question follows (never a retry); after the last, the end card and its words.
 */
export function makeSpaceChallenge(
  words: SpaceChallengeWords,
): SceneReducer<SpaceChallengeState, SpaceChallengeAction> {
  return (state, action, now) => {
    if (action.type === 'open') return { state, effects: [prompt(words.question(state.ask.fact))] };
    if (action.type === 'newChallenge') return { state, effects: [go('challenge')] };
    if (action.type === 'replay') return { state, effects: [go('replay')] };
    if (action.type === 'nextQuestion') {
      if (state.feedback === 'none' || isLastQuestion(state)) return settle(state);
      const index = state.index + 1;
      const next: SpaceChallengeState = {
        ...state,
        index,
        ask: askFor(state.facts[index], now),
        // i18n-ignore: a state value, never shown
        feedback: 'none',
      };
      return { state: next, effects: [prompt(words.question(next.ask.fact))] };
    }
    if (action.type === 'finish') {
      if (state.finished || state.feedback === 'none' || !isLastQuestion(state)) return settle(state);
      const of = state.facts.length;
      return {
        state: { ...state, finished: true },
        effects: [
          sound('complete'),
          say(challengeTexts.done),
          say(challengeTexts.score(state.right, of)),
          result({ isCorrect: state.right === of, stars: state.right }),
          say(challengeTexts.offer),
        ],
      };
    }
    if (!isAskAction(action) || state.feedback !== 'none') return settle(state);
    const { ask, answered } = reduceAsk(state.ask, action, now);
    if (!answered) return ask === state.ask ? settle(state) : { state: { ...state, ask }, effects: [] };
    const fact = state.ask.fact;
    const challenge = progressAfter(state.challenge, fact, answered.effect);
    const next: SpaceChallengeState = {
      ...state,
      ask,
      // i18n-ignore: a state value, never shown
      feedback: answered.correct ? 'right' : 'wrong',
      right: state.right + (answered.correct ? 1 : 0),
      challenge,
    };
    const effects: SceneEffect<SpaceChallengeAction>[] = answered.correct
      ? [
          answered.effect,
          sound('correct'),
          say(challengeTexts.right(expressionOf(fact), askAnswer(state.ask))),
        ]
      : [answered.effect, sound('wrong'), say(challengeTexts.notQuite(words.why(fact)))];
    effects.push(...levelUpSays(state.challenge, challenge), reportChallenge(challenge));
    const wait = answered.correct ? RIGHT_MS : REVEAL_MS;
    effects.push(later(wait, { type: isLastQuestion(state) ? 'finish' : 'nextQuestion' } as const));
    return { state: next, effects };
  };
}

/** The line the scene shows: the question, then what was said about the answer. */
export function spaceLine(state: SpaceChallengeState, words: SpaceChallengeWords): string {
  const fact = state.ask.fact;
  if (state.feedback === 'right') return challengeTexts.right(expressionOf(fact), askAnswer(state.ask));
  if (state.feedback === 'wrong') return challengeTexts.notQuite(words.why(fact));
  return words.question(fact);
}
