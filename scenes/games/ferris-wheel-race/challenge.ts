import type { ChallengeSetup } from '@scenes/engine/challenge';
import {
  announceOnly,
  go,
  later,
  prompt,
  result,
  type SceneEffect,
  type Step,
  say,
  settle,
  sound,
} from '@scenes/engine/effects';
import {
  type AskAction,
  askFor,
  levelUpSays,
  progressAfter,
  reduceAsk,
  reportChallenge,
  startProgress,
} from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { SPIN_MS, texts } from './data';
import {
  answerLine,
  isRoundOver,
  type RoundAction,
  type RoundState,
  roundAnswers,
  roundQuestion,
} from './round';
import { challengePairs, factsOfPair } from './rounds';

export type { FerrisRound, RoundAction, RoundPhase, RoundState } from './round';

/** A challenge round at its first pair, asking at `now`. */
export function initRound(setup: ChallengeSetup, now: number): RoundState {
  const pairs = challengePairs(setup);
  const [first] = factsOfPair(pairs[0]);
  const round = { pairs, ask: askFor(first, now), feedback: 'none' as const, answers: 0, right: 0 };
  return { challenge: 0, phase: 'ask', round: { ...round, progress: startProgress(setup) } };
}

/** What a pair says as it shows: its place (for screen readers), then its question. */
export function pairSays(state: RoundState): SceneEffect<RoundAction>[] {
  const progress = texts.progress(state.challenge + 1, state.round.pairs.length);
  return [announceOnly(progress), prompt(roundQuestion(state))];
}

function answer(state: RoundState, action: AskAction, now: number): Step<RoundState, RoundAction> {
  const { round } = state;
  const step = reduceAsk(round.ask, action, now);
  if (!step.answered) return settle({ ...state, round: { ...round, ask: step.ask } });
  const { correct, effect } = step.answered;
  const turn = state.phase === 'turn';
  const progress = progressAfter(round.progress, round.ask.fact, effect);
  const right = round.right + (correct ? 1 : 0);
  const next: RoundState = {
    ...state,
    phase: turn ? 'revealed' : 'ready',
    round: {
      ...round,
      ask: step.ask,
      // i18n-ignore: a state value, never shown
      feedback: correct ? 'right' : 'wrong',
      answers: round.answers + 1,
      right,
      progress,
    },
  };
  const line = say(answerLine(state, correct));
  const effects: SceneEffect<RoundAction>[] = [effect, sound(correct ? 'correct' : 'wrong'), line];
  if (turn) effects.push(say(texts.commutative));
  effects.push(...levelUpSays(round.progress, progress), reportChallenge(progress));
  if (!isRoundOver(next)) return { state: next, effects };
  const all = roundAnswers(next);
  effects.push(
    sound('complete'),
    say(challengeTexts.done),
    say(challengeTexts.score(right, all)),
    result({ isCorrect: right === all, stars: right }),
    say(challengeTexts.offer),
  );
  return { state: next, effects };
}

/**
 * The challenge reducer: pad actions only while a question waits for its answer; Spin only when
 * ready (3 s on the engine's clock, then the turn-around is asked); Next only after both answers;
 * the end card's Play Again is the spec round (the page's replay), New challenge the next round.
 */
export function reduceRound(
  state: RoundState,
  action: RoundAction,
  now: number,
): Step<RoundState, RoundAction> {
  switch (action.type) {
    case 'open':
      return { state, effects: pairSays(state) };
    case 'spin':
      if (state.phase !== 'ready') return settle(state);
      return {
        state: { ...state, phase: 'spinning' },
        effects: [sound('spin'), say(texts.spinning), later(SPIN_MS, { type: 'spinEnded' })],
      };
    case 'spinEnded': {
      if (state.phase !== 'spinning') return settle(state);
      const [, back] = factsOfPair(state.round.pairs[state.challenge]);
      const next: RoundState = {
        ...state,
        phase: 'turn',
        // i18n-ignore: a state value, never shown
        round: { ...state.round, ask: askFor(back, now), feedback: 'none' },
      };
      return { state: next, effects: [sound('correct'), prompt(roundQuestion(next))] };
    }
    case 'next': {
      if (state.phase !== 'revealed' || isRoundOver(state)) return settle(state);
      const challenge = state.challenge + 1;
      const [first] = factsOfPair(state.round.pairs[challenge]);
      const next: RoundState = {
        challenge,
        phase: 'ask',
        // i18n-ignore: a state value, never shown
        round: { ...state.round, ask: askFor(first, now), feedback: 'none' },
      };
      return { state: next, effects: pairSays(next) };
    }
    case 'restart':
      return { state, effects: [go('replay')] };
    case 'newChallenge':
      return { state, effects: [go('challenge')] };
    default:
      if ((state.phase !== 'ask' && state.phase !== 'turn') || state.round.feedback !== 'none')
        return settle(state);
      return answer(state, action, now);
  }
}
