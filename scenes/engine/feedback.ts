import { t } from '@lingui/core/macro';
import { announceOnly, type Say, say } from './effects';
/**
 * What a screen reader hears after a wrong answer (issue 14 §15): the question and the chosen value,
 * e.g. "7 × 8 is not 48". Only announced: nothing new is shown on screen (the key's red is the
 * sighted child's feedback).
 */
export function notAnswer(expression: string, value: number): string {
  return t`${expression} is not ${value}`;
}

/** What the narrator says after a wrong answer in a game (issue 22): the red highlight stays. */
function tryAgain(): string {
  return t`Try again`;
}

/**
 * The words after a wrong answer in a game, in this order: a screen reader hears what it is not
 * (`notAnswer`), then the narrator says "Try again". The caller adds the fact, the sound and any retry.
 */
export function wrongAnswerSays(expression: string, value: number): [{ announce: string }, Say] {
  return [announceOnly(notAnswer(expression, value)), say(tryAgain())];
}
