import type { Context } from 'hono';
import { isPgError } from '../db/types';
import { takeAttempt } from './account-caps';
import type { AuthDeps } from './context';
import { lastPasswordProof, recentSeconds, requestEmailChange, requireCurrentPassword } from './email-change';
import { AuthError, errors } from './errors';
import { checkPassword, hashPassword } from './hashing';
import { assertMetadataSize, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { pkceParams } from './pkce';
import { spendNonce } from './reauth-nonce';
import { rateLimit, readJson, requireCaller } from './request';
import type { SessionRow } from './sessions';
import { requireEmail } from './signup';
import { listFactors, type UserRow, userJson } from './users';

/** GET /auth/v1/user: the signed-in user with their MFA factors. */
export async function getUser(deps: AuthDeps, c: Context) {
  const { user } = await requireCaller(deps, c);
  return c.json(userJson(user, await listFactors(deps.db, user.id)));
}

/**
 * PUT /auth/v1/user: updates user metadata (`data`, merged), password or email. Changing the password
 * or email of an account with a verified MFA factor needs an AAL2 session; a new password ends the
 * user's other sessions. Rate limited per address and per user (a password change costs two hashes).
 */
export async function updateUser(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'user');
  const { user, session } = await requireCaller(deps, c);
  if (!(await takeAttempt(deps.db, 'user-id', user.id, deps.config.rateLimits.user))) {
    throw errors.rateLimited();
  }
  const body = await readJson(c);
  const factors = await listFactors(deps.db, user.id);
  const sensitive = body.password !== undefined || body.email !== undefined;
  if (sensitive && factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  const email = body.email !== undefined ? requireEmail(body.email, 'update your email') : undefined;
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone updates are disabled');
  const data = metadataParam(body.data);
  // jsonb's || merges the top level as a spread does: the merged result is what must fit.
  if (data) assertMetadataSize({ ...user.raw_user_meta_data, ...data });
  let hash: string | undefined;
  if (body.password !== undefined) {
    assertStrongPassword(body.password, deps.config.passwordMinLength);
    await requireReauthentication(deps, user, session, body.current_password, body.nonce);
    if (await checkPassword(body.password, user.encrypted_password, deps.config.bcryptCost)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(body.password, deps.config.bcryptCost);
  }
  // Last, once everything else is valid (it mails): a new email waits for its link; the account keeps
  // the old one until then.
  const pending = email
    ? await requestEmailChange(deps, user, session, factors, email, body.current_password, pkceParams(body))
    : {};
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<UserRow>(
        `update auth.users set
           raw_user_meta_data = case when $2::jsonb is null then raw_user_meta_data
                                     else raw_user_meta_data || $2::jsonb end,
           encrypted_password = coalesce($3, encrypted_password),
           -- a new password voids every outstanding link (confirmation, recovery, email change)
           confirmation_token = case when $3 is null then confirmation_token end,
           recovery_token = case when $3 is null then recovery_token end,
           email_change_token = case when $3 is null then email_change_token end,
           email_change = case when $3 is null then email_change end,
           updated_at = now()
         where id = $1 returning *`,
        [user.id, data ? JSON.stringify(data) : null, hash ?? null],
      );
      if (hash) {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      }
      return row;
    });
    if (!updated) throw errors.userNotFound();
    return c.json({ ...userJson(updated, factors), ...pending });
  } catch (e) {
    if (isPgError(e) && e.code === '23505') {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    throw e;
  }
}

/**
 * A password change needs the current password, or a password sign-in of this session in the last
 * five minutes, or the reset flow (a recovery link): a child at an open Profile page cannot lock the
 * parent out, and neither can whoever opens a sign-up or email-change link (those prove only the
 * mailbox), or GoTrue's mailed nonce (GET /reauthenticate, then `nonce`; 422 reauthentication_not_valid
 * when wrong). Wrong current password: 400 invalid_credentials; none: 400 reauthentication_needed.
 */
async function requireReauthentication(
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow,
  current: unknown,
  nonce: unknown,
) {
  if (nonce !== undefined && nonce !== null && nonce !== '' && !current) return spendNonce(deps, user, nonce);
  if (!current && Date.now() / 1000 - lastPasswordProof(session) <= recentSeconds) return;
  await requireCurrentPassword(deps, user, current);
}

/** POST /auth/v1/logout?scope=global|local|others: ends sessions (their refresh tokens with them). */
export async function logout(deps: AuthDeps, c: Context) {
  const { user, session } = await requireCaller(deps, c);
  const scope = c.req.query('scope') ?? 'global';
  if (scope === 'local') {
    await deps.db.query('delete from auth.sessions where id = $1', [session.id]);
  } else if (scope === 'others') {
    await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
  } else if (scope === 'global') {
    await deps.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else {
    throw errors.validation('Unsupported logout scope');
  }
  return c.body(null, 204);
}
