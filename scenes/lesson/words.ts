import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { blockTitle } from '@/content/block-titles';

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
  return `${blockCompleteText()} ${finishedText(question.blockName)}`;
}

/** The celebration card's title. */
export function blockCompleteText(): string {
  return t`Block complete!`;
}

/** The celebration card's line: which block the child finished, by its title. */
export function finishedText(blockName: string): string {
  const block = blockTitle(blockName);
  return t`You finished ${block}!`;
}

/** The main button's words for its state (the label is also its accessible name). */
export function actionText(action: 'CHECK' | 'CONTINUE' | 'FINISH'): string {
  if (action === 'CHECK') return t`CHECK`;
  return action === 'FINISH' ? t`FINISH` : t`CONTINUE`;
}

/** Options as a child reads them: numbers as digits, words in quotes; several joined with "and". */
function listOf(values: readonly Choice[]): string {
  const said = values.map((v) => (typeof v === 'string' ? `“${v}”` : String(v)));
  // "6, 8 and 12" / "6, 8 e 12": the list words of the language on screen.
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(said);
}

/** What the answer is, the words for the green outline (e.g. "The right answer is 18."). */
export function rightAnswerText(question: LessonQuestion): string {
  const list = listOf(question.correct);
  return question.correct.length > 1 ? t`The right answers are ${list}.` : t`The right answer is ${list}.`;
}

/** What a wrong answer is not (e.g. "6 × 3 is not 15."), for screen readers after a wrong CHECK. */
export function notAnswerText(question: LessonQuestion, selected: readonly Choice[]): string {
  const chosen = listOf(selected);
  if (question.mode === 'multi')
    return selected.length > 1
      ? t`${chosen} are not the whole answer.`
      : t`${chosen} is not the whole answer.`;
  const { expression } = question;
  if (expression) return t`${expression} is not ${chosen}.`;
  return t`${chosen} is not the answer.`;
}
