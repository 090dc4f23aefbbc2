// Renders one worksheet (src/content/worksheets.ts, with `print`: its words in one language, and
// `lang`: that language's tag) as a two-page Letter PDF with
// pdf-lib: a titled problem page with writing space, then an answer key. Used by pre-worksheets.mjs.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const W = 612;
const H = 792;
const M = 48;
const INK = rgb(0.12, 0.106, 0.18);
const SOFT = rgb(0.29, 0.28, 0.39);
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const STAR =
  'M 0 -12 L 3.5 -4 L 12 -3.7 L 5.6 2 L 7.4 10.5 L 0 6 L -7.4 10.5 L -5.6 2 L -12 -3.7 L -3.5 -4 Z';

function color(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The largest size up to `size` at which `text` fits `width` (Portuguese titles run longer). */
function fitSize(font, text, size, width) {
  const wide = font.widthOfTextAtSize(text, size);
  return wide <= width ? size : Math.floor(((size * width) / wide) * 10) / 10;
}

function header(page, fonts, worksheet, subtitle, kicker = 'MathPop') {
  const accent = color(worksheet.color);
  page.drawRectangle({ x: 0, y: H - 112, width: W, height: 112, color: accent });
  page.drawSvgPath(STAR, { x: W - M - 14, y: H - 44, color: rgb(0.984, 0.749, 0.141), scale: 1.6 });
  page.drawText(kicker, { x: M, y: H - 38, size: 13, font: fonts.bold, color: rgb(1, 1, 1) });
  const title = worksheet.print.title;
  const size = fitSize(fonts.bold, title, 28, W - 2 * M - 40);
  page.drawText(title, { x: M, y: H - 72, size, font: fonts.bold, color: rgb(1, 1, 1) });
  const small = fitSize(fonts.regular, subtitle, 12, W - 2 * M);
  page.drawText(subtitle, { x: M, y: H - 96, size: small, font: fonts.regular, color: rgb(1, 1, 1) });
}

function footer(page, fonts, worksheet, n) {
  const text = worksheet.print.footer[n - 1];
  const size = fitSize(fonts.regular, text, 9, W - 2 * M);
  page.drawText(text, { x: M, y: 28, size, font: fonts.regular, color: SOFT });
}

/** Draws a rows × cols dot array centred vertically on `yMid`. */
function dots(page, { rows, cols }, x, yMid, accent) {
  const top = yMid + ((rows - 1) * 8) / 2;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      page.drawCircle({ x: x + 3.5 + c * 8, y: top - r * 8, size: 3, color: accent });
    }
  }
}

function problemsPage(doc, fonts, worksheet) {
  const page = doc.addPage([W, H]);
  const accent = color(worksheet.color);
  header(page, fonts, worksheet, worksheet.print.about);
  page.drawText(worksheet.print.name, {
    x: M,
    y: H - 144,
    size: 13,
    font: fonts.regular,
    color: INK,
  });
  page.drawText(worksheet.print.date, {
    x: W - M - 150,
    y: H - 144,
    size: 13,
    font: fonts.regular,
    color: INK,
  });
  page.drawText(worksheet.print.instructions, {
    x: M,
    y: H - 172,
    size: 12,
    font: fonts.regular,
    color: SOFT,
    maxWidth: W - 2 * M,
  });

  const perColumn = Math.ceil(worksheet.problems.length / 2);
  const top = H - 200;
  const rowH = Math.min(62, (top - 60) / perColumn);
  const colW = (W - 2 * M) / 2;
  worksheet.problems.forEach((p, i) => {
    const x = M + Math.floor(i / perColumn) * colW;
    const yTop = top - (i % perColumn) * rowH;
    page.drawText(`${i + 1}.`, { x, y: yTop - 20, size: 13, font: fonts.bold, color: accent });
    let textX = x + 28;
    if (p.array) {
      dots(page, p.array, textX, yTop - 14, accent);
      textX += p.array.cols * 8 + 14;
    }
    page.drawText(p.question, { x: textX, y: yTop - 20, size: 18, font: fonts.regular, color: INK });
  });
  footer(page, fonts, worksheet, 1);
}

function answersPage(doc, fonts, worksheet) {
  const page = doc.addPage([W, H]);
  header(page, fonts, worksheet, worksheet.print.grownUps, `MathPop  \u00b7  ${worksheet.print.answerKey}`);
  const perColumn = Math.ceil(worksheet.problems.length / 3);
  const colW = (W - 2 * M) / 3;
  worksheet.problems.forEach((p, i) => {
    const x = M + Math.floor(i / perColumn) * colW;
    const y = H - 150 - (i % perColumn) * 28;
    page.drawText(`${i + 1}.  ${p.solved}`, { x, y, size: 13, font: fonts.regular, color: INK });
  });
  footer(page, fonts, worksheet, 2);
}

/** Renders one worksheet to PDF bytes (deterministic for the same definition). */
export async function renderWorksheet(worksheet) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(worksheet.print.pdfTitle);
  doc.setAuthor('MathPop');
  doc.setSubject(worksheet.print.description);
  doc.setCreator('MathPop');
  doc.setProducer('MathPop worksheet builder (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setLanguage(worksheet.lang);
  problemsPage(doc, fonts, worksheet);
  answersPage(doc, fonts, worksheet);
  // Plain (not object-stream) objects: simple readers and checks can find the page tree.
  return doc.save({ useObjectStreams: false });
}
