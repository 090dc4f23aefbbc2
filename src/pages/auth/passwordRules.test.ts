import { describe, expect, it } from 'vitest';
import { minPasswordLength, weakPasswordReasons } from '../../../server/auth/passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRulesText } from './passwordRules';

describe('password rules shown on sign-up', () => {
  it('are the rules the server applies', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(minPasswordLength);
    expect(weakPasswordReasons('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toContain('length');
    expect(weakPasswordReasons('password123')).toContain('pwned');
    expect(passwordRulesText()).toContain(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  });
});
