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
};
