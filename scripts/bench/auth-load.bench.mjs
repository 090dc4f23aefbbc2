// Auth load bench: does password hashing stall the server? The embedded server (PGlite, production
// settings, bcrypt cost 10) gets 150 concurrent wrong-password sign-ins while a second client polls
// /auth/v1/health and a signed-in user reads REST, one request at a time. Prints the latency of those
// bystander requests (max, p99, p50) and how long the 150 sign-ins took. The per-IP and per-account
// sign-in limits are raised for the run (the load comes from one address).
import { loadavg } from 'node:os';
import { buildServer } from '../build-server.mjs';
import { api, runAlone, signUp, startServer, stopAndClean, summary, tempDataDir } from './server.mjs';

const signIns = 150;

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
  const dataDir = tempDataDir('bench-auth');
  const bundle = await buildServer(root);
  const loadBefore = loadavg()[0];
  // BENCH_DATABASE_URL: the same load against PostgreSQL, whose pool runs queries in parallel.
  const server = await startServer(root, dataDir, bundle, {
    port: Number(process.env.BENCH_AUTH_PORT ?? 0),
    env: { BCRYPT_COST: '10', RATE_LIMIT_TOKEN: '10000/300', RATE_LIMIT_ACCOUNT: '10000/300' },
  });
  const base = server.url;
  const call = (path, init) => api(base, path, init);
  try {
    const password = 'Bench-Password-42';
    const target = await signUp(base, 'bench', { password, data: { full_name: 'Bench Parent' } });
    const email = target.email;
    const reader = await signUp(base, 'reader', { password, data: { full_name: 'Reader' } });
    const readerAuth = reader.headers;
    await call('/rest/v1/student_profiles?select=*', { headers: readerAuth }); // warm-up

    let finished = false;
    const t0 = performance.now();
    const burst = Promise.all(
      Array.from({ length: signIns }, (_, i) =>
        call('/auth/v1/token?grant_type=password', {
          method: 'POST',
          body: { email, password: `Wrong-Password-${i}` },
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
    await stopAndClean(server, dataDir);
  }
}

await runAlone(import.meta.url, run);
