// Fact-log bench (issue 16): the class grid of a teacher with 25 children and 50,000 fact attempts,
// on the embedded server (PGlite, production settings) over HTTP with supabase-js. The attempts are
// seeded with SQL straight into the server's data folder (server stopped), the per-fact summary
// rebuilt once, then rpc('fact_log') is timed 20 times (target: ≤ 200 ms). Also times the app's
// flush of 500 attempts (an idempotent upsert) and the same flush sent again.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { tsImport } from 'tsx/esm/api';
import { buildServer } from '../build-server.mjs';
import {
  publishableKey as key,
  must,
  clientOptions as options,
  seedAttemptsSql,
  startServer as start,
  stopAndClean,
  stopServer,
  tempDataDir,
} from './server.mjs';

const children = 25;
const attempts = 50_000;
const runs = 20;
const targetMs = 200;
// Both seeds by default; BENCH_FACTS_NOISE=0 or 1 runs only the regular or the random one.
const seeds = { 0: [false], 1: [true] }[process.env.BENCH_FACTS_NOISE] ?? [false, true];
// The attempts are written straight into PGlite's folder, so this bench runs on PGlite.
const startServer = (root, dataDir, bundle) => start(root, dataDir, bundle, { pglite: true });

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), min: Math.round(s[0]) };
};

async function timed(fn) {
  const t = performance.now();
  const r = await fn();
  return { ms: performance.now() - t, r };
}

/** One seed's bench: the class grid's bytes and times, and the flush times. */
async function benchSeed(root, bundle, decodeFactLog, noise) {
  const dataDir = tempDataDir('facts-bench');
  let server;
  try {
    server = await startServer(root, dataDir, bundle);
    const sb = createClient(server.url, key, options());
    const session = must(
      await sb.auth.signUp({
        email: `facts-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Sunny-Maths-2024!',
      }),
    );
    const userId = session.user.id;
    must(await sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', userId));
    const kids = must(
      await sb
        .from('student_profiles')
        .insert(
          Array.from({ length: children }, (_, i) => ({ user_id: userId, student_name: `Child ${i + 1}` })),
        )
        .select('id'),
    );

    await stopServer(server);
    const seedStart = performance.now();
    const pg = new PGlite(dataDir);
    await pg.exec(seedAttemptsSql(userId, attempts / children, noise));
    const counted = (await pg.query('select count(*)::int as n from public.fact_attempts')).rows[0].n;
    await pg.close();
    const seedMs = performance.now() - seedStart;
    server = await startServer(root, dataDir, bundle);
    // The client keeps its session in memory; point it at the restarted server (new port).
    const grid = createClient(
      server.url,
      key,
      options({ global: { headers: { Authorization: `Bearer ${session.session.access_token}` } } }),
    );

    const call = () => grid.rpc('fact_log');
    for (let i = 0; i < 2; i++) must(await call()); // warm-up
    const times = [];
    let body;
    for (let i = 0; i < runs; i++) {
      const { ms, r } = await timed(call);
      body = must(r);
      times.push(ms);
    }
    const gridMs = stats(times);
    // The same call without supabase-js (no JSON.parse): what the server and the transfer cost.
    // Read with node:http, which does not decode: the bytes as they cross the wire, per encoding.
    const wire = (encoding, body = '{}') =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/rest/v1/rpc/fact_log`,
          {
            method: 'POST',
            headers: {
              apikey: key,
              Authorization: `Bearer ${session.session.access_token}`,
              'Content-Type': 'application/json',
              'Accept-Encoding': encoding,
            },
          },
          (res) => {
            let bytes = 0;
            res.on('data', (c) => {
              bytes += c.length;
            });
            res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const raw = [];
    let wireBytes = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, r } = await timed(() => wire('identity'));
      wireBytes = r.bytes;
      raw.push(ms);
    }
    const brRuns = [];
    let brBytes = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, r } = await timed(() => wire('br'));
      brBytes = r.encoding === 'br' ? r.bytes : Number.NaN;
      brRuns.push(ms);
    }
    const gz = await wire('gzip');
    const gzipBytes = gz.encoding === 'gzip' ? gz.bytes : Number.NaN;
    // One child's call (practice's chooser) stays exact: its size for comparison.
    const child = await wire('br', JSON.stringify({ p_student: kids[0].id }));
    const brMs = stats(brRuns);
    const rawMs = stats(raw);

    const session30 = Array.from({ length: 30 }, (_, i) => ({
      client_id: randomUUID(),
      student_profile_id: kids[0].id,
      op: 'div',
      a: 1 + (i % 10),
      b: 1 + ((i * 7) % 10),
      answer: 1 + (i % 10),
      correct: true,
      ms: 1200 + i,
      source: 'practice',
      at: new Date(Date.now() - i * 4000).toISOString(),
    }));
    const flushSession = () =>
      grid.from('fact_attempts').upsert(
        session30.map((r) => ({ ...r, client_id: randomUUID() })),
        { onConflict: 'client_id', ignoreDuplicates: true },
      );
    must((await timed(flushSession)).r); // the first write after start compiles the triggers
    const one = await timed(flushSession);
    must(one.r);
    const rows = Array.from({ length: 500 }, (_, i) => ({
      client_id: randomUUID(),
      student_profile_id: kids[i % children].id,
      op: 'mul',
      a: 1 + (i % 10),
      b: 1 + (((i / 10) | 0) % 10),
      answer: 1,
      correct: false,
      ms: 900 + i,
      source: 'practice',
      at: new Date(Date.now() - i * 1000).toISOString(),
    }));
    const flushOnce = () =>
      grid.from('fact_attempts').upsert(rows, { onConflict: 'client_id', ignoreDuplicates: true });
    const first = await timed(flushOnce);
    must(first.r);
    const again = await timed(flushOnce);
    must(again.r);

    const figures = {
      seededAtRandom: noise,
      children,
      attempts: counted,
      factsInGrid: decodeFactLog(body).facts.length,
      gridBytes: wireBytes,
      gridBrBytes: brBytes,
      gridGzipBytes: gzipBytes,
      childBrBytes: child.encoding === 'br' ? child.bytes : Number.NaN,
      wireTargetBytes: 100_000,
      rawFetchBrMedianMs: brMs.median,
      seedMs: Math.round(seedMs),
      factLogMedianMs: gridMs.median,
      factLogP95Ms: gridMs.p95,
      factLogMinMs: gridMs.min,
      rawFetchMedianMs: rawMs.median,
      targetMs,
      meetsTarget: gridMs.median <= targetMs,
      flush30OneChildMs: Math.round(one.ms),
      flush500Ms: Math.round(first.ms),
      reflush500Ms: Math.round(again.ms),
      load: loadavg()[0].toFixed(2),
    };
    console.log(`| figure | value |\n| --- | --- |`);
    console.log(
      `| children / attempts (seeded ${noise ? 'at random' : 'in a regular pattern'} in ${figures.seedMs} ms) | ${children} / ${counted} |`,
    );
    const kb = (b) => `${(b / 1000).toFixed(1)} KB`;
    console.log(`| fact_log: facts in the grid | ${figures.factsInGrid} |`);
    console.log(
      `| fact_log bytes: uncompressed / gzip / br (target on the wire ≤ 100 KB) | ${kb(wireBytes)} / ${kb(gzipBytes)} / ${kb(brBytes)} (${brBytes <= 100_000 ? 'met' : 'NOT met'}) |`,
    );
    console.log(
      `| rpc('fact_log') over HTTP, ${runs} runs: median / p95 / min | ${gridMs.median} / ${gridMs.p95} / ${gridMs.min} ms (target ≤ ${targetMs} ms: ${figures.meetsTarget ? 'met' : 'NOT met'}) |`,
    );
    console.log(
      `| the same with node:http, no JSON.parse: median / p95, uncompressed; br | ${rawMs.median} / ${rawMs.p95} ms; ${brMs.median} / ${brMs.p95} ms |`,
    );
    console.log(
      `| flush (upsert) of one child's 30 attempts (warm); of 500 over 25 children, then the same again | ${figures.flush30OneChildMs} ms; ${figures.flush500Ms} ms, ${figures.reflush500Ms} ms |`,
    );
    console.log(`| load average (1 min) | ${figures.load} |`);
    return figures;
  } finally {
    await stopAndClean(server, dataDir);
  }
}

export default async function run({ root }) {
  const { decodeFactLog } = await tsImport(
    pathToFileURL(`${root}/src/fluency/factLogWire.ts`).href,
    import.meta.url,
  );
  const bundle = await buildServer(root);
  const all = [];
  for (const noise of seeds) all.push(await benchSeed(root, bundle, decodeFactLog, noise));
  const kb = (b) => `${(b / 1000).toFixed(1)} KB`;
  console.log(
    `\n| class fact_log (${children} children, ${attempts} attempts) | uncompressed | gzip | br | one child's call (exact), br | ≤ 100 KB on the wire |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const f of all)
    console.log(
      `| ${f.seededAtRandom ? 'random times' : 'regular pattern'} | ${kb(f.gridBytes)} | ${kb(f.gridGzipBytes)} | ${kb(f.gridBrBytes)} | ${kb(f.childBrBytes)} | ${Math.max(f.gridGzipBytes, f.gridBrBytes) <= 100_000 ? 'met' : 'NOT met'} |`,
    );
  return all.length === 1 ? all[0] : { regular: all[0], random: all[1] };
}

// `node scripts/bench/facts.bench.mjs`: this bench alone, without the front-end build run.mjs does.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run({ root: join(import.meta.dirname, '..', '..') });
}
