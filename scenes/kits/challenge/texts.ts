import { t } from '@lingui/core/macro';

/** The words every challenge round shares (issue 33), read in the language on screen when used. */
export const challengeTexts = {
  /** The end card's button that starts a challenge round. */
  get newChallenge() {
    return t`New challenge`;
  },
  /** Said when an end card offers a challenge. */
  get offer() {
    return t`Tap New challenge for new numbers!`;
  },
  level: (n: number) => t`Level ${n}`,
  levelUp: (n: number) => t`Level up! Now level ${n}.`,
  /** A right answer: "Yes! 4 × 3 = 12". */
  right: (expression: string, answer: number) => t`Yes! ${expression} = ${answer}`,
  /** A wrong answer, then why, in the scene's own model: "Not quite: 4 groups of 3 make 12". */
  notQuite: (why: string) => t`Not quite: ${why}`,
  /** The end of a challenge round. */
  get done() {
    return t`Challenge complete!`;
  },
  /** How many right: "You got 3 of 4 right". */
  score: (right: number, of: number) => t`You got ${right} of ${of} right`,
  /** The empty answer box, for screen readers. */
  get yourAnswer() {
    return t`Your answer`;
  },
};
