// Export bench (issue 27, point 1): "Download my data" for an account at its total quotas (200,000
// results, 500,000 fact attempts; the stall bench covers a day's quota), beside another account's
// 150,000 rows, on the embedded server (PGlite, or PostgreSQL with BENCH_DATABASE_URL). The rows are
// written with SQL (triggers off, then the fact summary rebuilt), the server started, and the whole
// download fetched page by page over HTTP as the app does (after a warm-up), while another user reads its profile one
// request at a time, EXPORT_BENCH_RUNS (2) times. Prints each table's pages (p50 / p99 / max ms of
// each page's fastest run) and the bystander's latency.
// Target: every page well under 200 ms, however big the account.
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildServer } from '../build-server.mjs';
import {
  api,
  cpuMs,
  runAlone,
  signUp,
  startServer,
  stopAndClean,
  stopServer,
  summary,
  tempDataDir,
} from './server.mjs';

const results = Number(process.env.EXPORT_BENCH_RESULTS ?? 200_000);
const attempts = Number(process.env.EXPORT_BENCH_ATTEMPTS ?? 500_000);
const runs = Number(process.env.EXPORT_BENCH_RUNS ?? 2);

/** Rows for `me` (and a third as many for `other`), written as the owner with triggers off. */
function seedSql(me, other) {
  return `set session_replication_role = replica;
    insert into public.activity_results (user_id, kind, activity_id, is_correct, completed_at)
    select case when g % 4 = 0 then '${other}'::uuid else '${me}'::uuid end, 'game',
      repeat('a', 90) || g, g % 2 = 0, now() - (g || ' seconds')::interval
    from generate_series(1, ${Math.round((results * 4) / 3)}) g;
    insert into public.fact_attempts (client_id, user_id, op, a, b, answer, correct, ms, source, at)
    select gen_random_uuid(), case when g % 6 = 0 then '${other}'::uuid else '${me}'::uuid end, 'mul',
      1 + g % 10, 1 + (g / 10) % 10, 1, g % 5 <> 0, 900 + g % 3000, 'practice',
      now() - (g || ' seconds')::interval
    from generate_series(1, ${Math.round((attempts * 6) / 5)}) g;
    set session_replication_role = origin;
    select mathpop_private.refresh_fact_stats('${me}');
    analyze public.activity_results;
    analyze public.fact_attempts;`;
}

/** Runs the bench; prints a table and returns the figures. */
export default async function run({ root }) {
  const dataDir = tempDataDir('bench-export');
  const bundle = await buildServer(root);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let server = await startServer(root, dataDir, bundle, { env: { RATE_LIMIT_SIGNUP: '1000/300' } });
  try {
    const owner = await signUp(server.url, 'owner');
    const other = await signUp(server.url, 'other');
    const reader = await signUp(server.url, 'reader');
    const t0 = performance.now();
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(seedSql(owner.id, other.id)).finally(() => client.end());
    } else {
      // PGlite is one process per folder: the server stops while the rows go in.
      await stopServer(server);
      const db = new PGlite(dataDir);
      await db.exec(seedSql(owner.id, other.id));
      await db.close();
      server = await startServer(root, dataDir, bundle);
    }
    const seedMs = Math.round(performance.now() - t0);
    const base = server.url;
    const rpc = (fn, body) => api(base, `/rest/v1/rpc/${fn}`, { method: 'POST', token: owner.token, body });
    // Warm-up (a fresh server compiles the functions and fills its caches): the head and each
    // table's first page once.
    const warm = await rpc('export_my_data_head', {});
    for (const table of Object.keys(warm.body.tables)) await rpc('export_my_data_page', { p_table: table });
    let done = false;
    const read = (async () => {
      const times = [];
      while (!done) {
        const t = performance.now();
        await api(base, '/rest/v1/profiles?select=*', { token: reader.token });
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      return times;
    })();
    // The whole download `runs` times; each call's fastest time counts (the time it holds the
    // server, with as little of the machine's other load as possible).
    const once = async () => {
      let t = performance.now();
      const head = await rpc('export_my_data_head', {});
      const out = { head: performance.now() - t, tables: {} };
      for (const table of Object.keys(head.body.tables)) {
        const times = [];
        let rows = 0;
        let after;
        do {
          t = performance.now();
          const page = await rpc('export_my_data_page', {
            p_table: table,
            ...(after ? { p_after: after } : {}),
          });
          times.push(performance.now() - t);
          if (page.status !== 200) throw new Error(`page of ${table}: ${page.status} ${page.text}`);
          rows += page.body.rows.length;
          after = page.body.next;
        } while (after);
        out.tables[table] = { rows, times };
      }
      return out;
    };
    const t1 = performance.now();
    const cpu0 = cpuMs(server.pid);
    const downloads = [];
    for (let i = 0; i < runs; i++) downloads.push(await once());
    const cpu = cpuMs(server.pid) - cpu0;
    const best = (get) => Math.min(...downloads.map(get));
    const headMs = best((d) => d.head);
    const all = [headMs];
    const tables = {};
    for (const [table, { rows, times }] of Object.entries(downloads[0].tables)) {
      const fastest = times.map((_, i) => best((d) => d.tables[table].times[i] ?? Number.POSITIVE_INFINITY));
      all.push(...fastest);
      tables[table] = { rows, ...summary(fastest) };
    }
    const downloadMs = Math.round((performance.now() - t1) / runs);
    done = true;
    const bystander = summary(await read);
    const figures = {
      database: databaseUrl ? 'postgresql' : 'pglite',
      seedMs,
      downloadMs,
      headMs: Number(headMs.toFixed(1)),
      tables,
      everyCall: summary(all),
      // On PGlite the database runs inside the server: its CPU per call is what a call holds it for
      // on an idle machine, whatever else the machine is doing (bystander reads included, ~1 %).
      serverCpuPerCallMs: databaseUrl ? null : Number((cpu / (runs * all.length)).toFixed(1)),
      bystander,
      loadAverage: Number(loadavg()[0].toFixed(1)),
    };
    const row = (name, value, target = '') =>
      console.log(`| ${name.padEnd(44)} | ${String(value).padStart(26)} | ${target.padEnd(10)} |`);
    console.log(
      `database: ${figures.database}; seeded in ${seedMs} ms; whole download ${downloadMs} ms (${runs} runs, each call's fastest)`,
    );
    row('calls (n / p50 / p99 / max ms)', 'value', 'target');
    console.log(`|${'-'.repeat(46)}|${'-'.repeat(28)}|${'-'.repeat(12)}|`);
    row('head', figures.headMs, '<= 200');
    for (const [name, f] of Object.entries(tables))
      row(`${name} (${f.rows} rows)`, `${f.n} / ${f.p50} / ${f.p99} / ${f.max}`, '<= 200');
    const e = figures.everyCall;
    row('every call', `${e.n} / ${e.p50} / ${e.p99} / ${e.max}`, '<= 200');
    if (figures.serverCpuPerCallMs !== null)
      row('server CPU per call, average (PGlite inside)', figures.serverCpuPerCallMs, '<= 200');
    row(
      'bystander read meanwhile',
      `${bystander.n} / ${bystander.p50} / ${bystander.p99} / ${bystander.max}`,
    );
    row('load average (1 min, 2 cores)', figures.loadAverage);
    return figures;
  } finally {
    await stopAndClean(server, dataDir);
  }
}

await runAlone(import.meta.url, run);
