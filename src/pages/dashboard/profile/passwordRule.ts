import { profileTexts } from './texts';

/** The longest password the server accepts, in UTF-8 bytes (bcrypt's limit; longer ones are refused). */
export const maxPasswordBytes = 72;

/**
 * What is wrong with a new password typed twice, checked in the page before the server is asked: at
 * least 8 characters, at most 72 UTF-8 bytes (as the server counts), both fields equal. Null if fine.
 */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < 8) return profileTexts.passwordTooShort;
  if (new TextEncoder().encode(password).length > maxPasswordBytes) return profileTexts.passwordTooLong;
  if (password !== confirm) return profileTexts.passwordMismatch;
  return null;
}
