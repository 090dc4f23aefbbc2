import { t } from '@lingui/core/macro';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pictureShapes } from '@/components/pictures/shapes';
import { pictureName, picturePairNames } from '@/content/class-pictures';

/** What one login card shows: the child's first name, avatar (or initial) and picture password. */
export interface LoginCard {
  id: string;
  firstName: string;
  avatarUrl: string | null;
  pair: readonly number[];
}

const PAGE = { w: 595.28, h: 841.89 }; // A4 in points
const COLS = 2;
const ROWS = 4;
const MARGIN = 28;
const GAP = 14;
const CARD_W = (PAGE.w - 2 * MARGIN - (COLS - 1) * GAP) / COLS;
const CARD_H = (PAGE.h - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS;
const BUBBLES = ['#5b3cc4', '#0e7490', '#c2410c', '#15803d', '#be185d', '#4338ca'];

/** Keeps what the standard font can print (WinAnsi); anything else becomes "?", never an error. */
export function printable(font: PDFFont, text: string): string {
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

/**
 * The printable login cards (issue 17): an A4 PDF with 8 cards a page, one per student, each with
 * the site's /class address, the class code, the child's first name and avatar or initial, and the
 * two pictures drawn in order with their names in words, all in the current language (Helvetica's
 * WinAnsi encoding covers Portuguese: á, ã, ç, é, õ). Built in the browser with pdf-lib.
 */
export async function loginCardsPdf(
  cards: readonly LoginCard[],
  code: string,
  address: string,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(t`MathPop login cards, class ${code}`);
  const codeLine = t`Class code: ${code}`;
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const hex = (h: string) =>
    rgb(
      Number.parseInt(h.slice(1, 3), 16) / 255,
      Number.parseInt(h.slice(3, 5), 16) / 255,
      Number.parseInt(h.slice(5, 7), 16) / 255,
    );
  const ink = hex('#1f2937');
  const soft = hex('#4b5563');
  const violet = hex('#5b3cc4');

  let page: PDFPage | undefined;
  for (const [i, card] of cards.entries()) {
    const slot = i % (COLS * ROWS);
    if (slot === 0) page = doc.addPage([PAGE.w, PAGE.h]);
    if (!page) continue;
    const x = MARGIN + (slot % COLS) * (CARD_W + GAP);
    const top = PAGE.h - MARGIN - Math.floor(slot / COLS) * (CARD_H + GAP);
    page.drawRectangle({
      x,
      y: top - CARD_H,
      width: CARD_W,
      height: CARD_H,
      borderColor: violet,
      borderWidth: 1.5,
      borderDashArray: [5, 3],
    });
    page.drawText(printable(regular, address), {
      x: x + 12,
      y: top - 20,
      size: 9,
      font: regular,
      color: soft,
    });
    page.drawText(printable(bold, codeLine), { x: x + 12, y: top - 36, size: 12, font: bold, color: violet });

    const bubble =
      BUBBLES[[...card.id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % BUBBLES.length];
    const avatar = await embedAvatar(doc, card.avatarUrl);
    if (avatar) page.drawImage(avatar, { x: x + 12, y: top - 86, width: 40, height: 40 });
    else {
      page.drawCircle({ x: x + 32, y: top - 66, size: 20, color: hex(bubble) });
      const initial = printable(bold, card.firstName.slice(0, 1).toUpperCase());
      page.drawText(initial, {
        x: x + 32 - bold.widthOfTextAtSize(initial, 20) / 2,
        y: top - 73,
        size: 20,
        font: bold,
        color: rgb(1, 1, 1),
      });
    }
    page.drawText(printable(bold, card.firstName), {
      x: x + 60,
      y: top - 72,
      size: 18,
      font: bold,
      color: ink,
      maxWidth: CARD_W - 72,
    });

    const names = picturePairNames(card.pair);
    if (!names) continue;
    names.forEach((name, n) => {
      const px = x + 12 + n * 64;
      page?.drawRectangle({ x: px, y: top - 142, width: 50, height: 50, color: hex('#f5f3ff') });
      for (const shape of pictureShapes[name])
        page?.drawSvgPath(shape.d, { x: px + 4, y: top - 96, scale: 42 / 64, color: hex(shape.fill) });
      const word = `${n + 1}. ${pictureName(name)}`;
      page?.drawText(printable(bold, word), { x: px, y: top - 156, size: 10, font: bold, color: ink });
    });
    const [first, second] = names.map(pictureName);
    page.drawText(printable(regular, t`Picture password: ${first} + ${second}`), {
      x: x + 12,
      y: top - CARD_H + 10,
      size: 9,
      font: regular,
      color: soft,
    });
  }
  if (cards.length === 0) doc.addPage([PAGE.w, PAGE.h]);
  return doc.save();
}

/**
 * The avatar image for the card, or undefined (then the initial is drawn): one of MathPop's built-in
 * avatars (avatar_url holds a token such as "avatar:fox", never an address), drawn to PNG here.
 */
async function embedAvatar(doc: PDFDocument, token: string | null) {
  const { avatarPng } = await import('@/components/avatars/avatarPng');
  const bytes = await avatarPng(token);
  return bytes ? doc.embedPng(bytes) : undefined;
}
