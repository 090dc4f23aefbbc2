import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { worksheets } from '../../src/content/worksheets';
import { renderWorksheet } from './worksheet-pdf.mjs';

describe('worksheet PDFs', () => {
  it('render a problem page and an answer key, with the title as metadata', async () => {
    for (const worksheet of worksheets) {
      const bytes = await renderWorksheet(worksheet);
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toContain(worksheet.title);
    }
  });

  it('are byte-for-byte deterministic', async () => {
    const [a, b] = await Promise.all([renderWorksheet(worksheets[0]), renderWorksheet(worksheets[0])]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
