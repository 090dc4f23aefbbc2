import pg from 'pg';
import type { Db, Queryable, Row } from './types';

/**
 * Connects to PostgreSQL (DATABASE_URL) with a small pool. Several server processes may share one
 * database: the server keeps no state of its own in memory.
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  // Timestamps and JSON come back as JS values, as with PGlite; bigint counts stay strings (cast in SQL).
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (e) => console.error('postgres pool error:', e.message));
  const probe = await pool.connect();
  probe.release();
  const query = async <T = Row>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params as unknown[])).rows as T[];
  return {
    kind: 'postgres',
    query,
    async batch(sql) {
      const res = (await pool.query(sql)) as unknown as pg.QueryResult<Row> | pg.QueryResult<Row>[];
      return Array.isArray(res) ? res.map((r) => r.rows) : [res.rows];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Queryable = {
          query: async <T = Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as T[],
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
    },
    close: () => pool.end(),
  };
}
