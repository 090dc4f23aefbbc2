import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { ensureTemplate } from '../../server/db/template';
import type { Db } from '../../server/db/types';

/**
 * Runs `fn` on a throwaway embedded database with every migration the server applies
 * (`supabase/local`, then `supabase/migrations`), then deletes it. It starts from the server's cached
 * migrated PGlite template (`server/db/template.ts`, keyed by the migrations' contents) because a bare
 * PGlite initdb takes 5–15 s here; `migrate` then applies whatever the template lacks.
 */
export async function withMigratedDatabase<T>(root: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'mathpop-db-types-'));
  try {
    cpSync(await ensureTemplate(root), dir, { recursive: true });
    const db = await openPglite(dir);
    try {
      await migrate(db, root);
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
