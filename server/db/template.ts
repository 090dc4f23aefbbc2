import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { describeError } from '../log';
import { migrate, migrationDirs } from './migrate';
import { openPglite } from './pglite';

/**
 * Where a freshly initialised and migrated PGlite database is kept for reuse: .tmp/ keyed by the
 * PGlite version and the migrations, so a new data folder is a copy (well under a second) instead of
 * PGlite's initdb plus migrations (several seconds). Used by first starts, e2e runs and API tests.
 */
export function templateDir(root: string): string {
  const hash = createHash('sha256');
  const pkg = join(root, 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pkg)) hash.update(readFileSync(pkg));
  for (const dir of migrationDirs) {
    for (const f of readdirSync(join(root, dir)).sort())
      hash.update(f).update(readFileSync(join(root, dir, f)));
  }
  return join(root, '.tmp', `pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

/** Makes the template if it is missing (built aside, then renamed into place atomically). */
export async function ensureTemplate(root: string): Promise<string> {
  const dir = templateDir(root);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const work = mkdtempSync(join(root, '.tmp', 'pglite-building-'));
  try {
    const db = await openPglite(work);
    await migrate(db, root);
    await db.close();
    try {
      renameSync(work, dir);
    } catch {
      // another process finished first: its template is as good as ours
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Seeds an empty PGlite data folder (empty but for the `ignore`d names, such as the lock file) from
 * the template. Returns false (caller initialises the folder itself) when the folder is already a
 * database or the template can't be made here.
 */
export async function seedFromTemplate(
  root: string,
  dataDir: string,
  ignore: string[] = [],
): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).some((f) => !ignore.includes(f))) return false;
  try {
    const template = await ensureTemplate(root);
    cpSync(template, dataDir, { recursive: true });
    return true;
  } catch (e) {
    console.warn(
      `could not use a PGlite template, initialising the data folder directly: ${describeError(e)}`,
    );
    for (const f of readdirSync(dataDir))
      if (!ignore.includes(f)) rmSync(join(dataDir, f), { recursive: true, force: true });
    return false;
  }
}
