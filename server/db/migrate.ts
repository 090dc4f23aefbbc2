import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { literal } from './sql';
import { type Db, isPgError } from './types';

/** The SQL folders applied on start, in order: embedded-only auth schema, then the public schema. */
export const migrationDirs = ['supabase/local', 'supabase/migrations'];

/**
 * Applies every not yet applied `.sql` file of `supabase/local` then `supabase/migrations` (by file
 * name order). Each file runs with its bookkeeping row in one implicit transaction (one batch), under
 * an advisory lock so processes sharing one PostgreSQL don't interleave; a file another process
 * recorded while this one waited is skipped (skipIfApplied). Returns the names this call applied.
 */
export async function migrate(db: Db, root: string): Promise<string[]> {
  const rows = await appliedMigrations(db);
  const done = new Set(rows.map((r) => r.name));
  const applied: string[] = [];
  for (const name of migrationFiles(root)) {
    if (done.has(name)) continue;
    const script = readFileSync(join(root, name), 'utf8');
    try {
      await db.batch(
        `select pg_advisory_xact_lock(727272);\n${skipIfApplied(name)}\n${script}\n;insert into mathpop_internal.schema_migrations (name) values (${literal(name)})`,
      );
      applied.push(name);
    } catch (e) {
      // Another process applied it while this one waited for the lock: nothing ran, nothing to do.
      if (!(isPgError(e) && e.code === alreadyApplied)) throw e;
    }
  }
  return applied;
}

/** SQLSTATE of the refusal below (a class of its own, not a PostgreSQL one). */
const alreadyApplied = 'MP001';

/**
 * The batch's first statement after taking the lock: stops the batch (and rolls it back) when the
 * file was recorded meanwhile, so processes starting together on an empty database run each file
 * once, not once each.
 */
function skipIfApplied(name: string): string {
  return `do $mp$ begin
    if exists (select 1 from mathpop_internal.schema_migrations where name = ${literal(name)}) then
      raise exception using errcode = '${alreadyApplied}', message = 'migration already applied';
    end if;
  end $mp$;`;
}

/** Names of the migration files not applied yet (empty: the schema is up to date). */
export async function pendingMigrations(db: Db, root: string): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('select name from mathpop_internal.schema_migrations')).map(
      (r) => r.name,
    ),
  );
  return migrationFiles(root).filter((name) => !done.has(name));
}

/** Every migration file, `dir/file.sql`, in the order they apply. */
export function migrationFiles(root: string): string[] {
  return migrationDirs.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
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
