// `npm start`: builds the app when the build is missing or older than its sources, then serves it
// with the embedded back end (PORT, DATA_DIR, DATABASE_URL, SITE_URL pass through), run from a
// JavaScript bundle of server/ (scripts/build-server.mjs) so start-up needs no TypeScript loader.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const stamp = 'dist/index.html';
const sources = [
  'src',
  'scenes',
  'assets',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts',
];
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = await buildServer(process.cwd());
const child = spawn(process.execPath, [server], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
