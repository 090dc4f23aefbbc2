import { answerOf, type Fact } from '@/fluency/types';
import type { SheetItem } from '@/fluency/weekSheet';
import { printedItem } from './printedItem';

/** A grown-up's mark of one item: right or wrong, and the child's answer when typed. */
export interface ItemMark {
  correct: boolean;
  typed: number | null;
}

/** The mark a typed answer makes: right when it is the number the item asks for. */
export function markFromTyped(item: SheetItem, text: string): ItemMark | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const typed = Number(trimmed);
  return { correct: typed === printedItem(item).answer, typed };
}

/**
 * The answer stored for a mark (fact_attempts.answer; the database judges `correct` from it): the
 * fact's answer when right; when wrong, the child's number if it answers the fact itself (not a
 * missing number, which is another number of the fact), else -1, "wrong, number unknown".
 */
export function storedAnswer(item: SheetItem, mark: ItemMark): number {
  const right = answerOf(item.fact as Fact);
  if (mark.correct) return right;
  if (mark.typed !== null && item.format !== 'missing' && mark.typed !== right) return mark.typed;
  return -1;
}
