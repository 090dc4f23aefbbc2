import { announceOnly, later, prompt, result, type SceneEffect, say, sound } from '@scenes/engine/effects';
import {
  type ChallengeProgress,
  gameAnswer,
  levelUpSays,
  progressAfter,
  reportChallenge,
} from '@scenes/kits/challenge/ask';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { CORRECT_MS, type InverseChallenge, REVEAL_MS } from './data';
import type { InverseAction, InverseState } from './state';
import { inverseTexts as T } from './texts';

/** The divisor of a vault: 20 ÷ 4 → 4. */
export function divisorOf(c: InverseChallenge): number {
  return c.multiplicationAnswer / c.divisionAnswer;
}

/** The division a challenge vault asks, without " = ?" ("20 ÷ 4"). */
export function divisionOf(c: InverseChallenge): string {
  return `${c.multiplicationAnswer} ÷ ${divisorOf(c)}`;
}

/** What a challenge vault says as it shows: the division (a prompt), the missing factor, the progress. */
export function challengeSays(state: InverseState): SceneEffect<InverseAction>[] {
  const c = state.challenges[state.index];
  return [
    prompt(c.division),
    say(T.missing(divisorOf(c), c.multiplicationAnswer)),
    announceOnly(T.progress(state.opened, state.challenges.length)),
  ];
}

/**
 * A challenge's answer (issue 33 §2): a timed fact attempt (source 'game'); right opens the vault,
 * wrong shows the right number ('reveal') and says why through the times fact; both go on to the
 * next vault.
 */
export function chooseInChallenge(
  state: InverseState,
  value: number,
  now: number,
  progress: ChallengeProgress,
) {
  const c = state.challenges[state.index];
  const asked = { op: 'div' as const, a: c.divisionAnswer, b: divisorOf(c) };
  const fact = gameAnswer(asked, value, state.shownAt, now);
  const correct = value === c.divisionAnswer;
  const challenge = progressAfter(progress, asked, fact);
  const why = T.why(c.divisionAnswer, divisorOf(c), c.multiplicationAnswer);
  const effects: SceneEffect<InverseAction>[] = correct
    ? [fact, sound('correct'), say(challengeTexts.right(divisionOf(c), c.divisionAnswer))]
    : [fact, sound('wrong'), say(challengeTexts.notQuite(why))];
  effects.push(
    ...levelUpSays(progress, challenge),
    reportChallenge(challenge),
    later(correct ? CORRECT_MS : REVEAL_MS, { type: 'advance' }),
  );
  const next: InverseState = {
    ...state,
    phase: correct ? 'open' : 'reveal',
    selected: value,
    opened: state.opened + (correct ? 1 : 0),
    challenge,
  };
  return { state: next, effects };
}

/** The end of a challenge round: "Challenge complete!", the score, the result (stars = right answers), the offer. */
export function challengeEnd(state: InverseState): SceneEffect<InverseAction>[] {
  const total = state.challenges.length;
  return [
    sound('complete'),
    say(challengeTexts.done),
    say(challengeTexts.score(state.opened, total)),
    result({ isCorrect: state.opened === total, stars: state.opened }),
    say(challengeTexts.offer),
  ];
}
