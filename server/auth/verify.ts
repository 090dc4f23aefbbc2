import type { Context } from 'hono';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { issuer, rateLimit, readJson } from './request';
import { createSession, sessionResponse } from './sessions';
import { safeRedirect } from './signup';
import type { UserRow } from './users';

/** Confirms the user holding this sign-up token and starts their session. */
async function confirm(deps: AuthDeps, c: Context, token: string) {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.query<UserRow>(
      `update auth.users set email_confirmed_at = now(), confirmation_token = null,
         last_sign_in_at = now(), updated_at = now()
       where confirmation_token = $1 and confirmation_sent_at > now() - interval '24 hours'
       returning *`,
      [token],
    );
    if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    const { session, refreshToken } = await createSession(tx, user.id, 'otp');
    return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
  });
}

/** GET /auth/v1/verify?token=…&type=signup&redirect_to=…: the link from the confirmation email. */
export async function verifyLink(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'verify');
  const target = new URL(safeRedirect(c, deps, c.req.query('redirect_to')));
  try {
    const s = await confirm(deps, c, c.req.query('token') ?? '');
    target.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: 'signup',
    }).toString();
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: e.code,
      error_description: e.message,
    }).toString();
  }
  return c.redirect(target.toString(), 303);
}

/** POST /auth/v1/verify {type: 'signup'|'email', token_hash}: confirms and answers a session. */
export async function verifyPost(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'verify');
  const body = await readJson(c);
  const token =
    typeof body.token_hash === 'string' ? body.token_hash : typeof body.token === 'string' ? body.token : '';
  if (body.type !== 'signup' && body.type !== 'email') {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  }
  return c.json(await confirm(deps, c, token));
}
