import type { Db } from '../db/types';

/** Tables (and views) of the exposed schema with their column names, like PostgREST's schema cache. */
export type SchemaCache = Map<string, Set<string>>;

/** Reads the `public` schema's tables and columns. */
export async function loadSchema(db: Db): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    // pg_catalog rather than information_schema: the same answer, several times faster at start-up.
    `select c.relname::text as table_name, a.attname::text as column_name
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
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
