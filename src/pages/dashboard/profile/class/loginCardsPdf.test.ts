import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../../../tests/support/pdf-text';
import { loginCardsPdf } from './loginCardsPdf';

const card = (i: number, pair: number[]) => ({ id: `id-${i}`, firstName: `Kid${i}`, avatarUrl: null, pair });

describe('loginCardsPdf', () => {
  it('prints one card per student with the address, code, first name and picture names', async () => {
    const cards = Array.from({ length: 9 }, (_, i) => card(i, [i % 12, (i + 2) % 12]));
    cards[0] = { ...card(0, [0, 2]), firstName: 'Zoë 🦄' };
    const bytes = await loginCardsPdf(cards, 'K7M2QZ', 'https://school.example/class');
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(2);
    const first = pages[0].join('\n');
    expect(first).toContain('Class code: K7M2QZ');
    expect(first).toContain('https://school.example/class');
    expect(first).toContain('Zoë ?');
    expect(first).toContain('Picture password: cat + rocket');
    expect(first).toContain('1. cat');
    expect(first).toContain('2. rocket');
    expect(pages[1].join('\n')).toContain('Kid8');
  });
});
