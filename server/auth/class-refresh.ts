import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { childSessionResponse, childTokenPrefix, findChildSession, refreshErrors } from './class-session';
import type { AuthDeps } from './context';
import { newRefreshToken } from './sessions';

interface ChildTokenRow {
  id: string;
  session_id: string;
  student_profile_id: string;
  revoked: boolean;
  age: number;
}

/**
 * Rotates a child's refresh token as grown-ups' are rotated (sessions.ts): a live token is revoked
 * and replaced; a revoked one presented again within the reuse interval gets the session's current
 * token, later it ends the session. The session must still exist (not ended by a code rotation, a
 * new picture password or the student's deletion).
 */
async function rotate(deps: AuthDeps, tx: Queryable, token: string) {
  const [row] = await tx.query<ChildTokenRow>(
    `select t.id::text, t.session_id, s.student_profile_id, t.revoked,
       extract(epoch from now() - t.updated_at)::float8 as age
     from mathpop_private.child_refresh_tokens t
     join mathpop_private.child_sessions s on s.id = t.session_id
     where t.token = $1 for update of t`,
    [token],
  );
  const session = row && (await findChildSession(tx, row.session_id, row.student_profile_id, true));
  if (!row || !session) throw refreshErrors.notFound();
  if (row.revoked) {
    const [active] = await tx.query<{ token: string }>(
      `select token from mathpop_private.child_refresh_tokens where session_id = $1 and not revoked
       order by id desc limit 1`,
      [row.session_id],
    );
    if (active && row.age <= deps.config.refreshReuseSeconds) return { session, refreshToken: active.token };
    await tx.query('delete from mathpop_private.child_sessions where id = $1', [row.session_id]);
    return { reuse: refreshErrors.alreadyUsed() } as const;
  }
  await tx.query(
    'update mathpop_private.child_refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [row.id],
  );
  const refreshToken = childTokenPrefix + newRefreshToken();
  await tx.query(
    'insert into mathpop_private.child_refresh_tokens (token, session_id, parent) values ($1, $2, $3)',
    [refreshToken, row.session_id, token],
  );
  await tx.query('update mathpop_private.child_sessions set updated_at = now() where id = $1', [
    row.session_id,
  ]);
  return { session, refreshToken };
}

/** POST /token?grant_type=refresh_token with a child's refresh token. */
export async function childRefreshGrant(deps: AuthDeps, c: Context, token: string) {
  // A reuse ends the session even though the request fails: it is returned, committed, then thrown.
  const out = await deps.db.transaction(async (tx) => {
    const r = await rotate(deps, tx, token);
    if ('reuse' in r) return { ok: false as const, refused: r.reuse };
    return { ok: true as const, body: await childSessionResponse(deps, c, r.session, r.refreshToken) };
  });
  if (!out.ok) throw out.refused;
  return c.json(out.body);
}
