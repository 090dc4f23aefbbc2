import { i18n } from '@lingui/core';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { type Worksheet, worksheetPrint, worksheets } from '../../src/content/worksheets';
import { messages as contentPt } from '../../src/locales/content/pt-BR';
import { renderWorksheet } from './worksheet-pdf.mjs';

/** A worksheet with its printed words in the current language, as pre-worksheets.mjs passes it. */
const printed = (worksheet: Worksheet, lang = 'en-US') => ({
  ...worksheet,
  print: worksheetPrint(worksheet),
  lang,
});

afterEach(() => i18n.activate('en'));

describe('worksheet PDFs', () => {
  it('render a problem page and an answer key, with the title as metadata', async () => {
    for (const worksheet of worksheets) {
      const bytes = await renderWorksheet(printed(worksheet));
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toContain(worksheet.title);
    }
  });

  it('print in Portuguese from the pt-BR catalogue, accents and all (Helvetica WinAnsi)', async () => {
    i18n.load('pt-BR', contentPt);
    i18n.activate('pt-BR');
    for (const worksheet of worksheets) {
      const doc = await PDFDocument.load(await renderWorksheet(printed(worksheet, 'pt-BR')));
      expect(doc.getTitle()).toContain('folha de atividades MathPop');
    }
    const doc = await PDFDocument.load(await renderWorksheet(printed(worksheets[0], 'pt-BR')));
    expect(doc.getTitle()).toBe('Matrizes de Multiplicação - folha de atividades MathPop');
  });

  it('are byte-for-byte deterministic', async () => {
    const sheet = printed(worksheets[0]);
    const [a, b] = await Promise.all([renderWorksheet(sheet), renderWorksheet(sheet)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
