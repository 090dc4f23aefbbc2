import { AuthError } from './errors';

/** Default minimum password length (PASSWORD_MIN_LENGTH): GoTrue defaults to 6; we follow OWASP ASVS L1's 8. */
export const minPasswordLength = 8;

/** Longest password in UTF-8 bytes: bcrypt reads no further, so a longer one is refused, not cut. */
export const maxPasswordBytes = 72;

// The most common leaked passwords of 8+ characters (from public top-password lists), lower-cased.
// Short ones are already refused by the length rule.
const common = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678
  123456789 1234567890 0123456789 987654321 87654321 11111111 00000000 22222222 88888888 12341234
  11223344 12121212 123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwerty123 qwerty12 qwertyuiop
  asdfghjk asdfghjkl zxcvbnm1 abcd1234 abc12345 abcdefgh iloveyou iloveyou1 princess sunshine
  football baseball superman batman123 trustno1 welcome1 welcome123 letmein1 letmein123 monkey12
  dragon12 starwars whatever computer internet michelle jennifer mustang1 shadow12 master12 liverpool
  chocolate butterfly charlie1 freedom1 changeme secret12 admin123 administrator aa123456 a1234567
  qazwsxedc zaq12wsx 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 mathpop1 mathpop123 supabase`.split(/\s+/),
);

/** Why a password is too weak (GoTrue's reasons: "length", "pwned"); empty when it is fine. */
export function weakPasswordReasons(password: string, min = minPasswordLength): string[] {
  const reasons: string[] = [];
  if (password.length < min) reasons.push('length');
  if (common.has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}

/** Refuses weak passwords with 422 `weak_password` and its reasons. */
export function assertStrongPassword(password: unknown, min = minPasswordLength): asserts password is string {
  if (typeof password !== 'string' || password.length === 0) {
    throw new AuthError(422, 'validation_failed', 'Password is required');
  }
  if (Buffer.byteLength(password, 'utf8') > maxPasswordBytes) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maxPasswordBytes} characters (counted in bytes: an accented letter counts as 2, an emoji as 4)`,
    );
  }
  if (password.includes('\0')) {
    throw new AuthError(422, 'validation_failed', 'Password cannot contain NUL characters');
  }
  const reasons = weakPasswordReasons(password, min);
  if (reasons.length === 0) return;
  const message = reasons.includes('length')
    ? `Password should be at least ${min} characters.`
    : 'Password is known to be weak and easy to guess, please choose a different one.';
  throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}
