import type { Context } from 'hono';
import { clearAttempts, takeAttempt } from './account-caps';
import { childRefreshGrant } from './class-refresh';
import { childTokenPrefix } from './class-session';
import type { AuthDeps } from './context';
import { idTokenGrant, web3Grant } from './disabled';
import { AuthError, errors } from './errors';
import { checkPassword } from './hashing';
import { pkceGrant } from './pkce';
import { issuer, rateLimit, readJson } from './request';
import { createSession, rotateRefreshToken, sessionResponse } from './sessions';
import { findUserByEmail, findUserById, type UserRow } from './users';

/** POST /auth/v1/token?grant_type=password|refresh_token */
export async function token(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'token');
  const grant = c.req.query('grant_type');
  const body = await readJson(c);
  if (grant === 'password') return passwordGrant(deps, c, body);
  if (grant === 'refresh_token') return refreshGrant(deps, c, body);
  if (grant === 'pkce') return pkceGrant(deps, c, body);
  if (grant === 'id_token') return idTokenGrant(body);
  if (grant === 'web3') return web3Grant();
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}

async function passwordGrant(deps: AuthDeps, c: Context, body: Record<string, unknown>) {
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password || email.length > 255) throw errors.invalidCredentials();
  // Per account, whoever asks and from wherever: attempts since the last successful sign-in, counted
  // before the hash is checked, so a burst of parallel guesses is capped too. Unknown emails count
  // alike, so the answer tells nothing about which accounts exist. Counted in the database, so every
  // server process sees the same count (account-caps.ts).
  const account = email.toLowerCase();
  if (!(await takeAttempt(deps.db, 'account', account, deps.config.rateLimits.account))) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
    );
  }
  const found = await findUserByEmail(deps.db, email);
  const ok = await checkPassword(password, found?.encrypted_password, deps.config.bcryptCost);
  if (!found || !ok) throw errors.invalidCredentials();
  await clearAttempts(deps.db, 'account', account);
  // Auto-confirm confirms at sign-in too (accounts made before it was on); with
  // MATHPOP_EMAIL_CONFIRM=remind unconfirmed addresses sign in (the dashboard reminds them).
  const auto = deps.config.autoConfirm;
  if (!found.email_confirmed_at && !auto && !deps.config.allowUnverifiedSignIns)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const out = await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now(),
         email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) else email_confirmed_at end
       where id = $1 returning *`,
      [found.id, auto],
    );
    if (!user) throw errors.invalidCredentials();
    const { session, refreshToken } = await createSession(tx, user.id, 'password');
    return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
  });
  return c.json(out);
}

async function refreshGrant(deps: AuthDeps, c: Context, body: Record<string, unknown>) {
  const refresh = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!refresh) throw errors.validation('Refresh Token Required');
  if (refresh.startsWith(childTokenPrefix)) return childRefreshGrant(deps, c, refresh);
  // A revoked-token reuse must revoke the family even though the request fails: the rotation runs
  // in its own transaction and reports the reuse after committing.
  let reuse: AuthError | undefined;
  const out = await deps.db.transaction(async (tx) => {
    try {
      const { session, refreshToken } = await rotateRefreshToken(deps, tx, refresh);
      const user = await findUserById(tx, session.user_id);
      if (!user) throw errors.userNotFound();
      return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
    } catch (e) {
      if (e instanceof AuthError && e.code === 'refresh_token_already_used') {
        reuse = e;
        return undefined;
      }
      throw e;
    }
  });
  if (reuse || !out) throw reuse ?? errors.invalidCredentials();
  return c.json(out);
}
