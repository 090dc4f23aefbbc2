import { answerOf, type Fact, factText } from '@/fluency';

/** Every word the practice scene shows or says. */
export const texts = {
  title: "Today's practice",
  question: (fact: Fact) => `${factText(fact)} = ?`,
  right: (fact: Fact) => `Yes! ${factText(fact)} = ${answerOf(fact)}`,
  wrong: (fact: Fact) => `${factText(fact)} = ${answerOf(fact)}. Let's try it again soon!`,
  done: 'Practice complete!',
  nothingGrew: 'Every answer makes your facts stronger!',
  back: 'Back to Dashboard',
  progress: (n: number, of: number) => `Question ${n} of ${of}`,
  // Placement quiz and rewards (issue 23).
  quizTitle: "Let's see what you know!",
  quizProgress: (n: number) => `Quiz question ${n}`,
  quizThanks: (fact: Fact) => `${factText(fact)} = ${answerOf(fact)}. Thanks, that helps!`,
  quizDone: 'Quiz done!',
  quizSummary: 'Now Pip knows where to start.',
  placedCount: (n: number) => (n === 1 ? 'You already know 1 fact!' : `You already know ${n} facts!`),
  nowFluent: (fact: Fact) => `Wow! ${factText(fact)} is now quick!`,
  starsEarned: (n: number) => (n === 1 ? 'You earned 1 star!' : `You earned ${n} stars!`),
  unlocked: (name: string) => `New for your rocket: ${name}!`,
};
