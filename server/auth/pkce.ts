import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { issuer } from './request';
import { createSession, sessionResponse } from './sessions';
import { findUserById } from './users';

/**
 * GoTrue's PKCE flow (RFC 7636) for the mailed links: /signup, /recover and PUT /user (email change)
 * given `code_challenge` + `code_challenge_method` store a flow state and mail a `pkce_` token; the
 * link's GET /verify then redirects with `?code=` instead of tokens in the fragment, and
 * POST /token?grant_type=pkce {auth_code, code_verifier} trades that code, once, within
 * FLOW_STATE_EXPIRY seconds (300) of its issue, for a session.
 */

/** The flows a PKCE state can belong to (GoTrue's authentication_method names). */
export type FlowMethod = 'email/signup' | 'recovery' | 'email_change';

/** The amr method of the session a flow ends in (as the implicit links give). */
const sessionMethod: Record<FlowMethod, string> = {
  'email/signup': 'otp',
  recovery: 'recovery',
  email_change: 'otp',
};

const invalidParams = 'PKCE flow requires code_challenge_method and code_challenge';

/** A validated challenge, or undefined for the implicit flow (neither parameter given). */
export interface Challenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's validatePKCEParams: both or neither; 43–128 unreserved characters; s256 or plain. */
export function pkceParams(body: Record<string, unknown>): Challenge | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw new AuthError(400, 'validation_failed', invalidParams);
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw new AuthError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') {
    throw new AuthError(400, 'validation_failed', `code challenge method not supported: ${method}`);
  }
  return { challenge, method: m };
}

/** A fresh mail token: `pkce_`-prefixed when a flow state goes with it (as GoTrue marks them). */
export function linkToken(flow: Challenge | undefined): string {
  const token = randomBytes(24).toString('base64url');
  return flow ? `pkce_${token}` : token;
}

/** Stores the flow state of `userId`'s PKCE flow (replacing an earlier one of the same kind). */
export async function saveFlowState(db: Queryable, userId: string, method: FlowMethod, flow: Challenge) {
  await db.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
    userId,
    method,
  ]);
  await db.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, randomUUID(), flow.challenge, flow.method, method],
  );
}

/** GET /verify of a `pkce_` link: issues the flow's auth code (undefined when there is no flow). */
export async function issueAuthCode(db: Queryable, userId: string, method: FlowMethod) {
  const [row] = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  return row?.auth_code;
}

function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface FlowRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: FlowMethod;
  expired: boolean;
}

/** POST /token?grant_type=pkce {auth_code, code_verifier}: the flow's session, once. */
export async function pkceGrant(deps: AuthDeps, c: Context, body: Record<string, unknown>) {
  const code = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!code || !verifier) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const notFound = () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (code.length > 64) throw notFound();
  const out = await deps.db.transaction(async (tx) => {
    // Taken and deleted in one statement: two exchanges of one code cannot both get it.
    const [flow] = await tx.query<FlowRow>(
      `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
       returning id, user_id, code_challenge, code_challenge_method, authentication_method,
         auth_code_issued_at < now() - ($2::int * interval '1 second') as expired`,
      [code, deps.config.flowStateSeconds],
    );
    if (!flow) throw notFound();
    if (flow.expired) return 'expired' as const;
    if (!verifierMatches(flow.code_challenge, flow.code_challenge_method, verifier)) return 'bad' as const;
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound();
    const { session, refreshToken } = await createSession(
      tx,
      user.id,
      sessionMethod[flow.authentication_method],
    );
    return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
  });
  // The spent flow stays deleted either way (an expired or wrongly proven code is not retried).
  if (out === 'expired') {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (out === 'bad') {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  return c.json(out);
}
