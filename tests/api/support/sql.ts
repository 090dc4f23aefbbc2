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

/**
 * Reads rows straight from a test server's database as its owner (the schema, auth tables the API
 * never shows). On PGlite the server is halted for it and started again after.
 */
export async function queryDatabase<T = Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { DATA_DIR, DATABASE_URL } = server.dbEnv;
  if (DATABASE_URL) {
    const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '', root: process.cwd() });
    return db.query<T>(sql, params).finally(() => db.close());
  }
  await server.halt();
  const db = await openDatabase({ dataDir: DATA_DIR ?? '', root: process.cwd(), useTemplate: false });
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.close();
    await server.restart();
  }
}

/** Public and auth tables with a `user_id` or `student_profile_id` column: `{schema, table, column}`. */
export function tablesNaming(server: TestServer) {
  return queryDatabase<{ schema: string; table: string; column: string }>(
    server,
    `select c.table_schema::text as schema, c.table_name::text as table, c.column_name::text as column
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'auth')
       and c.column_name in ('user_id', 'student_profile_id')
     order by 1, 2, 3`,
  );
}
