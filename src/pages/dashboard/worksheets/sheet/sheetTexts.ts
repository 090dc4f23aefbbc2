import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { type Focus, tableOf } from '@/fluency/plan';
import type { SheetItem } from '@/fluency/weekSheet';
import { listText } from '@/pages/dashboard/listText';
import { printedItem } from './printedItem';
import type { PrintedSheet } from './sheetDoc';

/** What one child's sheet is made of, before its words. */
export interface SheetSource {
  sheetId: string;
  firstName: string;
  week: string;
  items: SheetItem[];
  focus: Focus | null;
  /** The marking page's full address (origin + path with the sheet's id). */
  markUrl: string;
}

/**
 * The tables a sheet practises: the focus when set, else the tables of its first (learning) facts,
 * the two most asked; with ÷ when any of them is a division.
 */
export function practisedTables(items: readonly SheetItem[], focus: Focus | null): Focus {
  if (focus && focus.tables.length > 0) return focus;
  const learning = items.filter((i) => i.format !== 'sprint');
  const count = new Map<number, number>();
  for (const { fact } of learning) count.set(tableOf(fact), (count.get(tableOf(fact)) ?? 0) + 1);
  const tables = [...count.entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, 2)
    .map(([n]) => n)
    .sort((x, y) => x - y);
  return { tables, division: learning.some((i) => i.fact.op === 'div') };
}

/** "×3 and ×4, with ÷" in the current language. */
function tablesText(focus: Focus): string {
  const list = listText(focus.tables.map((n) => `×${n}`));
  return focus.division ? t`${list}, with ÷` : list;
}

/** The words of one child's sheet in the current language. */
export function printedSheet(source: SheetSource, date: Date): PrintedSheet {
  const { firstName: name, week } = source;
  const weekNumber = Number(week.slice(6));
  const count = source.items.length;
  const what = tablesText(practisedTables(source.items, source.focus));
  const day = i18n.date(date, { day: 'numeric', month: 'long', year: 'numeric' });
  return {
    title: t`${name}'s sheet`,
    subtitle: t`Made for ${name} this week  |  ${count} problems`,
    name: t`Name: ${name}`,
    date: t`Date: ${day}`,
    week: t`Week ${weekNumber}`,
    practises: t`Practises: ${what}`,
    instructions: t`Count the dots, find the missing numbers, use the fact you know. Then race down the sprint!`,
    sprintTitle: t`Sprint!`,
    sprintHint: t`As quick as you can`,
    items: source.items.map(printedItem),
    keyTitle: t`ANSWER KEY`,
    keyHint: t`For grown-ups: check together and celebrate every right answer!`,
    markUrl: source.markUrl,
    scanLabel: t`Scan to mark this sheet in MathPop`,
    footer: [
      t`MathPop - made for ${name}, week ${weekNumber} - the answer key is on its own page`,
      t`MathPop - answer key for ${name}, week ${weekNumber} - for grown-ups`,
    ],
  };
}

/** The document's title and kicker in the current language. */
export function sheetDocWords(names: readonly string[]): { title: string; kicker: string } {
  const name = names[0] ?? '';
  return {
    title: names.length === 1 ? t`${name}'s sheet - MathPop` : t`Class pack - MathPop`,
    kicker: t`MathPop  ·  This week's sheet`,
  };
}
