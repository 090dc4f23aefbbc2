import { describe, expect, it } from 'vitest';
import { weekSheet } from '@/fluency/weekSheet';
import { pdfPageTexts } from '../../../../../tests/support/pdf-text';
import { printedItem } from './printedItem';
import type { PrintedSheet } from './sheetDoc';
import { renderSheetPdf } from './sheetPdf';

const items = weekSheet({ childId: 'mia', week: '2026-W48', states: new Map([['mul:3:4', 'learning']]) });
const sheet = (name: string): PrintedSheet => ({
  title: `${name}'s sheet`,
  subtitle: 'Made for you',
  name: `Name: ${name}`,
  date: 'Date: 28 November 2026',
  week: 'Week 48',
  practises: 'Practises: ×3',
  instructions: 'Count the dots.',
  sprintTitle: 'Sprint!',
  sprintHint: 'Quick',
  items: items.map(printedItem),
  keyTitle: 'ANSWER KEY',
  keyHint: 'For grown-ups',
  markUrl: 'https://mathpop.example/app/performance?mark=0b6f3d0e-8a51-4a8e-b0a4-2f61f1a3c9d1',
  scanLabel: 'Scan to mark',
  footer: ['one', 'two'],
});

describe('the sheet PDF', () => {
  it('prints the sheet, then its key with every solved line and the marking address', async () => {
    const pages = await pdfPageTexts(
      await renderSheetPdf({ lang: 'en', title: 't', kicker: 'k', sheets: [sheet('Mia')] }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Name: Mia');
    expect(pages[0]).toContain('Practises: ×3');
    for (const item of items.map(printedItem)) expect(pages[1]).toContain(item.solved);
    expect(pages[1]).toContain(sheet('Mia').markUrl);
  });

  it('prints a pack as every sheet then every key, and a name Helvetica lacks as "?"', async () => {
    const bytes = await renderSheetPdf({
      lang: 'en',
      title: 't',
      kicker: 'k',
      sheets: [sheet('Ana'), sheet('Łucja')],
    });
    const pages = await pdfPageTexts(bytes);
    expect(pages.map((p) => p.find((x) => x.startsWith('Name: ')))).toEqual([
      'Name: Ana',
      'Name: ?ucja',
      'Name: Ana',
      'Name: ?ucja',
    ]);
    expect(pages[2]?.join(' ')).toContain('ANSWER KEY');
  });
});
