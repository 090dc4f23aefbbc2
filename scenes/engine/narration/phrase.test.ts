import { describe, expect, it } from 'vitest';
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
