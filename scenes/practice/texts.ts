import { plural, t } from '@lingui/core/macro';
import { answerOf, type Fact, factText } from '@/fluency';

/** Every word the practice scene shows or says, read in the current language when used. */
export const texts = {
  get title() {
    return t`Today's practice`;
  },
  question: (fact: Fact) => `${factText(fact)} = ?`,
  right: (fact: Fact) => {
    const said = factText(fact);
    const answer = answerOf(fact);
    return t`Yes! ${said} = ${answer}`;
  },
  wrong: (fact: Fact) => {
    const said = factText(fact);
    const answer = answerOf(fact);
    return t`${said} = ${answer}. Let's try it again soon!`;
  },
  get done() {
    return t`Practice complete!`;
  },
  get nothingGrew() {
    return t`Every answer makes your facts stronger!`;
  },
  get back() {
    return t`Back to Dashboard`;
  },
  progress: (n: number, of: number) => t`Question ${n} of ${of}`,
  // Placement quiz and rewards (issue 23).
  get quizTitle() {
    return t`Let's see what you know!`;
  },
  // Issue 38: how many the quiz may still ask ("3 more!"), and the child's way out of it.
  quizLeft: (n: number) => plural(n, { one: 'Last one!', other: '# more!' }),
  get warmupTitle() {
    return t`Warm-up`;
  },
  get stopQuiz() {
    return t`I'm done`;
  },
  quizThanks: (fact: Fact) => {
    const said = factText(fact);
    const answer = answerOf(fact);
    return t`${said} = ${answer}. Thanks, that helps!`;
  },
  get quizDone() {
    return t`Quiz done!`;
  },
  get quizSummary() {
    return t`Now Pip knows where to start.`;
  },
  placedCount: (n: number) =>
    plural(n, { one: 'You already know # fact!', other: 'You already know # facts!' }),
  nowFluent: (fact: Fact) => {
    const said = factText(fact);
    return t`Wow! ${said} is now quick!`;
  },
  starsEarned: (n: number) => plural(n, { one: 'You earned # star!', other: 'You earned # stars!' }),
  unlocked: (name: string) => t`New for your rocket: ${name}!`,
  // The warm-up: three taps on the pad before the first question.
  get warmup() {
    return t`Warm-up`;
  },
  tap: (digit: number) => t`Tap ${digit}`,
  warmupSay: (n: number, of: number, digit: number) => t`Warm-up ${n} of ${of}: tap ${digit}`,
  /** The badge on an item the session unlocked. */
  get newBadge() {
    return t`NEW`;
  },
};
