import type { Db } from '../db/types';
import { exposedSchemas } from './profiles';

/** A table (or view) of the exposed schema: its column names and primary key columns. */
export interface TableInfo {
  columns: Set<string>;
  primaryKey: string[];
}

/** Tables (and views) of the exposed schema, like PostgREST's schema cache. */
export type SchemaCache = Map<string, TableInfo>;

/** Reads the `public` schema's tables, columns and primary keys. */
export async function loadSchema(db: Db, schemas: string[] = exposedSchemas()): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string; pk: boolean }>(
    // pg_catalog rather than information_schema: the same answer, several times faster at start-up.
    `select case when n.nspname = 'public' then c.relname::text else n.nspname || '.' || c.relname end as table_name, a.attname::text as column_name,
       exists (select 1 from pg_index i
               where i.indrelid = c.oid and i.indisprimary and a.attnum = any (i.indkey)) as pk
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid
     where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'p', 'f')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [schemas],
  );
  const cache: SchemaCache = new Map();
  for (const r of rows) {
    let info = cache.get(r.table_name);
    if (!info) {
      info = { columns: new Set(), primaryKey: [] };
      cache.set(r.table_name, info);
    }
    info.columns.add(r.column_name);
    if (r.pk) info.primaryKey.push(r.column_name);
  }
  return cache;
}
