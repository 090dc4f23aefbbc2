// Scale bench (issue 25 §1): one against two workers (WORKERS=1, WORKERS=2, node:cluster) on a
// throw-away PostgreSQL (scripts/pg-throwaway.mjs): REST read and password sign-in throughput with
// p99, and the ratio 2 workers / 1 worker. Production settings (bcrypt cost 10, no test mode) except
// the per-address and per-account sign-in limits, raised so one load generator can sign in
// thousands of times. Nothing is pinned: the workers, PostgreSQL and autocannon share the machine's
// cores, so on a 2-core box the ratio says how much a second worker buys there, not on a real host.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../build-server.mjs';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const port = Number(process.env.BENCH_SCALE_PORT ?? 18553);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 8);

function startServer(root, bundle, env) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
      RATE_LIMIT_TOKEN: '10000000/300',
      RATE_LIMIT_ACCOUNT: '10000000/900',
      RETENTION_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (/running on/.test(out) && !child.ready) {
        child.ready = true;
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      if (!child.ready) reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function call(path, init = {}) {
  const r = await fetch(`${base}${path}`, {
    ...init,
    headers: { apikey: key, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  const text = await r.text();
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

function autocannon(root, url, { headers, connections, duration, method, body }) {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-j',
    '-c',
    String(connections),
    '-d',
    String(duration),
  ];
  if (method) args.push('-m', method);
  if (body) args.push('-b', body);
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const r = JSON.parse(
    execFileSync(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).toString(),
  );
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  };
}

// RSS of a process and its children (the cluster's workers), in MB.
function treeRssMb(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)]).toString();
  return Math.round(out.split('\n').reduce((sum, l) => sum + (Number(l.trim()) || 0), 0) / 1024);
}

/** Measures 1 and 2 workers on the PostgreSQL at `pgUrl` (an admin URL of a throw-away cluster). */
async function measure(root, pgUrl) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query('drop database if exists mathpop_scale');
  await admin.query('create database mathpop_scale');
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = '/mathpop_scale';
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-scale-'));
  const bundle = await buildServer(root);
  const email = `scale-${Date.now()}@example.com`;
  const password = 'Bench-Password-42';
  const runs = {};
  try {
    for (const workers of [1, 2]) {
      const server = await startServer(root, bundle, {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        WORKERS: String(workers),
      });
      if (workers === 1) {
        const s = await call('/auth/v1/signup', {
          method: 'POST',
          body: JSON.stringify({ email, password, data: { full_name: 'Scale Teacher' } }),
        });
        const auth = { Authorization: `Bearer ${s.access_token}` };
        await call(`/rest/v1/profiles?user_id=eq.${s.user.id}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ subscription_plan: 'teachers' }),
        });
        const kids = Array.from({ length: 10 }, (_, i) => ({
          user_id: s.user.id,
          student_name: `Student ${i + 1}`,
        }));
        await call('/rest/v1/student_profiles', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(kids),
        });
      }
      const session = await call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const read = `${base}/rest/v1/student_profiles?select=*&user_id=eq.${session.user.id}&order=created_at.asc`;
      const readHeaders = {
        apikey: key,
        Authorization: `Bearer ${session.access_token}`,
        'Accept-Profile': 'public',
        Accept: 'application/json',
        'Accept-Encoding': 'gzip, deflate, br',
      };
      autocannon(root, read, { headers: readHeaders, connections: 20, duration: 3 }); // warm-up
      const reads = autocannon(root, read, { headers: readHeaders, connections: 20, duration: seconds });
      const signIns = autocannon(root, `${base}/auth/v1/token?grant_type=password`, {
        headers: { apikey: key, 'Content-Type': 'application/json' },
        connections: 8,
        duration: seconds,
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const rssMb = treeRssMb(server.pid);
      await stopServer(server);
      runs[workers] = { reads, signIns, rssMb };
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ratio = (a, b) => Number((a / b).toFixed(2));
  return {
    cores: availableParallelism(),
    seconds,
    one: runs[1],
    two: runs[2],
    readRatio: ratio(runs[2].reads.reqPerSec, runs[1].reads.reqPerSec),
    signInRatio: ratio(runs[2].signIns.reqPerSec, runs[1].signIns.reqPerSec),
    load: loadavg()[0].toFixed(2),
  };
}

function print(f) {
  const row = (name, one, two, ratio) =>
    console.log(
      `| ${name} | ${one.reqPerSec} req/s, p99 ${one.p99} ms | ${two.reqPerSec} req/s, p99 ${two.p99} ms | ${ratio}× |`,
    );
  console.log(
    `| on ${f.cores} cores (PostgreSQL, workers and autocannon share them) | 1 worker | 2 workers | 2 / 1 |`,
  );
  console.log('| --- | --- | --- | --- |');
  row('REST read (10 rows, 20 connections)', f.one.reads, f.two.reads, f.readRatio);
  row('password sign-in (bcrypt 10, 8 connections)', f.one.signIns, f.two.signIns, f.signInRatio);
  console.log(
    `| errors (reads / sign-ins) | ${f.one.reads.errors} / ${f.one.signIns.errors} | ${f.two.reads.errors} / ${f.two.signIns.errors} | |`,
  );
  console.log(`| RSS after the load (primary + workers) | ${f.one.rssMb} MB | ${f.two.rssMb} MB | |`);
  console.log(`| load average (1 min) at the end | ${f.load} | | |`);
}

/** `npm run bench scale`: runs itself on a throw-away PostgreSQL cluster and prints the table. */
export default async function run({ root }) {
  const out = join(mkdtempSync(join(tmpdir(), 'mathpop-scale-out-')), 'figures.json');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/pg-throwaway.mjs'), '--', process.execPath, fileURLToPath(import.meta.url), out],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`the scale bench failed (${r.status})`);
  const figures = JSON.parse(readFileSync(out, 'utf8'));
  print(figures);
  return figures;
}

// Inside pg-throwaway (MATHPOP_TEST_PG_URL set): measure and write the figures to argv[2].
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..', '..');
  if (!process.env.MATHPOP_TEST_PG_URL) {
    await run({ root });
  } else {
    writeFileSync(process.argv[2], JSON.stringify(await measure(root, process.env.MATHPOP_TEST_PG_URL)));
  }
}
