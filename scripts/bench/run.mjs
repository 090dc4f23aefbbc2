// `npm run bench`: runs every scripts/bench/*.bench.mjs in name order. Each exports
// `default async function run(ctx)` that prints its own table and returns an object of figures;
// the figures of all are written to bench/results.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
// Benches of the back end alone do not need the front end built (it takes minutes on 2 cores).
const serverOnly = new Set([
  'scale',
  'facts',
  'auth-load',
  'memory',
  'stall',
  'class',
  'class-school',
  'export',
]);
if (!only.length || !only.every((name) => serverOnly.has(name))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = { date: new Date().toISOString() };
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  const name = file.replace('.bench.mjs', '');
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  const mod = await import(pathToFileURL(join(here, file)).href);
  results[name] = await mod.default({ root: join(here, '..', '..') });
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results.json');
