import { i18n } from '@lingui/core';
import { getFactLog } from '@/api/get-fact-log';
import { getFocus } from '@/api/get-focus';
import { focusesOf, savePracticeSheets } from '@/api/practice-sheets';
import type { StudentProfile } from '@/api/types';
import { markSheetPath } from '@/app/paths';
import { statesFromFactLog } from '@/fluency/factLog';
import type { FactKey, FactState } from '@/fluency/types';
import { isoWeek, sheetFactsText, sheetFormsText, weekSheet } from '@/fluency/weekSheet';
import { greetingName } from '@/lib/greetingName';
import { sendQueuedFacts } from '@/state/factQueue';
import { renderOffThread } from './renderOffThread';
import type { SheetDoc } from './sheetDoc';
import { printedSheet, type SheetSource, sheetDocWords } from './sheetTexts';

/** The browser's offset from UTC in minutes east, as src/fluency counts local days. */
const tzOffset = () => -new Date().getTimezoneOffset();

/** A made PDF and the name to save it as. */
export interface MadeSheets {
  bytes: Uint8Array;
  fileName: string;
  /** Milliseconds spent: reading the plans, storing the sheets, drawing the PDF. */
  timings: { plan: number; store: number; draw: number };
}

/** "mia-2026-W48.pdf", "class-pack-2026-W48.pdf". */
function fileNameOf(children: readonly StudentProfile[], week: string): string {
  if (children.length !== 1) return `class-pack-${week}.pdf`;
  const slug = (greetingName(children[0]!.student_name) ?? 'sheet')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return `${slug || 'sheet'}-${week}.pdf`;
}

/**
 * "This week's sheet" for each child (one: "Print Mia's sheet"; a class: the pack): each child's
 * plan from one fact_log call and their focus, the seeded selection (src/fluency/weekSheet.ts), the
 * sheets stored for marking, then the PDF drawn off the main thread, in the current language.
 */
export async function makeSheets(children: readonly StudentProfile[], now = new Date()): Promise<MadeSheets> {
  const started = performance.now();
  const week = isoWeek(now);
  const [log, focuses] = await Promise.all([
    sendQueuedFacts().then(() => getFactLog(children.length === 1 ? children[0]!.id : undefined)),
    // One child: focus() (kept for offline); a class: every child's focus in one read.
    children.length === 1 ? getFocus(children[0]!.id).then((f) => [f]) : focusesOf(children.map((c) => c.id)),
  ]);
  const grades = new Map(children.map((c) => [c.id, c.student_grade]));
  const grid = statesFromFactLog(log, (s) => (s ? grades.get(s) : null), tzOffset());
  const plans = children.map((child, i) => {
    const cells = grid.get(child.id);
    const states = new Map<FactKey, FactState>();
    if (cells) for (const [key, cell] of cells) if (cell.state !== 'new') states.set(key, cell.state);
    const focus = focuses[i] ?? null;
    return { child, focus, items: weekSheet({ childId: child.id, week, states, focus }) };
  });
  const planned = performance.now();
  const ids = await savePracticeSheets(
    plans.map((p) => ({
      studentId: p.child.id,
      week,
      facts: sheetFactsText(p.items),
      forms: sheetFormsText(p.items),
    })),
  );
  const stored = performance.now();
  const sources: SheetSource[] = plans.map((p, i) => ({
    sheetId: ids[i]!,
    firstName: greetingName(p.child.student_name) ?? p.child.student_name,
    week,
    items: p.items,
    focus: p.focus,
    markUrl: new URL(markSheetPath(ids[i]), window.location.origin).href,
  }));
  const doc: SheetDoc = {
    lang: i18n.locale,
    ...sheetDocWords(sources.map((s) => s.firstName)),
    sheets: sources.map((s) => printedSheet(s, now)),
  };
  const bytes = await renderOffThread(doc);
  const drawn = performance.now();
  // Named measures (the worksheets bench reads them): where the time of a print went.
  performance.measure('mathpop:sheets-plan', { start: started, end: planned });
  performance.measure('mathpop:sheets-store', { start: planned, end: stored });
  performance.measure('mathpop:sheets-draw', { start: stored, end: drawn });
  return {
    bytes,
    fileName: fileNameOf(children, week),
    timings: { plan: planned - started, store: stored - planned, draw: drawn - stored },
  };
}
