// `npm run build`: runs scripts/build-steps/pre-*.mjs, then `vite build`, then post-*.mjs, in name
// order. Each step exports `default async function step({ root, dist })`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const stepsDir = join(dirname(fileURLToPath(import.meta.url)), 'build-steps');
const root = join(stepsDir, '..', '..');
const ctx = { root, dist: join(root, 'dist') };
const steps = readdirSync(stepsDir).sort();

async function runSteps(prefix) {
  for (const file of steps.filter((f) => f.startsWith(prefix) && f.endsWith('.mjs'))) {
    const started = Date.now();
    const mod = await import(pathToFileURL(join(stepsDir, file)).href);
    await mod.default(ctx);
    console.log(`build step ${file}: ${Date.now() - started} ms`);
  }
}

await runSteps('pre-');
const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  stdio: 'inherit',
  cwd: root,
});
if (vite.status !== 0) process.exit(vite.status ?? 1);
await runSteps('post-');
