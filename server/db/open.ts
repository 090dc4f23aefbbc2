import { lockDataDir, lockName, secureDataDir } from './data-dir';
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

/**
 * Opens the database and brings its schema up to date. A PGlite folder is made owner-only and
 * locked for this process first (DataDirBusy when another live server holds it); close() unlocks.
 */
export async function openDatabase(target: DbTarget): Promise<Db> {
  if (target.databaseUrl) return migrated(await openPostgres(target.databaseUrl), target.root);
  secureDataDir(target.dataDir);
  const lock = lockDataDir(target.dataDir);
  try {
    if (target.useTemplate !== false) await seedFromTemplate(target.root, target.dataDir, [lockName]);
    const db = await migrated(await openPglite(target.dataDir), target.root);
    // Again: the copy kept the template's modes, and PGlite writes its relcache files (pg_internal.init)
    // 0644 at start whatever the umask. Files it makes later follow the umask (checked by the tests).
    secureDataDir(target.dataDir);
    return {
      ...db,
      close: () => db.close().finally(() => lock.release()),
    };
  } catch (e) {
    lock.release();
    throw e;
  }
}

async function migrated(db: Db, root: string): Promise<Db> {
  try {
    const applied = await migrate(db, root);
    // One line, on the start that changed the schema: which files this process applied.
    if (applied.length) console.log(`[db] applied ${applied.length} migrations: ${applied.join(', ')}`);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return db;
}
