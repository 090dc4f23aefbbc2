// Stall bench (issue 27, point 1): can one signed-in user hold the database while another reads?
// The embedded server (PGlite by default, BENCH_DATABASE_URL for PostgreSQL) with production limits
// but a high per-address rate limit (the load comes from one address). An attacker fills the account
// to its daily quotas (5,000 results, 10,000 fact attempts, a 100-character name: the CHECKs' limit)
// and then sends the heaviest requests the API accepts: maximal like/ilike patterns, 256-item in
// lists, 1000-row pages with count=exact, the class grid RPC and the pages of "Download my data"
// (export_my_data_head and export_my_data_page, 1000 rows each), for STALL_BENCH_SECONDS (8) one at
// a time, then as long from 4 workers at once. Meanwhile a bystander reads its profile one request
// at a time. Prints how long each request holds the server alone, every page of the full account's
// download, the longest single request while the bystander read, each attack's slowest answer from
// 4 workers, and the bystander's latency beside an idle baseline. Target: no single request over
// ~200 ms.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildServer } from '../build-server.mjs';
import { api, cpuMs, runAlone, signUp, startServer, stopAndClean, summary, tempDataDir } from './server.mjs';

const seconds = Number(process.env.STALL_BENCH_SECONDS ?? 8);
let base = '';
const call = (path, init = {}) => api(base, path, init);

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

/** One export page; answers the time, the rows and the next cursor. */
async function exportPage(a, table, after) {
  const t = performance.now();
  const r = await call('/rest/v1/rpc/export_my_data_page', {
    method: 'POST',
    headers: a.headers,
    body: { p_table: table, ...(after ? { p_after: after } : {}) },
  });
  const ms = performance.now() - t;
  if (r.status !== 200) throw new Error(`export page: ${r.status} ${r.text}`);
  return { ms, rows: r.body.rows.length, next: r.body.next };
}

/** The whole download of `a`, page by page as the app fetches it: each call's time, by table. */
async function downloadOnce(a) {
  const t = performance.now();
  const head = await call('/rest/v1/rpc/export_my_data_head', {
    method: 'POST',
    headers: a.headers,
    body: {},
  });
  const headMs = performance.now() - t;
  if (head.status !== 200) throw new Error(`export head: ${head.status} ${head.text}`);
  const tables = {};
  const cursors = {};
  for (const table of Object.keys(head.body.tables)) {
    const times = [];
    let after;
    let rows = 0;
    do {
      const p = await exportPage(a, table, after);
      times.push(p.ms);
      rows += p.rows;
      after = p.next;
      if (after && times.length === 3) cursors[table] = after;
    } while (after);
    tables[table] = { rows, times };
  }
  return { headMs, tables, cursors };
}

/**
 * The whole download, `runs` times: each call's fastest time over the runs (the time it holds the
 * server, with as little of the machine's other load as possible), and per table its rows, pages and
 * slowest page; `cursors` keeps a cursor from the middle of each table with several pages.
 */
async function downloadAll(a, runs = 3) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await downloadOnce(a));
  const best = (get) => Math.min(...all.map(get));
  const headMs = best((d) => d.headMs);
  const pages = [headMs];
  const tables = {};
  for (const [table, { rows, times }] of Object.entries(all[0].tables)) {
    const fastest = times.map((_, i) => best((d) => d.tables[table].times[i] ?? Number.POSITIVE_INFINITY));
    pages.push(...fastest);
    tables[table] = { pages: times.length, rows, maxMs: Number(Math.max(...fastest).toFixed(1)) };
  }
  return { headMs: Number(headMs.toFixed(1)), tables, cursors: all[0].cursors, pages: summary(pages) };
}

/** The heaviest requests the API accepts, by name. */
async function attacks(a, cursors) {
  const pattern = `*${'a*'.repeat(2)}${'a'.repeat(64 - 5)}`; // 64 characters, 3 wildcards (the caps)
  const ids = (await call('/rest/v1/activity_results?select=id&limit=256', { headers: a.headers })).body.map(
    (r) => r.id,
  );
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
    'export: head': post('/rest/v1/rpc/export_my_data_head', '{}'),
    'export: fact attempts page (1000)': post(
      '/rest/v1/rpc/export_my_data_page',
      JSON.stringify({ p_table: 'fact_attempts', p_after: cursors.fact_attempts }),
    ),
    'export: results page (1000)': post(
      '/rest/v1/rpc/export_my_data_page',
      JSON.stringify({ p_table: 'activity_results', p_after: cursors.activity_results }),
    ),
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
  const dataDir = tempDataDir('bench-stall');
  const bundle = await buildServer(root);
  const server = await startServer(root, dataDir, bundle, {
    port: Number(process.env.BENCH_STALL_PORT ?? 0),
    env: { BCRYPT_COST: '4', RATE_LIMIT_TOKEN: '100000/300', RATE_LIMIT_SIGNUP: '100000/300' },
  });
  base = server.url;
  try {
    const attacker = await signUp(base, 'attacker');
    const reader = await signUp(base, 'reader');
    const t0 = performance.now();
    await fill(attacker);
    const fillMs = Math.round(performance.now() - t0);
    const read = () => call('/rest/v1/profiles?select=*', { headers: reader.headers });
    await read();
    let until = performance.now() + 2000;
    const idle = summary(await loop(read, () => performance.now() > until, 20));
    const loadBefore = loadavg()[0];
    // The whole download, page by page, alone (after one warm-up run; each page's fastest of 3).
    await downloadOnce(attacker);
    const download = await downloadAll(attacker);
    const kinds = await attacks(attacker, download.cursors);
    const names = Object.keys(kinds);
    // Alone: how long each request holds the server (fastest of 5, so other load on the machine
    // counts as little as possible). On PGlite the database runs inside the server, so the server's
    // CPU per request is what it holds the database for on an idle machine, however busy this one is
    // (average of 5).
    const alone = {};
    const cpu = {};
    for (const n of names) {
      const times = [];
      const c0 = cpuMs(server.pid);
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        await kinds[n]();
        times.push(performance.now() - t);
      }
      alone[n] = Number(Math.min(...times).toFixed(1));
      cpu[n] = process.env.BENCH_DATABASE_URL ? null : Number(((cpuMs(server.pid) - c0) / 5).toFixed(1));
    }
    // One request at a time while the bystander reads: each one's time is about how long it holds
    // the server (plus at most one bystander read), so the longest is the longest single request.
    const oneByOne = Object.fromEntries(names.map((n) => [n, []]));
    until = performance.now() + seconds * 1000;
    const sequential = async () => {
      for (let i = 0; performance.now() <= until; i++) {
        const name = names[i % names.length];
        const t = performance.now();
        await kinds[name]();
        oneByOne[name].push(performance.now() - t);
      }
    };
    const [busyOne] = await Promise.all([loop(read, () => performance.now() > until, 20), sequential()]);
    const oneSummary = Object.fromEntries(names.map((n) => [n, summary(oneByOne[n])]));
    const longest = names.reduce((m, n) => (oneSummary[n].max > oneSummary[m].max ? n : m), names[0]);
    const perKind = Object.fromEntries(names.map((n) => [n, []]));
    const statuses = new Set();
    until = performance.now() + seconds * 1000;
    const done = () => performance.now() > until;
    const worker = async (w) => {
      for (let i = w; !done(); i++) {
        const name = names[i % names.length];
        const t = performance.now();
        const r = await kinds[name]();
        perKind[name].push(performance.now() - t);
        statuses.add(r.status);
      }
    };
    const [busy] = await Promise.all([loop(read, done, 20), ...[0, 1, 2, 3].map(worker)]);
    const attacksSummary = Object.fromEntries(names.map((n) => [n, summary(perKind[n])]));
    const figures = {
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      fillMs,
      idleRead: idle,
      readDuringAttack: summary(busy),
      alone,
      serverCpu: cpu,
      download: { headMs: download.headMs, pages: download.pages, tables: download.tables },
      attacks: attacksSummary,
      oneByOne: oneSummary,
      longestSingleRequest: { name: longest, ms: oneSummary[longest].max },
      readDuringOneByOne: summary(busyOne),
      attackStatuses: [...statuses].sort(),
      loadAverage: [Number(loadBefore.toFixed(1)), Number(loadavg()[0].toFixed(1))],
    };
    const row = (name, value, target = '') =>
      console.log(`| ${name.padEnd(62)} | ${String(value).padStart(20)} | ${target.padEnd(11)} |`);
    console.log(
      `database: ${figures.database}; attacker filled to quota in ${fillMs} ms; ${seconds} s one at a time, then ${seconds} s from 4 workers`,
    );
    row('measure', 'ms', 'target');
    console.log(`|${'-'.repeat(64)}|${'-'.repeat(22)}|${'-'.repeat(13)}|`);
    for (const n of names)
      row(`alone: ${n}`, cpu[n] === null ? alone[n] : `${alone[n]} (CPU ${cpu[n]})`, '<= 200');
    row('download, alone (fastest of 3): head', download.headMs, '<= 200');
    for (const [t, f] of Object.entries(download.tables))
      row(`download, alone: ${t} (${f.rows} rows, ${f.pages} pages)`, f.maxMs, '<= 200 each');
    const d = download.pages;
    row('download, alone: every call', `${d.n} / ${d.p50} / ${d.max}`, '(n/p50/max)');
    for (const n of names) {
      const s = oneSummary[n];
      row(`one at a time: ${n}`, `${s.n} / ${s.p50} / ${s.max}`, '(n/p50/max)');
    }
    row(`longest single request: ${longest}`, figures.longestSingleRequest.ms, '<= 200');
    const o = figures.readDuringOneByOne;
    row('bystander read meanwhile', `${o.n} / ${o.p50} / ${o.max}`, '<= 200');
    for (const n of names) {
      const s = figures.attacks[n];
      row(`4 at once: ${n}`, `${s.n} / ${s.p50} / ${s.max}`, '(n/p50/max)');
    }
    row('bystander read, idle', `${idle.n} / ${idle.p50} / ${idle.max}`);
    const b = figures.readDuringAttack;
    row('bystander read during the 4 at once', `${b.n} / ${b.p50} / ${b.max}`, '<= 200');
    row('bystander read during the 4 at once: p99', b.p99);
    row('attack answers (HTTP statuses)', figures.attackStatuses.join(' '));
    row('load average (start / end, 2 cores)', figures.loadAverage.join(' / '));
    return figures;
  } finally {
    await stopAndClean(server, dataDir);
  }
}

await runAlone(import.meta.url, run);
