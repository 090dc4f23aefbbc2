// Stall bench (issue 27, point 1): can one signed-in user hold the database while another reads?
// The embedded server (PGlite by default, BENCH_DATABASE_URL for PostgreSQL) with production limits
// but a high per-address rate limit (the load comes from one address). An attacker fills the account
// to its daily quotas (5,000 results, 10,000 fact attempts, a 100-character name: the CHECKs' limit)
// and then sends the heaviest requests the API accepts, from 4 workers at once, for
// STALL_BENCH_SECONDS (8): maximal like/ilike patterns, 256-item in lists, 1000-row pages with
// count=exact, the class grid RPC and the data export. Meanwhile a bystander reads its profile one
// request at a time. Prints each attack's slowest answer and the bystander's latency beside an idle
// baseline. Target: no single request over ~200 ms.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server.mjs';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const port = Number(process.env.BENCH_STALL_PORT ?? 18543);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.STALL_BENCH_SECONDS ?? 8);

function startServer(root, dataDir, bundle) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
      BCRYPT_COST: '4',
      RATE_LIMIT_TOKEN: '100000/300',
      RATE_LIMIT_SIGNUP: '100000/300',
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
  return { status: r.status, text };
}

async function signUp(name) {
  const r = await call('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email: `${name}-${randomUUID()}@example.com`, password: 'Bench-Password-42' }),
  });
  if (r.status !== 200) throw new Error(`sign-up: ${r.status} ${r.text}`);
  const s = JSON.parse(r.text);
  return { id: s.user.id, headers: { Authorization: `Bearer ${s.access_token}` } };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: Number(quantile(s, 0.5).toFixed(1)),
    p99: Number(quantile(s, 0.99).toFixed(1)),
    max: Number((s[s.length - 1] ?? 0).toFixed(1)),
  };
};

/** Fills the attacker's account to its daily quotas with the longest values the CHECKs allow. */
async function fill(a) {
  const name = 'N'.repeat(100);
  await call(`/rest/v1/profiles?user_id=eq.${a.id}`, {
    method: 'PATCH',
    headers: a.headers,
    body: JSON.stringify({ full_name: name }),
  });
  for (let i = 0; i < 10; i++) {
    const rows = Array.from({ length: 500 }, (_, j) => ({
      user_id: a.id,
      kind: 'game',
      activity_id: `${'a'.repeat(90)}${String(i * 500 + j).padStart(10, '0')}`,
      is_correct: j % 2 === 0,
    }));
    const r = await call('/rest/v1/activity_results', {
      method: 'POST',
      headers: a.headers,
      body: JSON.stringify(rows),
    });
    if (r.status !== 201) throw new Error(`fill results: ${r.status} ${r.text}`);
  }
  const now = Date.now();
  for (let i = 0; i < 20; i++) {
    const rows = Array.from({ length: 500 }, (_, j) => ({
      client_id: randomUUID(),
      student_profile_id: null,
      op: 'mul',
      a: 1 + ((i + j) % 10),
      b: 1 + (j % 10),
      answer: (1 + ((i + j) % 10)) * (1 + (j % 10)),
      correct: true,
      ms: 1000 + j,
      assisted: false,
      source: 'practice',
      at: new Date(now - (i * 500 + j) * 1000).toISOString(),
    }));
    const r = await call('/rest/v1/fact_attempts', {
      method: 'POST',
      headers: a.headers,
      body: JSON.stringify(rows),
    });
    if (r.status !== 201) throw new Error(`fill facts: ${r.status} ${r.text}`);
  }
}

/** The heaviest requests the API accepts, by name. */
async function attacks(a) {
  const pattern = `*${'a*'.repeat(2)}${'a'.repeat(64 - 5)}`; // 64 characters, 3 wildcards (the caps)
  const ids = JSON.parse(
    (await call('/rest/v1/activity_results?select=id&limit=256', { headers: a.headers })).text,
  ).map((r) => r.id);
  const get = (path) => () => call(path, { headers: { ...a.headers, Prefer: 'count=exact' } });
  const post = (path, body) => () => call(path, { method: 'POST', headers: a.headers, body });
  return {
    'like pattern (64 chars, 3 *)': get(
      `/rest/v1/activity_results?select=id&activity_id=like.${encodeURIComponent(pattern)}`,
    ),
    'ilike on the name': get(
      `/rest/v1/profiles?select=user_id&full_name=ilike.${encodeURIComponent(pattern)}`,
    ),
    'in list (256 ids)': get(`/rest/v1/activity_results?select=*&id=in.(${ids.join(',')})`),
    '1000-row page, count=exact': get(
      '/rest/v1/activity_results?select=*&order=activity_id.desc&offset=4000&limit=1000',
    ),
    'fact log page, count=exact': get('/rest/v1/fact_attempts?select=*&order=at.desc&limit=1000'),
    'rpc fact_log': post('/rest/v1/rpc/fact_log', '{}'),
    'rpc export_my_data': post('/rest/v1/rpc/export_my_data', '{}'),
  };
}

/** Runs `fn` one request at a time until `done()`; returns the latencies (ms). */
async function loop(fn, done, gapMs = 0) {
  const times = [];
  while (!done()) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  return times;
}

/** Runs the bench; prints a table and returns the figures. */
export default async function run({ root }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-bench-stall-'));
  const bundle = await buildServer(root);
  const server = await startServer(root, dataDir, bundle);
  try {
    const attacker = await signUp('attacker');
    const reader = await signUp('reader');
    const t0 = performance.now();
    await fill(attacker);
    const fillMs = Math.round(performance.now() - t0);
    const read = () => call('/rest/v1/profiles?select=*', { headers: reader.headers });
    await read();
    let until = performance.now() + 2000;
    const idle = summary(await loop(read, () => performance.now() > until, 20));
    const loadBefore = loadavg()[0];
    const kinds = await attacks(attacker);
    const names = Object.keys(kinds);
    // The export is one value of every row the account holds: measured alone, left out of the mix.
    const mixed = names.filter((n) => !n.includes('export'));
    // Alone: how long each request holds the server (fastest of 3, so other load on the machine
    // counts as little as possible).
    const alone = {};
    for (const n of names) {
      const times = [];
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        await kinds[n]();
        times.push(performance.now() - t);
      }
      alone[n] = Number(Math.min(...times).toFixed(1));
    }
    const perKind = Object.fromEntries(mixed.map((n) => [n, []]));
    const statuses = new Set();
    until = performance.now() + seconds * 1000;
    const done = () => performance.now() > until;
    const worker = async (w) => {
      for (let i = w; !done(); i++) {
        const name = mixed[i % mixed.length];
        const t = performance.now();
        const r = await kinds[name]();
        perKind[name].push(performance.now() - t);
        statuses.add(r.status);
      }
    };
    const [busy] = await Promise.all([loop(read, done, 20), ...[0, 1, 2, 3].map(worker)]);
    const figures = {
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      fillMs,
      idleRead: idle,
      readDuringAttack: summary(busy),
      alone,
      attacks: Object.fromEntries(mixed.map((n) => [n, summary(perKind[n])])),
      attackStatuses: [...statuses].sort(),
      loadAverage: [Number(loadBefore.toFixed(1)), Number(loadavg()[0].toFixed(1))],
    };
    const row = (name, value, target = '') =>
      console.log(`| ${name.padEnd(44)} | ${String(value).padStart(20)} | ${target.padEnd(10)} |`);
    console.log(
      `database: ${figures.database}; attacker filled to quota in ${fillMs} ms; ${seconds} s of attack, 4 workers`,
    );
    row('measure', 'ms', 'target');
    console.log(`|${'-'.repeat(46)}|${'-'.repeat(22)}|${'-'.repeat(12)}|`);
    for (const n of names) row(`alone: ${n}`, alone[n], '<= 200');
    for (const n of mixed) {
      const s = figures.attacks[n];
      row(`4 at once: ${n}`, `${s.n} / ${s.p50} / ${s.max}`, '(n/p50/max)');
    }
    row('bystander read, idle', `${idle.n} / ${idle.p50} / ${idle.max}`);
    const b = figures.readDuringAttack;
    row('bystander read during the attack', `${b.n} / ${b.p50} / ${b.max}`, '<= 200');
    row('bystander read during the attack: p99', b.p99);
    row('attack answers (HTTP statuses)', figures.attackStatuses.join(' '));
    row('load average (start / end, 2 cores)', figures.loadAverage.join(' / '));
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench/stall.bench.mjs` on its own (without the build the runner does first).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await run({ root: process.cwd() });
  console.log(JSON.stringify(figures));
}
