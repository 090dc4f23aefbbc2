import cluster from 'node:cluster';
import type { Context } from 'hono';
import { migrationFiles } from './db/migrate';
import type { Db } from './db/types';

/** Whether this process is shutting down (start.ts sets it on close), for the readiness check. */
export interface Lifecycle {
  closing: boolean;
}

/** A readiness probe gives up on a database that does not answer within this many ms. */
const probeMs = 2000;

/**
 * GET /ready for load balancers: 200 `{status: "ready", worker}` only when the database answers and every
 * migration file this server knows is recorded as applied; 503 `{status: "not ready", reason}`
 * otherwise, and while the process is shutting down (so the balancer stops sending it work).
 * `/auth/v1/health` stays a liveness check that never touches the database.
 */
export function readyHandler(db: Db, root: string, lifecycle: Lifecycle) {
  const expected = migrationFiles(root);
  // Which worker of a WORKERS=N cluster answered (1..N, its log line names the pid); 0 alone.
  const worker = cluster.worker?.id ?? 0;
  const notReady = (c: Context, reason: string) =>
    c.json({ status: 'not ready', reason }, 503, { 'Cache-Control': 'no-store' });
  return async (c: Context) => {
    if (lifecycle.closing) return notReady(c, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), probeMs);
    });
    const probe = db
      .query<{ n: number }>(
        'select count(*)::int as n from mathpop_internal.schema_migrations where name = any($1::text[])',
        [expected],
      )
      .then((rows) => rows[0]?.n ?? 0)
      .catch(() => 'error' as const);
    const answer = await Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
    if (answer === 'timeout' || answer === 'error') return notReady(c, 'database unavailable');
    if (answer < expected.length) return notReady(c, 'migrations pending');
    return c.json({ status: 'ready', worker }, 200, { 'Cache-Control': 'no-store' });
  };
}
