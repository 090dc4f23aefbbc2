import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { literal } from './sql';
import { type Db, isPgError } from './types';

/** The SQL folders applied on start, in order: embedded-only auth schema, then the public schema. */
export const migrationDirs = ['supabase/local', 'supabase/migrations'];

/**
 * Applies every not yet applied `.sql` file of `supabase/local` then `supabase/migrations` (by file
 * name order). Each file runs with its bookkeeping row in one implicit transaction (one batch), under
 * an advisory lock so processes sharing one PostgreSQL don't interleave; the scripts are idempotent,
 * so a second process re-running one after the first is harmless.
 */
export async function migrate(db: Db, root: string): Promise<string[]> {
  const rows = await appliedMigrations(db);
  const done = new Set(rows.map((r) => r.name));
  const applied: string[] = [];
  for (const dir of migrationDirs) {
    const files = readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const name = `${dir}/${file}`;
      if (done.has(name)) continue;
      const script = readFileSync(join(root, dir, file), 'utf8');
      await db.batch(
        `select pg_advisory_xact_lock(727272);\n${script}\n;insert into mathpop_internal.schema_migrations (name) values (${literal(name)}) on conflict do nothing`,
      );
      applied.push(name);
    }
  }
  return applied;
}

/** Names already applied; creates the bookkeeping table on first start (one query otherwise). */
async function appliedMigrations(db: Db): Promise<{ name: string }[]> {
  try {
    return await db.query<{ name: string }>('select name from mathpop_internal.schema_migrations');
  } catch (e) {
    if (!isPgError(e) || (e.code !== '42P01' && e.code !== '3F000')) throw e;
  }
  await db.batch(`select pg_advisory_xact_lock(727272);
    create schema if not exists mathpop_internal;
    create table if not exists mathpop_internal.schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
  return db.query<{ name: string }>('select name from mathpop_internal.schema_migrations');
}
