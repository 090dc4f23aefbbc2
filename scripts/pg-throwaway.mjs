// Runs a command against a throw-away PostgreSQL cluster (Debian's PostgreSQL 15 by default):
//   node scripts/pg-throwaway.mjs -- <command …>
// initdb in a temp folder (as the postgres user when run as root), start on a free port on
// 127.0.0.1, run the command with MATHPOP_TEST_PG_URL set, then stop and delete the cluster.
// Without PostgreSQL binaries it fails loudly under CI=true, and warns loudly elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dash = process.argv.indexOf('--');
const command = dash >= 0 ? process.argv.slice(dash + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/pg-throwaway.mjs -- <command …>');
  process.exit(2);
}

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .map(Number)
    .filter((v) => v >= 15 && existsSync(join(base, String(v), 'bin', 'initdb')))
    .sort((a, b) => (a === 15 ? -1 : b === 15 ? 1 : b - a));
  return versions.length ? join(base, String(versions[0]), 'bin') : undefined;
}

const bin = findBin();
if (!bin) {
  const msg =
    'PostgreSQL >= 15 is not installed (apt-get install postgresql-15): the API suite did NOT run against PostgreSQL.';
  if (process.env.CI) {
    console.error(`\n✖ ${msg}\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(100)}\n! SKIPPED: ${msg}\n${'!'.repeat(100)}\n`);
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'mathpop-pg-'));
const data = join(dir, 'data');
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
// Run a PostgreSQL tool; as root through `su postgres` (initdb and postgres refuse to run as root).
function pgTool(tool, args) {
  const argv = [join(bin, tool), ...args];
  if (!asRoot) return execFileSync(argv[0], argv.slice(1), { stdio: 'pipe' });
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', argv.map(quote).join(' ')], {
    stdio: 'pipe',
  });
}

let started = false;
let status = 1;
try {
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  pgTool('pg_ctl', ['-D', data, '-o', opts, '-w', '-t', '60', '-l', join(dir, 'server.log'), 'start']);
  started = true;
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL throw-away cluster: ${version} on ${url}`);
  const r = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, MATHPOP_TEST_PG_URL: url },
  });
  status = r.status ?? 1;
} catch (e) {
  console.error('PostgreSQL throw-away cluster failed:', e instanceof Error ? e.message : e);
  if (e?.stderr) console.error(String(e.stderr));
  status = 1;
} finally {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (e) {
      console.error('could not stop the throw-away cluster:', e instanceof Error ? e.message : e);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
