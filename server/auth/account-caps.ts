import { createHash } from 'node:crypto';
import type { RateLimit } from '../config';
import type { Queryable } from '../db/types';

// Per-account caps (failed sign-ins per email address, PUT /user per user) are counted in the
// database (mathpop_private.attempt_counts, migration 20261126000400), not in this process's memory:
// with N server processes behind a balancer every process sees the same count, so one account's
// password cannot be guessed N times faster. Per-address limits stay in memory (rate-limit.ts), as
// GoTrue's do.

/** The buckets counted in the database. */
export type AccountBucket = 'account' | 'user-id' | 'current-password' | 'reauth-nonce';

const hashOf = (bucket: AccountBucket, key: string) =>
  createHash('sha256').update(`${bucket}\0${key}`).digest('hex');

/**
 * Counts one attempt for (bucket, key) in a fixed window that starts with the first attempt, and
 * answers whether it is within `limit`. One upsert: concurrent attempts from any process are
 * counted one by one (the row lock serialises them), so a parallel burst is capped too.
 */
export async function takeAttempt(
  db: Queryable,
  bucket: AccountBucket,
  key: string,
  limit: RateLimit,
): Promise<boolean> {
  const [row] = await db.query<{ count: number }>(
    `insert into mathpop_private.attempt_counts as c (bucket, key_hash, count, window_start)
     values ($1, $2, 1, now())
     on conflict (bucket, key_hash) do update set
       count = case when c.window_start <= now() - ($3::int * interval '1 second') then 1 else c.count + 1 end,
       window_start = case when c.window_start <= now() - ($3::int * interval '1 second')
                           then now() else c.window_start end
     returning count`,
    [bucket, hashOf(bucket, key), limit.windowSeconds],
  );
  return (row?.count ?? 1) <= limit.max;
}

/** Forgets the key's count (a successful sign-in ends its run of failures). */
export async function clearAttempts(db: Queryable, bucket: AccountBucket, key: string): Promise<void> {
  await db.query('delete from mathpop_private.attempt_counts where bucket = $1 and key_hash = $2', [
    bucket,
    hashOf(bucket, key),
  ]);
}

/** Drops counters whose window ended over a day ago (retention). Returns how many. */
export async function purgeAttemptCounts(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with d as (delete from mathpop_private.attempt_counts where window_start < now() - interval '1 day'
       returning 1) select count(*)::int as n from d`,
  );
  return rows[0]?.n ?? 0;
}
