import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seedFromTemplate } from './template';
import type { Db } from './types';

/** Where the data lives: PostgreSQL when a URL is given, else PGlite in a folder. */
export interface DbTarget {
  databaseUrl?: string;
  dataDir: string;
  /** Project root holding supabase/ (migrations). */
  root: string;
  /** Seed a new PGlite folder from the cached migrated template (default true). */
  useTemplate?: boolean;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DbTarget): Promise<Db> {
  if (!target.databaseUrl && target.useTemplate !== false)
    await seedFromTemplate(target.root, target.dataDir);
  const db = target.databaseUrl ? await openPostgres(target.databaseUrl) : await openPglite(target.dataDir);
  try {
    await migrate(db, target.root);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return db;
}
