import { describe, expect, it } from 'vitest';
import { numberToWordsPt } from '@/lib/numberWordsPt';
import { spokenText } from './phrase';

describe('spokenText', () => {
  it('reads questions and facts with words for the signs', () => {
    expect(spokenText('7 × 8 = ?')).toBe('7 times 8 is what?');
    expect(spokenText('56 ÷ 7 = ?')).toBe('56 divided by 7 is what?');
    expect(spokenText('3 × 6 is not 15')).toBe('3 times 6 is not 15');
    expect(spokenText('4 × 5 = 20 stars')).toBe('4 times 5 is 20 stars');
    expect(spokenText('7 × ? = 56')).toBe('7 times what is 56');
    expect(spokenText('18 ÷ 6 = ? teams')).toBe('18 divided by 6 is how many teams?');
    expect(spokenText('Tower 1: 4 × 3 = ?')).toBe('Tower 1: 4 times 3 is what?');
  });

  it('reads sums, blanks and drops emoji', () => {
    expect(spokenText('5 + 5 + 5 = 15')).toBe('5 plus 5 plus 5 is 15');
    expect(spokenText('12 − 4 = 8')).toBe('12 minus 4 is 8');
    expect(spokenText('A ___ is a number you multiply.')).toBe('A blank is a number you multiply.');
    expect(spokenText('Great job! 🎉')).toBe('Great job!');
  });

  it('leaves plain words alone', () => {
    expect(spokenText('Tap 3')).toBe('Tap 3');
    expect(spokenText('Try again')).toBe('Try again');
    expect(spokenText('')).toBe('');
  });
});

describe('spokenText in Portuguese', () => {
  const pt = (text: string) => spokenText(text, 'pt-BR');

  it('reads facts and questions with Portuguese words for signs and numbers', () => {
    expect(pt('7 × 8 = ?')).toBe('sete vezes oito é quanto?');
    expect(pt('6 × 9 = 54')).toBe('seis vezes nove é cinquenta e quatro');
    expect(pt('56 ÷ 7 = ?')).toBe('cinquenta e seis dividido por sete é quanto?');
    expect(pt('144 ÷ 12 = 12')).toBe('cento e quarenta e quatro dividido por doze é doze');
    expect(pt('7 × ? = 56')).toBe('sete vezes quanto é cinquenta e seis');
    expect(pt('3 × 6 não é 15')).toBe('três vezes seis não é quinze');
    expect(pt('3 × 6 ≠ 15')).toBe('três vezes seis não é quinze');
    expect(pt('Sim! 7 × 8 = 56 🎉')).toBe('Sim! sete vezes oito é cinquenta e seis');
    expect(pt('5 + 5 + 5 = 15')).toBe('cinco mais cinco mais cinco é quinze');
    expect(pt('Torre 1: 4 × 3 = ?')).toBe('Torre um: quatro vezes três é quanto?');
  });

  it('leaves English as it was: digits stay digits', () => {
    expect(spokenText('7 × 8 = 56', 'en')).toBe('7 times 8 is 56');
    expect(spokenText('3 × 6 ≠ 15', 'en')).toBe('3 times 6 is not 15');
  });
});

describe('numberToWordsPt', () => {
  it('says 0–1000 the Brazilian way', () => {
    const cases: [number, string][] = [
      [0, 'zero'],
      [1, 'um'],
      [10, 'dez'],
      [11, 'onze'],
      [12, 'doze'],
      [13, 'treze'],
      [14, 'catorze'],
      [15, 'quinze'],
      [16, 'dezesseis'],
      [17, 'dezessete'],
      [18, 'dezoito'],
      [19, 'dezenove'],
      [20, 'vinte'],
      [21, 'vinte e um'],
      [27, 'vinte e sete'],
      [56, 'cinquenta e seis'],
      [81, 'oitenta e um'],
      [99, 'noventa e nove'],
      [100, 'cem'],
      [101, 'cento e um'],
      [110, 'cento e dez'],
      [121, 'cento e vinte e um'],
      [144, 'cento e quarenta e quatro'],
      [200, 'duzentos'],
      [999, 'novecentos e noventa e nove'],
      [1000, 'mil'],
    ];
    for (const [n, words] of cases) expect(numberToWordsPt(n)).toBe(words);
  });

  it('refuses what it cannot say', () => {
    expect(() => numberToWordsPt(1001)).toThrow(RangeError);
    expect(() => numberToWordsPt(-1)).toThrow(RangeError);
    expect(() => numberToWordsPt(2.5)).toThrow(RangeError);
  });
});
