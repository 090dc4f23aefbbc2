// Auth load bench: does password hashing stall the server? The embedded server (PGlite, production
// settings, bcrypt cost 10) gets 150 concurrent wrong-password sign-ins while a second client polls
// /auth/v1/health and a signed-in user reads REST, one request at a time. Prints the latency of those
// bystander requests (max, p99, p50) and how long the 150 sign-ins took. The per-IP and per-account
// sign-in limits are raised for the run (the load comes from one address).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server.mjs';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const port = Number(process.env.BENCH_AUTH_PORT ?? 18521);
const base = `http://127.0.0.1:${port}`;
const signIns = 150;

function startServer(root, dataDir, bundle) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // BENCH_DATABASE_URL: the same load against PostgreSQL, whose pool runs queries in parallel.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
      BCRYPT_COST: '10',
      RATE_LIMIT_TOKEN: '10000/300',
      RATE_LIMIT_ACCOUNT: '10000/300',
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

async function call(path, init = {}) {
  const r = await fetch(`${base}${path}`, {
    ...init,
    headers: { apikey: key, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: Math.round(quantile(s, 0.5)),
    p99: Math.round(quantile(s, 0.99)),
    max: Math.round(s[s.length - 1] ?? 0),
  };
};

/** Polls `fn` one request at a time every `gapMs` until `done()`; returns the latencies. */
async function poll(fn, done, gapMs) {
  const times = [];
  while (!done()) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  return times;
}

/** Runs the bench; prints a table and returns the figures. */
export default async function run({ root }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-bench-auth-'));
  const bundle = await buildServer(root);
  const loadBefore = loadavg()[0];
  const server = await startServer(root, dataDir, bundle);
  try {
    const password = 'Bench-Password-42';
    const email = `bench-${Date.now()}@example.com`;
    const up = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password, data: { full_name: 'Bench Parent' } }),
    });
    if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
    const reader = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: `reader-${email}`, password, data: { full_name: 'Reader' } }),
    });
    const readerAuth = { Authorization: `Bearer ${reader.body.access_token}` };
    await call('/rest/v1/student_profiles?select=*', { headers: readerAuth }); // warm-up

    let finished = false;
    const t0 = performance.now();
    const burst = Promise.all(
      Array.from({ length: signIns }, (_, i) =>
        call('/auth/v1/token?grant_type=password', {
          method: 'POST',
          body: JSON.stringify({ email, password: `Wrong-Password-${i}` }),
        }),
      ),
    ).then((rs) => {
      finished = true;
      return rs;
    });
    const [results, health, rest] = await Promise.all([
      burst,
      poll(
        () => fetch(`${base}/auth/v1/health`).then((r) => r.text()),
        () => finished,
        50,
      ),
      poll(
        () => call('/rest/v1/student_profiles?select=*', { headers: readerAuth }),
        () => finished,
        50,
      ),
    ]);
    const burstMs = Math.round(performance.now() - t0);
    const refused = results.filter((r) => r.status === 400).length;
    const figures = {
      signIns,
      refusedAsInvalid: refused,
      burstMs,
      signInsPerSec: Number(((signIns / burstMs) * 1000).toFixed(1)),
      health: summary(health),
      restRead: summary(rest),
      loadAverage: [Number(loadBefore.toFixed(1)), Number(loadavg()[0].toFixed(1))],
    };
    const row = (name, value, target) =>
      console.log(`| ${name.padEnd(40)} | ${String(value).padStart(14)} | ${target.padEnd(12)} |`);
    console.log(`| ${'measure'.padEnd(40)} | ${'value'.padStart(14)} | ${'target'.padEnd(12)} |`);
    console.log(`|${'-'.repeat(42)}|${'-'.repeat(16)}|${'-'.repeat(14)}|`);
    row(`${signIns} concurrent wrong sign-ins: total ms`, burstMs, '');
    row('  answered 400 invalid_credentials', refused, String(signIns));
    row('  sign-ins per second (bcrypt 10)', figures.signInsPerSec, '');
    row('health during the burst: max ms', figures.health.max, '<= 500');
    row('health during the burst: p99 / p50 ms', `${figures.health.p99} / ${figures.health.p50}`, '');
    row('health during the burst: requests', figures.health.n, '');
    row('REST read during the burst: max ms', figures.restRead.max, '<= 500');
    row('REST read during the burst: p99 / p50', `${figures.restRead.p99} / ${figures.restRead.p50}`, '');
    row('machine load average (start / end)', figures.loadAverage.join(' / '), '(2 cores)');
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Allow `node scripts/bench/auth-load.bench.mjs` on its own (without the build the runner does first).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run({ root: process.cwd() });
  console.log(JSON.stringify(figures));
}
