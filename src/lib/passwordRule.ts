import { t } from '@lingui/core/macro';

/** What the page says about a new password before the server is asked (sign-up's reset and the profile). */
export const passwordRuleTexts = {
  get passwordTooShort() {
    return t`Use at least 8 characters.`;
  },
  get passwordTooLong() {
    return t`Use at most 72 characters (an accented letter counts as 2, an emoji as 4).`;
  },
  get passwordMismatch() {
    return t`The two passwords don't match.`;
  },
};

/** The longest password the server accepts, in UTF-8 bytes (bcrypt's limit; longer ones are refused). */
export const maxPasswordBytes = 72;

/**
 * What is wrong with a new password typed twice, checked in the page before the server is asked: at
 * least 8 characters, at most 72 UTF-8 bytes (as the server counts), both fields equal. Null if fine.
 */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < 8) return passwordRuleTexts.passwordTooShort;
  if (new TextEncoder().encode(password).length > maxPasswordBytes) return passwordRuleTexts.passwordTooLong;
  if (password !== confirm) return passwordRuleTexts.passwordMismatch;
  return null;
}
