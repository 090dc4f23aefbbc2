import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FocusTables } from '@/api/get-focus';
import { listText } from '@/pages/dashboard/listText';
import { printable } from '@/pages/dashboard/profile/class/loginCardsPdf';
import { type ClassRow, classColumns, lastPlayedText } from './classRows';

/** What the one-page class report shows besides the table. */
export interface ClassReportExtras {
  /** The day the report is for, in words ("26 November 2026"). */
  date: string;
  focus: FocusTables | null;
  /** The class's trickiest facts, in words with how many need help ("7 × 8 (4 children)"). */
  tricky: string[];
}

const PAGE = { w: 841.89, h: 595.28 }; // A4 landscape in points
const MARGIN = 36;
const WIDTHS = [150, 100, 95, 95, 95, 90, 90]; // per CLASS_COLUMNS, sums to the 715 pt text width

/**
 * The week's focus in words for the current language: "×3 and ×4, with ÷" ("×3 e ×4, com ÷").
 * `forPdf` writes "x3" and "division" instead: Helvetica has no × or ÷ glyph in WinAnsi.
 */
export function focusText(focus: FocusTables | null, { forPdf = false } = {}): string {
  if (!focus) return t`No focus set`;
  const tables = focus.tables.map((n) => `${forPdf ? 'x' : '×'}${n}`);
  const list = listText(tables);
  if (!focus.division) return list;
  return forPdf ? t`${list}, with division` : t`${list}, with ÷`;
}

/**
 * The class report (issue 24 §3): one A4 landscape page with the class table (a row per child, up
 * to 25 fit), the week's focus and the trickiest facts. Built in the browser with pdf-lib.
 */
export async function classReportPdf(
  rows: readonly ClassRow[],
  extras: ClassReportExtras,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(t`MathPop class report, ${extras.date}`);
  const page = doc.addPage([PAGE.w, PAGE.h]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.11, 0.18);
  const soft = rgb(0.29, 0.28, 0.39);
  const violet = rgb(0.36, 0.24, 0.77);
  const band = rgb(0.93, 0.91, 1);
  let y = PAGE.h - MARGIN - 18;
  page.drawText(printable(bold, t`MathPop class report`), {
    x: MARGIN,
    y,
    size: 20,
    font: bold,
    color: violet,
  });
  page.drawText(printable(regular, extras.date), {
    x: PAGE.w - MARGIN - 160,
    y,
    size: 11,
    font: regular,
    color: soft,
  });
  y -= 22;
  const focus = focusText(extras.focus, { forPdf: true });
  page.drawText(printable(regular, t`This week's focus: ${focus}`), {
    x: MARGIN,
    y,
    size: 11,
    font: regular,
    color: ink,
  });
  y -= 24;
  const rowH = rows.length > 20 ? 15 : 18;
  const size = rows.length > 20 ? 9.5 : 10.5;
  page.drawRectangle({ x: MARGIN - 4, y: y - 5, width: PAGE.w - 2 * MARGIN + 8, height: rowH, color: band });
  let x = MARGIN;
  classColumns().forEach((c, i) => {
    // Headings are longer in Portuguese ("Sessões na semana"): a smaller size keeps each in its column.
    const label = printable(bold, c.label);
    const fits = ((WIDTHS[i] ?? 90) - 6) / bold.widthOfTextAtSize(label, 1);
    page.drawText(label, { x, y, size: Math.max(7, Math.min(size, fits)), font: bold, color: ink });
    x += WIDTHS[i] ?? 90;
  });
  y -= rowH;
  for (const r of rows.slice(0, 30)) {
    const cells = [
      r.name,
      lastPlayedText(r.lastPlayed),
      i18n.number(r.minutesWeek),
      i18n.number(r.sessionsWeek),
      i18n.number(r.fluent),
      i18n.number(r.streak),
      i18n.number(r.needsHelp),
    ];
    x = MARGIN;
    cells.forEach((text, i) => {
      const width = (WIDTHS[i] ?? 90) - 8;
      let shown = printable(regular, text);
      while (shown.length > 1 && regular.widthOfTextAtSize(shown, size) > width) shown = shown.slice(0, -1);
      page.drawText(shown, { x, y, size, font: i === 0 ? bold : regular, color: ink });
      x += WIDTHS[i] ?? 90;
    });
    y -= rowH;
  }
  y -= 8;
  // Helvetica has no × or ÷ glyph in WinAnsi: the PDF says "x" and "/" instead.
  const list = extras.tricky.join('; ').replaceAll('×', 'x').replaceAll('÷', '/');
  const tricky = extras.tricky.length ? t`Trickiest facts: ${list}` : t`Trickiest facts: none yet`;
  page.drawText(printable(regular, tricky).slice(0, 140), {
    x: MARGIN,
    y,
    size: 10.5,
    font: regular,
    color: ink,
  });
  const key = t`Fluent: right and quick on recent tries (of 100 multiplication facts). Needs help: stuck or missing.`;
  page.drawText(printable(regular, key), {
    x: MARGIN,
    y: MARGIN - 10,
    size: 8.5,
    font: regular,
    color: soft,
  });
  return doc.save();
}
