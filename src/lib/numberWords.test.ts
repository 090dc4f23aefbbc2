import { describe, expect, it } from 'vitest';
import { numberToWords } from './numberWords';

describe('numberToWords', () => {
  it('writes three-digit numbers the British way, with "and" and hyphens', () => {
    expect(numberToWords(472)).toBe('four hundred and seventy-two');
    expect(numberToWords(100)).toBe('one hundred');
    expect(numberToWords(105)).toBe('one hundred and five');
    expect(numberToWords(913)).toBe('nine hundred and thirteen');
    expect(numberToWords(640)).toBe('six hundred and forty');
    expect(numberToWords(999)).toBe('nine hundred and ninety-nine');
  });

  it('writes small numbers', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(7)).toBe('seven');
    expect(numberToWords(19)).toBe('nineteen');
    expect(numberToWords(20)).toBe('twenty');
    expect(numberToWords(58)).toBe('fifty-eight');
  });

  it('refuses what it cannot write', () => {
    expect(() => numberToWords(1000)).toThrow(RangeError);
    expect(() => numberToWords(-1)).toThrow(RangeError);
    expect(() => numberToWords(2.5)).toThrow(RangeError);
  });
});
