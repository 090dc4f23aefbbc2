import type { FocusTables } from '@/api/get-focus';
import { printable } from '@/pages/dashboard/profile/class/loginCardsPdf';
import { CLASS_COLUMNS, type ClassRow, lastPlayedText } from './classRows';

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

/** The week's focus in words: "×3 and ×4, with ÷". */
export function focusText(focus: FocusTables | null): string {
  if (!focus) return 'No focus set';
  const t = focus.tables.map((n) => `×${n}`);
  const list = t.length > 1 ? `${t.slice(0, -1).join(', ')} and ${t.at(-1)}` : (t[0] ?? '');
  return focus.division ? `${list}, with ÷` : list;
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
  doc.setTitle(`MathPop class report, ${extras.date}`);
  const page = doc.addPage([PAGE.w, PAGE.h]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.11, 0.18);
  const soft = rgb(0.29, 0.28, 0.39);
  const violet = rgb(0.36, 0.24, 0.77);
  const band = rgb(0.93, 0.91, 1);
  let y = PAGE.h - MARGIN - 18;
  page.drawText('MathPop class report', { x: MARGIN, y, size: 20, font: bold, color: violet });
  page.drawText(printable(regular, extras.date), {
    x: PAGE.w - MARGIN - 160,
    y,
    size: 11,
    font: regular,
    color: soft,
  });
  y -= 22;
  // Helvetica has no × or ÷ glyph in WinAnsi: the PDF says "x" and "division" instead.
  const focus = focusText(extras.focus).replaceAll('×', 'x').replace('with ÷', 'with division');
  page.drawText(printable(regular, `This week's focus: ${focus}`), {
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
  CLASS_COLUMNS.forEach((c, i) => {
    page.drawText(c.label, { x, y, size, font: bold, color: ink });
    x += WIDTHS[i] ?? 90;
  });
  y -= rowH;
  for (const r of rows.slice(0, 30)) {
    const cells = [
      r.name,
      lastPlayedText(r.lastPlayed),
      String(r.minutesWeek),
      String(r.sessionsWeek),
      String(r.fluent),
      String(r.streak),
      String(r.needsHelp),
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
  const tricky = extras.tricky.length
    ? `Trickiest facts: ${extras.tricky.join('; ').replaceAll('×', 'x').replaceAll('÷', '/')}`
    : 'Trickiest facts: none yet';
  page.drawText(printable(regular, tricky).slice(0, 140), {
    x: MARGIN,
    y,
    size: 10.5,
    font: regular,
    color: ink,
  });
  page.drawText(
    'Fluent: right and quick on recent tries (of 100 multiplication facts). Needs help: stuck or missing.',
    {
      x: MARGIN,
      y: MARGIN - 10,
      size: 8.5,
      font: regular,
      color: soft,
    },
  );
  return doc.save();
}
