import { createHash, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { logError } from '../log';
import { mailLocale } from '../mail/i18n';
import { reauthenticationMail } from '../mail/reauth-template';
import { takeAttempt } from './account-caps';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { rateLimit, requireCaller } from './request';
import type { UserRow } from './users';

/** How long a mailed nonce works (GoTrue's MAILER_OTP_EXP defaults to a day; an hour here). */
const nonceSeconds = 3600;

const digest = (userId: string, nonce: string) =>
  createHash('sha256').update(`${userId}:${nonce}`).digest('hex');

/**
 * GET /auth/v1/reauthenticate: GoTrue's reauthentication. Mails a six-digit nonce to the signed-in
 * user's (confirmed) address; `PUT /user {password, nonce}` then lets the password change through
 * (user.ts). At most one mail per MAIL_MAX_FREQUENCY seconds. Only a digest of the nonce is stored.
 * MathPop's own password re-entry (POST /user/reauthenticate, reauthenticate.ts) stays beside it.
 */
export async function reauthenticateByMail(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'user');
  const { user } = await requireCaller(deps, c);
  if (!user.email_confirmed_at) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const every = deps.config.mailMaxFrequencySeconds;
  const [row] = await deps.db.query<{ locale: string | null }>(
    `update auth.users u set reauthentication_token = $2, reauthentication_sent_at = now()
     where u.id = $1 and (u.reauthentication_sent_at is null
       or u.reauthentication_sent_at <= now() - ($3::int * interval '1 second'))
     returning (select p.locale from public.profiles p where p.user_id = u.id) as locale`,
    [user.id, digest(user.id, nonce), every],
  );
  if (!row) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${every} seconds.`,
    );
  }
  deps.mailer
    .send({ to: user.email, ...reauthenticationMail(nonce, mailLocale(row.locale)) })
    .catch((e) => logError('mail', e));
  return c.json({});
}

/**
 * Spends the user's mailed nonce: 422 reauthentication_not_valid "Nonce has expired or is invalid"
 * (GoTrue's answer) when it is wrong, old or used; wrong guesses are capped per account like
 * passwords (429), so six digits cannot be walked through.
 */
export async function spendNonce(deps: AuthDeps, user: UserRow, nonce: unknown): Promise<void> {
  const invalid = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (typeof nonce !== 'string' || !/^\d{6}$/.test(nonce.trim())) throw invalid();
  if (!(await takeAttempt(deps.db, 'reauth-nonce', user.id, deps.config.rateLimits.account))) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      'Too many wrong codes for this account. Please wait a few minutes and try again.',
    );
  }
  const [row] = await deps.db.query<{ id: string }>(
    `update auth.users set reauthentication_token = null
     where id = $1 and reauthentication_token = $2
       and reauthentication_sent_at > now() - ($3::int * interval '1 second')
     returning id`,
    [user.id, digest(user.id, nonce.trim()), nonceSeconds],
  );
  if (!row) throw invalid();
}
