import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '@/locales/dashboard/en';
import { messages as ptBR } from '@/locales/dashboard/pt-BR';
import { lastPlayedText } from './performance/class/classRows';
import { cellLabel } from './performance/factGridModel';

const fact = { op: 'mul' as const, a: 7, b: 8 };
const tried = (tries: number) => ({ state: 'learning' as const, ms: null, tries, misses: 0 });
const DAY = 86_400_000;
const now = Date.parse('2026-11-26T12:00:00');

/** Loads a compiled dashboard catalogue, as the app does, and reads in its language. */
function use(locale: 'en' | 'pt-BR') {
  i18n.load(locale, locale === 'en' ? en : ptBR);
  i18n.activate(locale);
}

describe('dashboard plurals from the compiled catalogues', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('counts tries on a fact-grid cell: 1 try / 3 tries, 1 tentativa / 3 tentativas', () => {
    use('en');
    expect(cellLabel(fact, tried(1))).toBe('7 × 8: Learning, 1 try');
    expect(cellLabel(fact, tried(3))).toBe('7 × 8: Learning, 3 tries');
    use('pt-BR');
    expect(cellLabel(fact, tried(1))).toBe('7 × 8: Aprendendo, 1 tentativa');
    expect(cellLabel(fact, tried(3))).toBe('7 × 8: Aprendendo, 3 tentativas');
  });

  it('says when a child last played in the class table: 3 days ago / há 3 dias', () => {
    use('en');
    expect(lastPlayedText(new Date(now - DAY).toISOString(), now)).toBe('Yesterday');
    expect(lastPlayedText(new Date(now - 3 * DAY).toISOString(), now)).toBe('3 days ago');
    use('pt-BR');
    expect(lastPlayedText(new Date(now - DAY).toISOString(), now)).toBe('Ontem');
    expect(lastPlayedText(new Date(now - 3 * DAY).toISOString(), now)).toBe('há 3 dias');
  });
});
