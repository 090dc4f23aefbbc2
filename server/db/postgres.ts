import pg from 'pg';
import { logError } from '../log';
import { cleanly } from './errors';
import type { Db, Queryable, Row } from './types';

/**
 * Connects to PostgreSQL (DATABASE_URL) with a small pool. Several server processes may share one
 * database: the server keeps no state of its own in memory.
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  // Timestamps and JSON come back as JS values, as with PGlite; bigint counts stay strings (cast in SQL).
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (e) => logError('postgres pool', e));
  const listeners: pg.Client[] = [];
  const probe = await pool.connect();
  probe.release();
  const query = <T = Row>(sql: string, params?: unknown[]) =>
    cleanly(async () => (await pool.query(sql, params as unknown[])).rows as T[]);
  return {
    kind: 'postgres',
    query,
    batch(sql) {
      return cleanly(async () => {
        const res = (await pool.query(sql)) as unknown as pg.QueryResult<Row> | pg.QueryResult<Row>[];
        return Array.isArray(res) ? res.map((r) => r.rows) : [res.rows];
      });
    },
    transaction: (fn) => cleanly(() => inTransaction(pool, fn)),
    async listen(channel, fn) {
      // A connection of its own, outside the pool, held while the server runs.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (e) => logError('postgres listen', e));
      client.on('notification', (n) => {
        if (n.channel === channel) fn(n.payload ?? '');
      });
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      listeners.push(client);
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** BEGIN, fn, COMMIT on one pooled client (ROLLBACK when fn throws). */
async function inTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tx: Queryable = {
      query: <R = Row>(sql: string, params?: unknown[]) =>
        cleanly(async () => (await client.query(sql, params as unknown[])).rows as R[]),
    };
    const out = await fn(tx);
    await client.query('commit');
    return out;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
