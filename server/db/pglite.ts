import { PGlite } from '@electric-sql/pglite';
import { cleanly } from './errors';
import type { Db, Queryable, Row } from './types';

/**
 * Opens (creating on first use) a PGlite database persisted in `dataDir` (see data-dir.ts for the
 * folder's lock and modes). PGlite runs one query at a time; its own mutex serialises requests, and
 * `transaction` holds it for the whole transaction. Errors come out as DbErrors (no SQL parameters).
 */
export async function openPglite(dataDir: string): Promise<Db> {
  // shared_buffers: PostgreSQL's default 128 MB lives inside PGlite's WebAssembly memory, which
  // never shrinks: once a load touched it, it stayed resident (RSS 410 MB idle, 440 after reads).
  // One process with one connection over a family's or a class's few MB needs far less; the
  // files stay in the OS page cache anyway. 16 MB: RSS 290 MB idle (npm run bench memory).
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '16MB';
  const pg = new PGlite(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  await pg.waitReady;
  const query = <T = Row>(sql: string, params?: unknown[]) =>
    cleanly(async () => (await pg.query<T>(sql, params)).rows);
  return {
    kind: 'pglite',
    query,
    batch(sql) {
      return cleanly(async () => (await pg.exec(sql)).map((r) => r.rows as Row[]));
    },
    transaction(fn) {
      return cleanly(() =>
        pg.transaction((tx) => {
          const q: Queryable = {
            query: <T = Row>(sql: string, params?: unknown[]) =>
              cleanly(async () => (await tx.query<T>(sql, params)).rows),
          };
          return fn(q);
        }),
      );
    },
    async listen(channel, fn) {
      await pg.listen(channel, (payload) => fn(payload ?? ''));
    },
    close: () => pg.close(),
  };
}
