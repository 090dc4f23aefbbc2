// What the back-end benches share: the embedded server started from its bundle on a throw-away data
// folder with production settings, HTTP calls with the publishable key, sign-ups, latency summaries,
// supabase-js options for Node 20, and the SQL that seeds a class's fact attempts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The publishable key the app ships with (.env VITE_SUPABASE_ANON_KEY). */
export const publishableKey = 'sb_publishable_mathpop_local_2f7c1d9e4b';

/** A fresh data folder under the system's temp folder (`mathpop-<name>-…`). */
export const tempDataDir = (name) => mkdtempSync(join(tmpdir(), `mathpop-${name}-`));

/**
 * Starts the server bundle on 127.0.0.1 (`port` 0: any free one) with production settings (no test
 * mode, no request log), on PostgreSQL when BENCH_DATABASE_URL is set unless `pglite` is asked for
 * (benches that seed PGlite's folder directly); `env` adds or overrides variables. Resolves with the
 * child process once it listens; its `url` is the base URL.
 */
export function startServer(root, dataDir, bundle, { port = 0, env = {}, pglite = false } = {}) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pglite ? '' : (process.env.BENCH_DATABASE_URL ?? ''),
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /running on (http:\/\/\S+)/.exec(out);
      if (m && !child.url) {
        child.url = m[1].replace(/\/$/, '');
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      if (!child.url) reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

/** Stops a server started by startServer (SIGTERM) and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A bench's clean-up: stops its server (when it got one started) and deletes its data folder. */
export async function stopAndClean(server, dataDir) {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Lets a bench run on its own (`node scripts/bench/<name>.bench.mjs`, without the runner and the
 * build it does first): when the file at `url` (its import.meta.url) is the one node was started
 * with, runs `run` from the current folder and prints its figures as JSON.
 */
export async function runAlone(url, run) {
  if (url !== `file://${process.argv[1]}`) return;
  const figures = await run({ root: process.cwd() });
  console.log(JSON.stringify(figures));
}

/**
 * One API call: the publishable key, JSON, an optional bearer `token` and `headers`; a `body` that is
 * not a string is sent as JSON. Answers the status, the text and the parsed JSON (null if not JSON).
 */
export async function api(base, path, { method = 'GET', token, headers = {}, body } = {}) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: {
      apikey: publishableKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text says it
  }
  return { status: r.status, text, body: json };
}

/** Signs a new grown-up up (a unique address from `name`); answers the session's ids and tokens. */
export async function signUp(base, name = 'bench', { password = 'Bench-Password-42', data, headers } = {}) {
  const r = await api(base, '/auth/v1/signup', {
    method: 'POST',
    headers,
    body: { email: `${name}-${randomUUID()}@example.com`, password, ...(data ? { data } : {}) },
  });
  if (r.status !== 200) throw new Error(`sign-up: ${r.status} ${r.text}`);
  return {
    id: r.body.user.id,
    email: r.body.user.email,
    token: r.body.access_token,
    refresh: r.body.refresh_token,
    headers: { Authorization: `Bearer ${r.body.access_token}` },
  };
}

/** CPU time (ms) the process `pid` has used so far: utime + stime from /proc, in ticks of 10 ms. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN; // not Linux
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** n, p50, p99 and max of latencies in ms (one decimal). */
export function summary(times) {
  const s = [...times].sort((a, b) => a - b);
  const r = (x) => Number(x.toFixed(1));
  return { n: s.length, p50: r(quantile(s, 0.5)), p99: r(quantile(s, 0.99)), max: r(s[s.length - 1] ?? 0) };
}

// Node 20 has no global WebSocket without a flag (npm run bench has none), and supabase-js's realtime
// client wants one at construction; the benches never open a channel, so they get one that refuses.
class NoRealtime {
  constructor() {
    throw new Error('the benches do not use realtime');
  }
}

/** supabase-js options for a bench: no stored session, no refresh timer, no realtime. */
export const clientOptions = (extra = {}) => ({
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime },
  ...extra,
});

/** The data of a supabase-js answer, or a throw with its error. */
export const must = ({ data, error }) => {
  if (error) throw new Error(JSON.stringify(error));
  return data;
};

/**
 * SQL (run as the owner on the stopped server's PGlite folder) giving each child of `userId`
 * `perChild` attempts, 95 % over the 200 facts (mul and div, a and b in 1..10) and 5 % warm-up taps,
 * then rebuilding the per-fact summary. `noise`: rightness, help, times and minutes drawn at random
 * (log-normal answer times), closer to real children and far less compressible.
 */
export function seedAttemptsSql(userId, perChild, noise = false) {
  const facts = Math.round(perChild * 0.95);
  return `set session_replication_role = replica;
    insert into public.fact_attempts
      (client_id, user_id, student_profile_id, op, a, b, answer, correct, ms, assisted, source, at)
    select gen_random_uuid(), '${userId}', s.id,
      case when g > ${facts} then 'tap' when g % 200 < 100 then 'mul' else 'div' end,
      case when g > ${facts} then g % 10 else 1 + (g % 100) % 10 end,
      case when g > ${facts} then 0 else 1 + (g % 100) / 10 end,
      ${noise ? 'g % 50, random() < 0.8, 600 + (exp(7 + random() * 1.5))::int, random() < 0.05,' : 'g % 50, g % 5 <> 0, 400 + (g * 37) % 6000, g % 23 = 0,'}
      case when g > ${facts} then 'warmup' else 'practice' end,
      now() - ((g * 13 + s.k) || ' minutes')::interval${noise ? " - random() * interval '10 minutes'" : ''}
    from (select id, row_number() over (order by id) as k from public.student_profiles
          where user_id = '${userId}') s,
         generate_series(1, ${perChild}) g;
    set session_replication_role = origin;
    select mathpop_private.refresh_fact_stats('${userId}');
    analyze public.fact_attempts;
    analyze public.fact_stats;`;
}
