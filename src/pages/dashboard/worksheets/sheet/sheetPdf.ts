import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { RawShapes } from './rawShapes';
import type { PrintedItem, PrintedSheet, SheetDoc } from './sheetDoc';

// The look of the fixed worksheets (scripts/build-steps/worksheet-pdf.mjs): Letter, a coloured
// header band with a star, Helvetica (its WinAnsi set has × and ÷), soft ink, numbered problems.
const W = 612;
const H = 792;
const M = 48;
const INK = rgb(0.12, 0.106, 0.18);
const SOFT = rgb(0.29, 0.28, 0.39);
const ACCENT_RGB = [0.486, 0.227, 0.929] as const; // #7c3aed, the fixed "Multiplication Arrays" violet
const ACCENT = rgb(...ACCENT_RGB);
const TINT = rgb(0.953, 0.937, 1);
const STAR_GOLD = rgb(0.984, 0.749, 0.141);
const STAR =
  'M 0 -12 L 3.5 -4 L 12 -3.7 L 5.6 2 L 7.4 10.5 L 0 6 L -7.4 10.5 L -5.6 2 L -12 -3.7 L -3.5 -4 Z';
const MAIN_W = 364;
const SPRINT_X = M + MAIN_W + 12;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Keeps what Helvetica can print (WinAnsi): a name in another script prints "?", never an error. */
function printable(font: PDFFont, text: string): string {
  // Fast path: printable ASCII and Latin-1 (× ÷ · and Portuguese letters) are all in WinAnsi.
  if (/^[\x20-\x7e\xa0-\xff]*$/.test(text)) return text;
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Draws `text` (made printable) shrunk to fit `width`. */
function text(
  page: PDFPage,
  font: PDFFont,
  s: string,
  x: number,
  y: number,
  size: number,
  color = INK,
  width = W,
) {
  const shown = printable(font, s);
  const wide = font.widthOfTextAtSize(shown, size);
  const fit = wide <= width ? size : Math.floor(((size * width) / wide) * 10) / 10;
  page.drawText(shown, { x, y, size: fit, font, color });
  return font.widthOfTextAtSize(shown, fit);
}

function header(page: PDFPage, fonts: Fonts, kicker: string, title: string, subtitle: string) {
  page.drawRectangle({ x: 0, y: H - 112, width: W, height: 112, color: ACCENT });
  page.drawSvgPath(STAR, { x: W - M - 14, y: H - 44, color: STAR_GOLD, scale: 1.6 });
  text(page, fonts.bold, kicker, M, H - 38, 13, rgb(1, 1, 1), W - 2 * M - 40);
  text(page, fonts.bold, title, M, H - 72, 28, rgb(1, 1, 1), W - 2 * M - 40);
  text(page, fonts.regular, subtitle, M, H - 96, 12, rgb(1, 1, 1), W - 2 * M);
}

/** A rows × cols array of dots in a box at most `box` high, its left edge at x, centred on yMid. */
function dots(raw: RawShapes, rows: number, cols: number, x: number, yMid: number, box: number) {
  const step = Math.min(8, box / Math.max(rows, cols, 1));
  const top = yMid + ((rows - 1) * step) / 2;
  raw.fill(ACCENT_RGB[0], ACCENT_RGB[1], ACCENT_RGB[2]);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) raw.circle(x + step / 2 + c * step, top - r * step, step * 0.36);
  return cols * step;
}

/** The question with a writing line for the blank; returns nothing (drawn in place). */
function question(page: PDFPage, fonts: Fonts, item: PrintedItem, x: number, y: number, size: number) {
  let at = x;
  if (item.before) at += text(page, fonts.regular, item.before, at, y, size);
  const blank = size * 2.6;
  page.drawLine({
    start: { x: at + 2, y: y - 3 },
    end: { x: at + blank, y: y - 3 },
    thickness: 1,
    color: SOFT,
  });
  at += blank + 2;
  if (item.after) text(page, fonts.regular, item.after, at, y, size);
}

function sheetPage(doc: PDFDocument, fonts: Fonts, sheet: PrintedSheet, kicker: string) {
  const page = doc.addPage([W, H]);
  header(page, fonts, kicker, sheet.title, sheet.subtitle);
  text(page, fonts.bold, sheet.name, M, H - 142, 13, INK, 200);
  text(page, fonts.regular, sheet.date, M + 210, H - 142, 13, INK, 170);
  text(page, fonts.regular, sheet.week, W - M - 120, H - 142, 13, INK, 120);
  text(page, fonts.bold, sheet.practises, M, H - 166, 13, ACCENT, W - 2 * M);
  text(page, fonts.regular, sheet.instructions, M, H - 186, 11, SOFT, W - 2 * M);

  const raw = new RawShapes();
  const main = sheet.items.filter((i) => i.format !== 'sprint');
  const sprint = sheet.items.filter((i) => i.format === 'sprint');
  const top = H - 208;
  const bottom = 56;
  const perColumn = Math.max(1, Math.ceil(main.length / 2));
  const rowH = Math.min(74, (top - bottom) / perColumn);
  const colW = (sprint.length ? MAIN_W : W - 2 * M) / 2;
  main.forEach((item, i) => {
    const x = M + Math.floor(i / perColumn) * colW;
    const yMid = top - (i % perColumn) * rowH - rowH / 2;
    text(page, fonts.bold, `${i + 1}.`, x, yMid - 5, 13, ACCENT);
    let qx = x + 24;
    if (item.array) qx += dots(raw, item.array.rows, item.array.cols, qx, yMid, rowH - 14) + 8;
    if (item.hint) text(page, fonts.regular, item.hint, qx, yMid + 9, 10, SOFT, colW - 30);
    question(page, fonts, item, qx, item.hint ? yMid - 11 : yMid - 6, item.array ? 15 : 17);
  });

  if (sprint.length) {
    // The column is as tall as its items (a short sprint is a short box, not an empty one).
    const boxTop = top + 4;
    const sRow = 40;
    const boxBottom = Math.max(bottom - 4, boxTop - 62 - sprint.length * sRow);
    const boxW = W - M - SPRINT_X;
    page.drawRectangle({ x: SPRINT_X, y: boxBottom, width: boxW, height: boxTop - boxBottom, color: TINT });
    page.drawRectangle({ x: SPRINT_X, y: boxTop - 3, width: boxW, height: 3, color: ACCENT });
    text(page, fonts.bold, sheet.sprintTitle, SPRINT_X + 12, boxTop - 26, 16, ACCENT, boxW - 24);
    text(page, fonts.regular, sheet.sprintHint, SPRINT_X + 12, boxTop - 42, 10, SOFT, boxW - 24);
    const sTop = boxTop - 56;
    const step = Math.min(sRow, (sTop - boxBottom - 4) / sprint.length);
    sprint.forEach((item, j) => {
      const y = sTop - j * step - step / 2 - 5;
      text(page, fonts.bold, `${main.length + j + 1}.`, SPRINT_X + 12, y, 11, ACCENT);
      question(page, fonts, item, SPRINT_X + 36, y, 15);
    });
  }
  text(page, fonts.regular, sheet.footer[0], M, 28, 9, SOFT, W - 2 * M);
  raw.paint(page);
}

/** The QR code of `url` drawn at (x, y) bottom-left, `size` wide: dark runs merged into bars. */
function qr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const raw = new RawShapes().fill(0.12, 0.106, 0.18);
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!code.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && code.modules.get(r, c)) c++;
      raw.rect(
        x + (quiet + start) * cell,
        y + size - (quiet + r + 1) * cell,
        (c - start) * cell + 0.05,
        cell + 0.05,
      );
    }
  }
  raw.paint(page);
}

function keyPage(doc: PDFDocument, fonts: Fonts, sheet: PrintedSheet, kicker: string) {
  const page = doc.addPage([W, H]);
  header(page, fonts, `${kicker}  ·  ${sheet.keyTitle}`, sheet.title, sheet.keyHint);
  text(page, fonts.bold, sheet.name, M, H - 142, 13, INK, 200);
  text(page, fonts.regular, sheet.week, M + 210, H - 142, 13, INK, 170);
  const perColumn = Math.ceil(sheet.items.length / 3);
  const colW = (W - 2 * M) / 3;
  sheet.items.forEach((item, i) => {
    const x = M + Math.floor(i / perColumn) * colW;
    const y = H - 180 - (i % perColumn) * 26;
    const w = text(page, fonts.bold, `${i + 1}.`, x, y, 12, ACCENT);
    text(page, fonts.regular, item.solved, x + Math.max(w + 6, 24), y, 13, INK, colW - 30);
  });
  const size = 132;
  const qy = 64;
  page.drawRectangle({ x: M - 8, y: qy - 8, width: W - 2 * M + 16, height: size + 16, color: TINT });
  qr(page, sheet.markUrl, W - M - size, qy, size);
  text(page, fonts.bold, sheet.scanLabel, M + 8, qy + size - 30, 15, ACCENT, W - 2 * M - size - 30);
  text(page, fonts.regular, sheet.markUrl, M + 8, qy + size - 52, 9, SOFT, W - 2 * M - size - 30);
  text(page, fonts.regular, sheet.footer[1], M, 28, 9, SOFT, W - 2 * M);
}

/**
 * Renders the sheets: with one sheet, the sheet then its key; with several (the class pack), every
 * sheet first, then every key. Deterministic for the same document.
 */
export async function renderSheetPdf(docData: SheetDoc): Promise<Uint8Array> {
  const { kicker } = docData;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(printable(fonts.regular, docData.title));
  doc.setAuthor('MathPop');
  doc.setCreator('MathPop');
  doc.setProducer('MathPop (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setLanguage(docData.lang);
  for (const sheet of docData.sheets) sheetPage(doc, fonts, sheet, kicker);
  for (const sheet of docData.sheets) keyPage(doc, fonts, sheet, kicker);
  return doc.save();
}
