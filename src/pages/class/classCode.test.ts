import { describe, expect, it } from 'vitest';
import { isCompleteClassCode, normalizeClassCode } from './classCode';

describe('normalizeClassCode', () => {
  it('upper-cases, drops spaces, dashes and look-alikes, and stops at 6 symbols', () => {
    expect(normalizeClassCode(' ab-c d ')).toBe('ABCD');
    expect(normalizeClassCode('x0o1il7z')).toBe('X7Z');
    expect(normalizeClassCode('abcdefghjk')).toBe('ABCDEF');
  });
});

describe('isCompleteClassCode', () => {
  it('accepts exactly 6 symbols of the alphabet', () => {
    expect(isCompleteClassCode('K7M2QZ')).toBe(true);
    expect(isCompleteClassCode('K7M2Q')).toBe(false);
    expect(isCompleteClassCode('K7M2QO')).toBe(false);
  });
});
