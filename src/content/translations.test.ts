import { i18n } from '@lingui/core';
import { praiseFor } from '@scenes/lesson/question';
import { actionText, rightAnswerText } from '@scenes/lesson/words';
import { texts } from '@scenes/practice/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { streakText } from '@/fluency/summary';
import { messages as contentPt } from '@/locales/content/pt-BR';
import { getLesson, type LessonConfig } from './lessons';
import { messages as lessonsPt } from './lessons/locales/pt-BR';
import { messages } from './messages';
import { worksheetHref, worksheetPrint, worksheets } from './worksheets';

/**
 * Issue 26: the compiled pt-BR `content` and `lessons` catalogues (what the app loads) turn a lesson
 * screen, practice and the worksheets Portuguese, and the same lesson object follows a switch back
 * to English (its texts are read when shown, never frozen at import).
 */
function portuguese() {
  i18n.load('pt-BR', { ...contentPt, ...lessonsPt });
  i18n.activate('pt-BR');
}

afterEach(() => i18n.activate('en'));

describe('the content and lessons catalogues in pt-BR', () => {
  it('read a lesson screen in Portuguese, then in English again after a switch', () => {
    const lesson = getLesson('multiplication1') as LessonConfig & { kind: 'number' };
    portuguese();
    expect(lesson.title).toBe('Grupos Iguais');
    expect(lesson.question).toBe('Há 3 pratos. Cada prato tem 4 biscoitos.');
    expect(lesson.finalQuestion).toBe('Quantos biscoitos há ao todo?');
    expect(lesson.highlightedQuestion).toBe('3 × 4 = ?');
    expect(lesson.hints.right).toBe('Isso! 3 × 4 = 12');
    expect(lesson.hints.wrong).toBe('Conte de 4 em 4, 3 vezes!');
    expect(praiseFor(lesson)).toBe('Muito bem!');
    expect(messages.lesson.wrong).toBe('Tente de novo!');
    expect(actionText('CHECK')).toBe('VERIFICAR');
    expect(actionText('CONTINUE')).toBe('CONTINUAR');
    i18n.activate('en');
    expect(lesson.title).toBe('Equal Groups');
    expect(lesson.hints.right).toBe('Yes! 3 × 4 = 12');
  });

  it('offer a word lesson its words in Portuguese, the answer among them', () => {
    const lesson = getLesson('factor1');
    if (lesson?.kind !== 'word') throw new Error('factor1 is a word lesson');
    portuguese();
    expect(lesson.options).toContain('fator');
    expect(lesson.correctAnswer).toBe('fator');
    expect(lesson.options).toBe(lesson.options); // one array per language: stable for React
    expect(
      rightAnswerText({ blockName: 'Factors', mode: 'multi', correct: [1, 2, 3], expression: null }),
    ).toBe('As respostas certas são 1, 2 e 3.');
  });

  it('say practice and reward texts in Portuguese with ICU plurals', () => {
    portuguese();
    expect(texts.title).toBe('Treino de hoje');
    expect(texts.progress(3, 10)).toBe('Pergunta 3 de 10');
    expect(texts.starsEarned(1)).toBe('Você ganhou 1 estrela!');
    expect(texts.starsEarned(3)).toBe('Você ganhou 3 estrelas!');
    expect(texts.placedCount(1)).toBe('Você já sabe 1 fato!');
    expect(texts.placedCount(12)).toBe('Você já sabe 12 fatos!');
    expect(streakText(1)).toBe('1 dia de prática!');
    expect(streakText(4)).toBe('4 dias seguidos!');
    i18n.activate('en');
    expect(texts.starsEarned(1)).toBe('You earned 1 star!');
    expect(texts.starsEarned(3)).toBe('You earned 3 stars!');
  });

  it('keeps the spec toasts verbatim in pt-BR', () => {
    portuguese();
    expect(messages.login.errorTitle).toBe('Erro no login');
    expect(messages.signup.mismatchText).toBe('As senhas não coincidem.');
  });

  it('prints each worksheet in the current language and links its own PDF', () => {
    const sheet = worksheets[0];
    portuguese();
    const print = worksheetPrint(sheet);
    expect(print.title).toBe('Matrizes de Multiplicação');
    expect(print.about).toBe(`Idades 6-7  |  ${sheet.problems.length} problemas`);
    expect(worksheetHref(sheet, 'pt-BR')).toBe('/worksheets/pt-BR/multiplication-arrays.pdf');
    expect(worksheetHref(sheet, 'en')).toBe('/worksheets/multiplication-arrays.pdf');
  });
});
