import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordRuleTexts } from './passwordRule';

describe('new password rule (as the server checks it)', () => {
  it('needs 8 characters and at most 72 UTF-8 bytes, typed the same twice', () => {
    expect(newPasswordProblem('short', 'short')).toBe(passwordRuleTexts.passwordTooShort);
    expect(newPasswordProblem('x'.repeat(72), 'x'.repeat(72))).toBeNull();
    expect(newPasswordProblem('x'.repeat(73), 'x'.repeat(73))).toBe(passwordRuleTexts.passwordTooLong);
    const emoji = 'Sunny-🙂'.repeat(8); // 64 UTF-16 units, 80 bytes
    expect(newPasswordProblem(emoji, emoji)).toBe(passwordRuleTexts.passwordTooLong);
    expect(newPasswordProblem('Orange-Kites-2031', 'Orange-Kites-2032')).toBe(
      passwordRuleTexts.passwordMismatch,
    );
  });
});
