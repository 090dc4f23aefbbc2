import { logError } from '../log';
import { mailLocale } from '../mail/i18n';
import { confirmEmailChangeMail, emailChangeNoticeMail } from '../mail/templates';
import { clearAttempts, takeAttempt } from './account-caps';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { checkPassword } from './hashing';
import { type Challenge, linkToken, saveFlowState } from './pkce';
import type { SessionRow } from './sessions';
import { type FactorRow, findUserByEmail, type UserRow } from './users';

/** How long ago a sign-in or two-factor code still counts as "just now" for sensitive changes. */
export const recentSeconds = 300;

/** Sign-in methods whose recent use stands for "just typed the password": a password sign-in or the reset flow. */
const passwordMethods = new Set(['password', 'recovery']);

/** When this session last proved the password (a password sign-in or a recovery link; 0: never). */
export function lastPasswordProof(session: SessionRow): number {
  return Math.max(0, ...session.amr.filter((a) => passwordMethods.has(a.method)).map((a) => a.timestamp));
}

/**
 * 400 invalid_credentials unless `current` is the user's password; 400 reauthentication_needed if
 * absent. Wrong guesses are capped per account like sign-ins (RATE_LIMIT_ACCOUNT since the last right
 * one, then 429; counted in the database, so every process agrees), so a stolen token cannot be used to guess the password.
 */
export async function requireCurrentPassword(deps: AuthDeps, user: UserRow, current: unknown) {
  if (current === undefined || current === null || current === '') {
    throw new AuthError(400, 'reauthentication_needed', 'Please enter your current password');
  }
  if (!(await takeAttempt(deps.db, 'current-password', user.id, deps.config.rateLimits.account))) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      'Too many wrong passwords for this account. Please wait a few minutes and try again.',
    );
  }
  const ok =
    typeof current === 'string' &&
    (await checkPassword(current, user.encrypted_password, deps.config.bcryptCost));
  if (!ok) throw new AuthError(400, 'invalid_credentials', 'Current password is incorrect');
  await clearAttempts(deps.db, 'current-password', user.id);
}

/**
 * PUT /user {email, current_password}: the change waits for the link mailed to the new address
 * (type=email_change, through /auth/confirm); the old address gets a notice. Needs the current
 * password and, with two-factor on, a code verified in the last five minutes. Answers the pending
 * address as `new_email`.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow,
  factors: FactorRow[],
  email: string,
  current: unknown,
  flow?: Challenge,
): Promise<{ new_email?: string; email_change_sent_at?: string }> {
  if (email.toLowerCase() === user.email.toLowerCase()) return {};
  await requireCurrentPassword(deps, user, current);
  if (factors.some((f) => f.status === 'verified')) {
    const totp = Math.max(0, ...session.amr.filter((a) => a.method === 'totp').map((a) => a.timestamp));
    if (Date.now() / 1000 - totp > recentSeconds) {
      throw new AuthError(
        400,
        'reauthentication_needed',
        'Please enter a new two-factor code to change your email',
      );
    }
  }
  if (await findUserByEmail(deps.db, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  // A PKCE change (code_challenge given) mails a `pkce_` token; its GET /verify answers a code.
  const token = linkToken(flow);
  // At most one change mail per MAIL_MAX_FREQUENCY seconds (GoTrue answers the same 429), decided
  // in the database so every process agrees. A change of address voids every link mailed before it
  // (a sign-up confirmation or recovery link sent to the old address) and ends the account's other
  // sessions.
  const every = deps.config.mailMaxFrequencySeconds;
  const row = await deps.db.transaction(async (tx) => {
    const [r] = await tx.query<{ sent: Date }>(
      `update auth.users set email_change = $2, email_change_token = $3, email_change_sent_at = now(),
         confirmation_token = null, recovery_token = null
       where id = $1
         and (email_change_sent_at is null or email_change_sent_at <= now() - ($4::int * interval '1 second'))
       returning email_change_sent_at as sent`,
      [user.id, email, token, every],
    );
    if (r) await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
    if (r && flow) await saveFlowState(tx, user.id, 'email_change', flow);
    return r;
  });
  if (!row) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${every} seconds.`,
    );
  }
  const link = `${deps.config.siteUrl}/auth/confirm?token_hash=${token}&type=email_change`;
  const failed = (e: unknown) => logError('mail', e);
  // Both mails in the grown-up's language (profiles.locale; none set: English).
  const [profile] = await deps.db.query<{ locale: string | null }>(
    'select locale from public.profiles where user_id = $1',
    [user.id],
  );
  const locale = mailLocale(profile?.locale);
  deps.mailer.send({ to: email, ...confirmEmailChangeMail(link, locale) }).catch(failed);
  deps.mailer.send({ to: user.email, ...emailChangeNoticeMail(email, locale) }).catch(failed);
  return { new_email: email, email_change_sent_at: new Date(row?.sent ?? Date.now()).toISOString() };
}
