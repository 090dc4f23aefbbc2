import type { Db } from './db/types';

/** What one purge of class sign-in state removed. */
export interface ClassPurgeCounts {
  sessions: number;
  refreshTokens: number;
  classLocks: number;
}

async function count(db: Db, sql: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with d as (${sql} returning 1) select count(*)::int as n from d`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Children's class sessions unused for `idleDays` (their refresh tokens go with them), their revoked
 * refresh tokens after `revokedDays`, and class sign-in failure counters whose window and lock ended
 * a day ago (mathpop_private, supabase/migrations/20261124000600_class_logins.sql).
 */
export async function purgeClassLogins(
  db: Db,
  idleDays: number,
  revokedDays: number,
): Promise<ClassPurgeCounts> {
  const sessions = await count(
    db,
    `delete from mathpop_private.child_sessions where updated_at < now() - ($1::int * interval '1 day')`,
    [idleDays],
  );
  const refreshTokens = await count(
    db,
    `delete from mathpop_private.child_refresh_tokens
     where revoked and updated_at < now() - ($1::int * interval '1 day')`,
    [revokedDays],
  );
  const classLocks = await count(
    db,
    `delete from mathpop_private.class_login_limits
     where window_start < now() - interval '1 day' and coalesce(locked_until, '-infinity') < now() - interval '1 day'`,
    [],
  );
  return { sessions, refreshTokens, classLocks };
}
