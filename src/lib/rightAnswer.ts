/** What counts as a right answer in the statistics (issue 14 §13), shared by stats and achievements. */
import { isPlayedOnly } from '@/content/activity-names';
import type { ActivityResult } from '@/state/results';

/** Whether a result asked the child a question (games that ask none count as played only). */
export function asksQuestion(r: ActivityResult): boolean {
  return !isPlayedOnly(r.kind, r.activityId);
}

/** Whether a result is a right answer: correct, to a question, without a helper button. */
export function isRightAnswer(r: ActivityResult): boolean {
  return r.isCorrect && !r.assisted && asksQuestion(r);
}
