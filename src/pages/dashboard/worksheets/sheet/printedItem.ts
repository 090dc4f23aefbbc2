import { answerOf, type Fact } from '@/fluency/types';
import type { SheetItem } from '@/fluency/weekSheet';
import type { PrintedItem } from './sheetDoc';

const written = (f: Fact) => (f.op === 'mul' ? `${f.a} × ${f.b}` : `${f.a * f.b} ÷ ${f.b}`);
const solvedLine = (f: Fact) => `${written(f)} = ${answerOf(f)}`;

/** How one item of the sheet is printed: its question around the blank, and its key line. */
export function printedItem(item: SheetItem): PrintedItem {
  const { fact } = item;
  const answer = answerOf(fact);
  const solved = solvedLine(fact);
  if (item.format === 'missing') {
    // mul: a × b = ab with a or b hidden; div: ab ÷ b = a with ab or b hidden.
    const [x, y, z, sign] =
      fact.op === 'mul' ? [fact.a, fact.b, fact.a * fact.b, '×'] : [fact.a * fact.b, fact.b, fact.a, '÷'];
    return item.hide === 0
      ? { format: 'missing', before: '', after: ` ${sign} ${y} = ${z}`, answer: x, solved }
      : { format: 'missing', before: `${x} ${sign} `, after: ` = ${z}`, answer: y, solved };
  }
  if (item.format === 'family') {
    // The partner in the same family, solved, as the fact the child can lean on.
    const partner: Fact = { op: fact.op === 'mul' ? 'div' : 'mul', a: fact.a, b: fact.b };
    return {
      format: 'family',
      hint: solvedLine(partner),
      before: `${written(fact)} = `,
      after: '',
      answer,
      solved,
    };
  }
  const array =
    item.format === 'array'
      ? fact.op === 'mul'
        ? { rows: fact.a, cols: fact.b }
        : { rows: fact.b, cols: fact.a }
      : undefined;
  return {
    format: item.format,
    before: `${written(fact)} = `,
    after: '',
    answer,
    solved,
    ...(array ? { array } : {}),
  };
}
