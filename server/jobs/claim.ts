import { hostname } from 'node:os';
import type { Queryable } from '../db/types';

/**
 * The start of the period `at` falls in: periods of `periodSeconds` counted from the Unix epoch
 * (UTC), so every process computes the same boundaries. A weekly job may pass an `offsetSeconds` to
 * move the boundary (the epoch began on a Thursday: 4 days moves it to Monday 00:00 UTC).
 */
export function periodStart(at: Date, periodSeconds: number, offsetSeconds = 0): Date {
  const period = periodSeconds * 1000;
  const offset = offsetSeconds * 1000;
  return new Date(Math.floor((at.getTime() - offset) / period) * period + offset);
}

/** Who claimed a run: host and process, for the operator reading mathpop_private.job_runs. */
export const claimant = () => `${hostname()}:${process.pid}`;

/**
 * Claims the run of `job` for the period starting at `start`, exactly once across every process
 * sharing the database: the first insert of the (job, period_start) key wins, the others find it
 * taken. True when this process won and must do the work.
 */
export async function claimRun(db: Queryable, job: string, start: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into mathpop_private.job_runs (job, period_start, claimed_by) values ($1, $2, $3)
     on conflict (job, period_start) do nothing returning 1`,
    [job, start, claimant()],
  );
  return rows.length === 1;
}

/** Records that the claimed run finished (an unfinished row means it failed or the process died). */
export async function finishRun(db: Queryable, job: string, start: Date): Promise<void> {
  await db.query(
    'update mathpop_private.job_runs set finished_at = now() where job = $1 and period_start = $2',
    [job, start],
  );
}

/** Drops run records older than `days` (they only tell who ran what). */
export async function purgeRuns(db: Queryable, days: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with d as (delete from mathpop_private.job_runs where period_start < now() - ($1::int * interval '1 day')
       returning 1) select count(*)::int as n from d`,
    [days],
  );
  return rows[0]?.n ?? 0;
}
