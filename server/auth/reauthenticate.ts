import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { lastPasswordProof, recentSeconds, requireCurrentPassword } from './email-change';
import { AuthError } from './errors';
import { rateLimit, readJson, requireCaller } from './request';
import type { SessionRow } from './sessions';

/**
 * POST /auth/v1/user/reauthenticate {password}: the grown-up typed the password again in this
 * session (GoTrue's reauthenticate mails a nonce instead; this one takes the password). For the next
 * five minutes this session may do what needs a recent password: enrol two-factor, delete a student
 * or results, leave the teachers plan (the database checks mathpop_private.session_reauth,
 * supabase/migrations/20261126000330_recent_password.sql). Wrong passwords are capped per account
 * like sign-ins. 204; 400 invalid_credentials / reauthentication_needed; 429 over the cap.
 */
export async function reauthenticate(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'user');
  const { user, session } = await requireCaller(deps, c);
  const body = await readJson(c);
  await requireCurrentPassword(deps, user, body.password);
  await deps.db.query(
    `insert into mathpop_private.session_reauth (session_id, user_id, at) values ($1, $2, now())
     on conflict (session_id) do update set at = now()`,
    [session.id, user.id],
  );
  return c.body(null, 204);
}

/**
 * 400 reauthentication_needed unless this session proved the password in the last five minutes (a
 * password sign-in, the reset flow, or POST /user/reauthenticate).
 */
export async function requireRecentPassword(db: Queryable, session: SessionRow): Promise<void> {
  if (Date.now() / 1000 - lastPasswordProof(session) <= recentSeconds) return;
  const [row] = await db.query<{ ok: boolean }>(
    `select true as ok from mathpop_private.session_reauth
     where session_id = $1 and at > now() - ($2::int * interval '1 second')`,
    [session.id, recentSeconds],
  );
  if (!row) throw new AuthError(400, 'reauthentication_needed', 'Please enter your password again');
}
