import type { Db } from '../db/types';

/** Tables (and views) of the exposed schema with their column names, like PostgREST's schema cache. */
export type SchemaCache = Map<string, Set<string>>;

/** Reads the `public` schema's tables and columns. */
export async function loadSchema(db: Db): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name::text, c.column_name::text
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' order by c.table_name, c.ordinal_position`,
  );
  const cache: SchemaCache = new Map();
  for (const r of rows) {
    let cols = cache.get(r.table_name);
    if (!cols) {
      cols = new Set();
      cache.set(r.table_name, cols);
    }
    cols.add(r.column_name);
  }
  return cache;
}
