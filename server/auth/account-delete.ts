import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { logError } from '../log';
import { deleteOutboxMail } from '../mail/outbox-purge';
import { clearAttempts, takeAttempt } from './account-caps';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { checkPassword } from './hashing';
import { matchedStep } from './mfa-verify';
import { rateLimit, readJson, requireCaller } from './request';

/** The word the grown-up types to confirm, as the Profile dialog asks for it. */
export const deleteConfirmWord = 'DELETE';

const wrongCode = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * Checks the TOTP code of the user's verified factor, as a factor verify does: a code's time step is
 * good once (a replay fails), and wrong codes count towards the factor's MFA_FAILED_VERIFY_LIMIT (a
 * spent, failed challenge row records each). Returns the refusal to raise after committing, if any.
 */
async function checkCode(deps: AuthDeps, tx: Queryable, userId: string, label: string, code: string) {
  const [factor] = await tx.query<{ id: string; secret: string; last_used_step: string | null }>(
    `select id, secret, last_used_step::text as last_used_step from auth.mfa_factors
     where user_id = $1 and status = 'verified' order by created_at limit 1 for update`,
    [userId],
  );
  if (!factor) return undefined;
  const cap = deps.config.mfaFailedVerifies;
  const [recent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_challenges
     where factor_id = $1 and failed_at > now() - ($2::int * interval '1 second')`,
    [factor.id, cap.windowSeconds],
  );
  if ((recent?.n ?? 0) >= cap.max) return errors.rateLimited();
  if (!code) return new AuthError(422, 'mfa_code_required', 'The two-factor code is required');
  const step = matchedStep(factor.secret, label, code);
  const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
  if (step === null || (lastUsed !== null && step <= lastUsed)) {
    await tx.query('insert into auth.mfa_challenges (factor_id, failed_at) values ($1, now())', [factor.id]);
    return wrongCode();
  }
  await tx.query('update auth.mfa_factors set last_used_step = $2 where id = $1', [factor.id, step]);
  return undefined;
}

/**
 * POST /auth/v1/user/delete {password, code?, confirm: "DELETE"} with the user's access token: GoTrue
 * has no self-delete (on hosted Supabase this is an Edge Function calling auth.admin.deleteUser).
 * Needs the current password, the TOTP code when two-factor is on, and the confirmation word; rate
 * limited like sign-in (per address and per account). Deletes the auth user in one transaction: every
 * row that names it goes by foreign-key cascade (sessions, refresh tokens, factors and their
 * challenges, profile, students, results, quota counters), so every session ends at once.
 */
export async function deleteAccount(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'token');
  const caller = await requireCaller(deps, c);
  const body = await readJson(c);
  const password = typeof body.password === 'string' ? body.password : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (body.confirm !== deleteConfirmWord) {
    throw errors.validation(`Type ${deleteConfirmWord} to confirm deleting the account`);
  }
  const account = caller.user.email.toLowerCase();
  if (!(await takeAttempt(deps.db, 'account', account, deps.config.rateLimits.account))) {
    throw errors.rateLimited();
  }
  const [row] = await deps.db.query<{ encrypted_password: string; email_change: string | null }>(
    'select encrypted_password, email_change from auth.users where id = $1',
    [caller.user.id],
  );
  if (!password || !(await checkPassword(password, row?.encrypted_password, deps.config.bcryptCost))) {
    throw errors.invalidCredentials();
  }
  await clearAttempts(deps.db, 'account', account);
  const refused = await deps.db.transaction(async (tx) => {
    const refusal = await checkCode(deps, tx, caller.user.id, caller.user.email, code);
    if (refusal) return refusal;
    await tx.query('delete from auth.users where id = $1', [caller.user.id]);
    return undefined;
  });
  if (refused) throw refused;
  // Its mail goes with it: a recovery or confirmation link in the outbox would outlive the account.
  await deleteOutboxMail(deps.config, [caller.user.email, row?.email_change ?? '']).catch((e) =>
    logError('mail', e),
  );
  return c.body(null, 204);
}
