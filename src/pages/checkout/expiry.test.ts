import { describe, expect, it } from 'vitest';
import { formatExpiry } from './expiry';

describe('formatExpiry', () => {
  it('reads four digits as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('0127')).toBe('01/27');
  });

  it('keeps a typed slash and what is already formatted', () => {
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12 / 30')).toBe('12/30');
  });

  it('adds the slash as the year begins, not before', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('530')).toBe('05/30');
  });

  it('drops anything past four digits', () => {
    expect(formatExpiry('123045')).toBe('12/30');
    expect(formatExpiry('')).toBe('');
  });
});
