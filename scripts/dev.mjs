// `npm run dev`: the embedded back end (auth + REST, data in DATA_DIR or .data) on API_PORT (8787)
// and Vite with hot reload, which proxies /auth/v1 and /rest/v1 to it (vite.config.ts).
// With MATHPOP_API_URL set, only Vite starts and proxies there instead.
import { spawn } from 'node:child_process';
import makeWorksheets from './build-steps/pre-worksheets.mjs';

// The worksheet PDFs are generated into public/ (gitignored), which Vite serves in dev too.
await makeWorksheets({ root: process.cwd() });

const children = [];
const run = (args, env) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

let apiUrl = process.env.MATHPOP_API_URL;
if (!apiUrl) {
  const port = process.env.API_PORT || '8787';
  apiUrl = `http://127.0.0.1:${port}`;
  // Links in the log (confirmation, recovery) open the Vite page, the site the developer uses.
  const site = process.env.SITE_URL || 'http://localhost:5173';
  run(['--import', 'tsx', 'server/main.ts'], { PORT: port, HOST: '127.0.0.1', SITE_URL: site });
}
// vite.config.ts proxies /auth/v1 and /rest/v1 to MATHPOP_API_URL.
run(['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], { MATHPOP_API_URL: apiUrl });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
}
