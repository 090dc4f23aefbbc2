import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './types';

/**
 * Opens (creating on first use) a PGlite database persisted in `dataDir`. PGlite runs one query at a
 * time; its own mutex serialises requests, and `transaction` holds it for the whole transaction.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const query = async <T = Row>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query,
    async batch(sql) {
      const results = await pg.exec(sql);
      return results.map((r) => r.rows as Row[]);
    },
    transaction(fn) {
      return pg.transaction((tx) => {
        const q: Queryable = {
          query: async <T = Row>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        };
        return fn(q);
      });
    },
    close: () => pg.close(),
  };
}
