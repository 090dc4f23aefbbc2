import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@/locales/dashboard/pt-BR';
import { pdfPageTexts } from '../../../../../tests/support/pdf-text';
import { classReportPdf } from './classReportPdf';

describe('classReportPdf in Português (Brasil)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('prints the report in pt-BR, accents and all', async () => {
    i18n.load('pt-BR', messages);
    i18n.activate('pt-BR');
    const row = {
      id: '1',
      name: 'João',
      lastPlayed: null,
      minutesWeek: 1234,
      sessionsWeek: 2,
      fluent: 5,
      needsHelp: 1,
      streak: 0,
    };
    const bytes = await classReportPdf([row], {
      date: '26 de novembro de 2026',
      focus: { tables: [3, 4], division: true, scope: 'class' },
      tricky: [],
    });
    const text = (await pdfPageTexts(bytes))[0]?.join('\n') ?? '';
    expect(text).toContain('Relatório da turma MathPop');
    expect(text).toContain('Foco da semana: x3 e x4, com divisão');
    expect(text).toContain('Sessões na semana');
    expect(text).toContain('Ainda não');
    expect(text).toContain('1.234'); // numbers written the Brazilian way
    expect(text).toContain('Contas mais difíceis: nenhuma ainda');
    expect(text).not.toContain('?');
  });
});
