import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as content } from '@/locales/content/pt-BR';
import { messages } from '@/locales/dashboard/pt-BR';
import { pdfPageTexts } from '../../../../../tests/support/pdf-text';
import { loginCardsPdf } from './loginCardsPdf';

describe('loginCardsPdf in Português (Brasil)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('prints the card in pt-BR with its accents (Helvetica WinAnsi: á ã ç é õ)', async () => {
    i18n.load('pt-BR', { ...content, ...messages }); // the picture names are content's
    i18n.activate('pt-BR');
    const cards = [
      { id: 'a', firstName: 'João', avatarUrl: null, pair: [3, 6] },
      { id: 'b', firstName: 'Zé Simões', avatarUrl: null, pair: [0, 1] },
    ];
    const pages = await pdfPageTexts(await loginCardsPdf(cards, 'K7M2QZ', 'https://escola.example/class'));
    const text = pages[0]?.join('\n') ?? '';
    expect(text).toContain('Código da turma: K7M2QZ');
    // Every accent drawn as itself: a glyph WinAnsi lacked would print as "?".
    expect(text).toContain('João');
    expect(text).toContain('Zé Simões');
    // apple + tree: "maçã" and "árvore" in the pictures' names and the password line.
    expect(text).toContain('1. maçã');
    expect(text).toContain('2. árvore');
    expect(text).toContain('Senha de figuras: maçã + árvore');
    expect(text).not.toContain('?');
  });
});
