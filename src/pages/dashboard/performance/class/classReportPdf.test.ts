import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../../../tests/support/pdf-text';
import { classReportPdf, focusText } from './classReportPdf';
import type { ClassRow } from './classRows';

const row = (i: number): ClassRow => ({
  id: String(i),
  name: `Child ${i} Żaneta`,
  lastPlayed: null,
  minutesWeek: i,
  sessionsWeek: 1,
  fluent: i * 2,
  needsHelp: 0,
  streak: 0,
});

describe('classReportPdf', () => {
  it('prints every child of a class of 25 on one page, with the focus and tricky facts', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
    const bytes = await classReportPdf(rows, {
      date: '26 November 2026',
      focus: { tables: [3, 4], division: true, scope: 'class' },
      tricky: ['7 × 8 (4 children)'],
    });
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]?.join('\n') ?? '';
    for (let i = 1; i <= 25; i++) expect(text).toContain(`Child ${i} ?aneta`);
    expect(text).toContain("This week's focus: x3 and x4, with division");
    expect(text).toContain('7 x 8 (4 children)');
  });

  it('says the focus in words', () => {
    expect(focusText(null)).toBe('No focus set');
    expect(focusText({ tables: [3], division: false, scope: 'class' })).toBe('×3');
    expect(focusText({ tables: [2, 5, 10], division: true, scope: 'student' })).toBe(
      '×2, ×5 and ×10, with ÷',
    );
  });
});
