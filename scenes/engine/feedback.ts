import { t } from '@lingui/core/macro';
/**
 * What a screen reader hears after a wrong answer (issue 14 §15): the question and the chosen value,
 * e.g. "7 × 8 is not 48". Only announced: nothing new is shown on screen (the key's red is the
 * sighted child's feedback).
 */
export function notAnswer(expression: string, value: number): string {
  return t`${expression} is not ${value}`;
}

/** What the narrator says after a wrong answer in a game (issue 22): the red highlight stays. */
export function tryAgain(): string {
  return t`Try again`;
}
