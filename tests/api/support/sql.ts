import { openDatabase } from '../../../server/db/open';
import type { TestServer } from './server';

/**
 * Runs SQL straight on a test server's database as its owner, for set-ups the API must not allow
 * (filling an account to its quota). PGlite has one process per folder: the server is halted for it
 * and started again after.
 */
export async function withDatabase(server: TestServer, sql: string): Promise<void> {
  const { DATA_DIR, DATABASE_URL } = server.dbEnv;
  if (DATABASE_URL) {
    const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '', root: process.cwd() });
    await db.batch(sql).finally(() => db.close());
    return;
  }
  await server.halt();
  const db = await openDatabase({ dataDir: DATA_DIR ?? '', root: process.cwd(), useTemplate: false });
  try {
    await db.batch(sql);
  } finally {
    await db.close();
    await server.restart();
  }
}
