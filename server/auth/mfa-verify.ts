import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { totp } from './mfa-factors';
import { type Caller, issuer, rateLimit, readJson, requireCaller } from './request';
import { newRefreshToken, type SessionRow, sessionResponse } from './sessions';
import { findUserById } from './users';

interface LockedFactor {
  id: string;
  secret: string;
  last_used_step: string | null;
}

/** The caller's factor, locked for this verify so concurrent verifies of it run one at a time. */
async function lockOwnFactor(tx: Queryable, caller: Caller, id: string): Promise<LockedFactor> {
  const [factor] = await tx.query<LockedFactor>(
    `select id, secret, last_used_step::text as last_used_step from auth.mfa_factors
     where id::text = $1 and user_id = $2 for update`,
    [id, caller.user.id],
  );
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * The 30 s time step a right code belongs to (±1 step of clock drift accepted, as GoTrue does), or
 * null for a wrong code.
 */
export function matchedStep(secret: string, label: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = Date.now();
  const delta = totp(secret, label, 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

const failed = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/** Raises the caller's session to AAL2 and answers with a fresh session (old refresh tokens retired). */
async function raiseSession(deps: AuthDeps, c: Context, tx: Queryable, caller: Caller) {
  const amr = [
    ...caller.session.amr.filter((a) => a.method !== 'totp'),
    { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
  ];
  const [session] = await tx.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', amr = $2, updated_at = now() where id = $1
     returning id, user_id, aal, amr`,
    [caller.session.id, JSON.stringify(amr)],
  );
  if (!session) throw errors.sessionNotFound();
  // The old refresh tokens would mint AAL1-looking tokens' successors: retire them.
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
    [session.id],
  );
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [
    refreshToken,
    session.id,
    caller.user.id,
  ]);
  const user = await findUserById(tx, caller.user.id);
  if (!user) throw errors.userNotFound();
  return sessionResponse(deps, tx, user, session, refreshToken, issuer(c, deps));
}

/**
 * POST /auth/v1/factors/:id/verify. A challenge is spent by one verify, right or wrong; a code's time
 * step is accepted once per factor (a replay on a fresh challenge fails); wrong codes are capped per
 * factor (MFA_FAILED_VERIFY_LIMIT, default 5 in 300 s, then 429), whatever address they come from.
 * All of it lives in the database, so several server processes agree.
 */
export async function verifyFactor(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'mfa');
  const caller = await requireCaller(deps, c);
  const body = await readJson(c);
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const cap = deps.config.mfaFailedVerifies;
  // A refusal that must still commit (a spent challenge, a counted failure) is returned, not thrown.
  const outcome = await deps.db.transaction(async (tx) => {
    const factor = await lockOwnFactor(tx, caller, c.req.param('id') ?? '');
    const [recent] = await tx.query<{ n: number }>(
      `select count(*)::int as n from auth.mfa_challenges
       where factor_id = $1 and failed_at > now() - ($2::int * interval '1 second')`,
      [factor.id, cap.windowSeconds],
    );
    if ((recent?.n ?? 0) >= cap.max) throw errors.rateLimited();
    const [challenge] = await tx.query<{ id: string; age: number }>(
      `select id, extract(epoch from now() - created_at)::float8 as age from auth.mfa_challenges
       where id::text = $1 and factor_id = $2 and verified_at is null and failed_at is null`,
      [challengeId, factor.id],
    );
    if (!challenge) {
      throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.age > deps.config.mfaChallengeSeconds) {
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      return {
        refused: new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    const step = matchedStep(factor.secret, caller.user.email, code);
    const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
    if (step === null || (lastUsed !== null && step <= lastUsed)) {
      await tx.query('update auth.mfa_challenges set failed_at = now() where id = $1', [challenge.id]);
      return { refused: failed() };
    }
    await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now()
       where id = $1`,
      [factor.id, step],
    );
    return { session: await raiseSession(deps, c, tx, caller) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return c.json(outcome.session);
}
