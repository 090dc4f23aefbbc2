// Bundles server/main.ts into one ES module (.tmp/server/main.mjs) so `npm start` runs plain
// JavaScript: no TypeScript loader at start-up (faster cold start). Dependencies stay in
// node_modules (not bundled). Rebuilt only when a server source is newer than the bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds the bundle if needed; returns its path. */
export async function buildServer(root) {
  const out = join(root, '.tmp', 'server', 'main.mjs');
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (built > newest(join(root, 'server')) && built > newest(join(root, 'package-lock.json'))) return out;
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await buildServer(process.cwd()));
}
