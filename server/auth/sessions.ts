import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { type AccessClaims, signAccessToken } from './jwt';
import { pruneAbandonedFactors } from './mfa-factors';
import { listFactors, type UserRow, userJson, userMetadata } from './users';

/** An auth.sessions row. */
export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}

/** A fresh opaque refresh token. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Starts a session for the user (signed in with `method`) and stores its first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  method: string,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [session] = await tx.query<SessionRow>(
    `insert into auth.sessions (user_id, amr) values ($1, $2) returning id, user_id, aal, amr`,
    [userId, JSON.stringify(amr)],
  );
  if (!session) throw new Error('session insert failed');
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [
    refreshToken,
    session.id,
    userId,
  ]);
  return { session, refreshToken };
}

/** The GoTrue session response: access + refresh token, expiry and the user. */
export async function sessionResponse(
  deps: AuthDeps,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  issuer: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = deps.config.jwtExpiry;
  const claims: AccessClaims = {
    aud: 'authenticated',
    exp: now + expiresIn,
    iat: now,
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: userMetadata(user),
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  await pruneAbandonedFactors(db, user.id);
  const factors = await listFactors(db, user.id);
  return {
    access_token: await signAccessToken(deps.keys, claims),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user, factors),
  };
}

interface TokenRow {
  id: string;
  token: string;
  session_id: string;
  user_id: string;
  revoked: boolean;
  age: number;
}

/**
 * Rotates a refresh token. A live token is revoked and replaced by a child. A revoked token presented
 * again within the reuse interval (two tabs refreshing at once) gets the session's current token; after
 * it, the reuse is treated as theft: the whole session (its token family) is revoked.
 */
export async function rotateRefreshToken(
  deps: AuthDeps,
  tx: Queryable,
  token: string,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [row] = await tx.query<TokenRow>(
    `select id::text, token, session_id, user_id, revoked,
       extract(epoch from now() - updated_at)::float8 as age
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  if (!row)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const [session] = await tx.query<SessionRow>(
    'select id, user_id, aal, amr from auth.sessions where id = $1 for update',
    [row.session_id],
  );
  if (!session)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    const [active] = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and not revoked
       order by id desc limit 1`,
      [row.session_id],
    );
    if (active && row.age <= deps.config.refreshReuseSeconds) return { session, refreshToken: active.token };
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)',
    [refreshToken, row.session_id, row.user_id, row.token],
  );
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return { session, refreshToken };
}
