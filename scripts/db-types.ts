// `npm run db:types`: writes src/api/database.types.ts, the supabase-js `Database` type of the public
// schema, from a throwaway embedded database with every migration applied.
// `npm run db:types:check` (`--check`): exits 1, writing nothing, when the committed file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withMigratedDatabase } from './db-types/database';
import { formatTypes, introspectPublic, renderDatabaseTypes, staleness, typesPath } from './db-types/render';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const metadata = await withMigratedDatabase(root, introspectPublic);
const fresh = formatTypes(await renderDatabaseTypes(metadata), root);
const file = join(root, typesPath);

if (check) {
  const problem = staleness(existsSync(file) ? readFileSync(file, 'utf8') : null, fresh);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`${typesPath} is up to date.`);
} else {
  writeFileSync(file, fresh);
  console.log(`wrote ${typesPath}`);
}
