import { describe, expect, it } from 'vitest';
import { emailPieces } from './EmailText';

describe('emailPieces', () => {
  it('breaks only after the @ and before dots, keeping every piece whole', () => {
    expect(emailPieces('ana.lima@example-school.org')).toEqual([
      'ana',
      '.lima@',
      'example-',
      'school',
      '.org',
    ]);
    expect(emailPieces('kid@x.co').join('')).toBe('kid@x.co');
    expect(emailPieces('')).toEqual([]);
  });
});
