/** The words the lesson says: the celebration line and what a wrong answer is not. */

/** An option's value (logic.ts's Choice; logic imports these words, so they never import logic). */
type Choice = number | string;

/** What the words read of a lesson's question (a structural slice of logic.ts's LessonQuestion). */
interface LessonQuestion {
  readonly blockName: string;
  readonly mode: 'single' | 'multi' | 'fill';
  readonly correct: readonly Choice[];
  readonly expression: string | null;
}

/** What the celebration overlay says. */
export function celebrationText(question: LessonQuestion): string {
  return `Block complete! You finished ${question.blockName}!`;
}

/** Options as a child reads them: numbers as digits, words in quotes; several joined with "and". */
function listOf(values: readonly Choice[]): string {
  const said = values.map((v) => (typeof v === 'string' ? `“${v}”` : String(v)));
  return said.length < 2 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
}

/** What the answer is, the words for the green outline (e.g. "The right answer is 18."). */
export function rightAnswerText(question: LessonQuestion): string {
  return question.correct.length > 1
    ? `The right answers are ${listOf(question.correct)}.`
    : `The right answer is ${listOf(question.correct)}.`;
}

/** What a wrong answer is not (e.g. "6 × 3 is not 15."), for screen readers after a wrong CHECK. */
export function notAnswerText(question: LessonQuestion, selected: readonly Choice[]): string {
  const chosen = listOf(selected);
  if (question.mode === 'multi')
    return `${chosen} ${selected.length > 1 ? 'are' : 'is'} not the whole answer.`;
  if (question.expression) return `${question.expression} is not ${chosen}.`;
  return `${chosen} is not the answer.`;
}
