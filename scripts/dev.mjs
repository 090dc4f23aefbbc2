// `npm run dev`: the embedded back end (auth + REST, data in DATA_DIR or .data) on API_PORT (8787)
// and Vite with hot reload, which proxies /auth/v1 and /rest/v1 to it (vite.config.ts).
// With MATHPOP_API_URL set, only Vite starts and proxies there instead.
import { spawn } from 'node:child_process';

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

if (!process.env.MATHPOP_API_URL) {
  const port = process.env.API_PORT ?? '8787';
  run(['--import', 'tsx', 'server/main.ts'], { PORT: port, HOST: '127.0.0.1' });
}
run(['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], {});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
}
