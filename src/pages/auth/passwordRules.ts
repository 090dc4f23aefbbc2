import { t } from '@lingui/core/macro';

/** The server's password rules (server/auth/passwords.ts), shown under the field before the first try. */

/** Fewest characters a password may have (the server refuses shorter ones with weak_password). */
export const PASSWORD_MIN_LENGTH = 8;

/** Most characters a password may have (bcrypt reads 72 bytes). */
export const PASSWORD_MAX_LENGTH = 72;

/** The rules in words, under the sign-up's password field (in the current language). */
export function passwordRulesText(): string {
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return t`Use ${min} to ${max} characters. Common passwords such as “password123” are not accepted.`;
}
