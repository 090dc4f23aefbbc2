// Class-summary bench (issue 24 §3): the teacher's class at a glance, rpc('class_summary') (per
// child: last played, minutes and sessions this week, streak, plus the class's fact log) for 25
// children and 50,000 fact attempts, on the embedded server (PGlite, production settings) over HTTP
// with supabase-js. Seeded like facts.bench.mjs; timed 20 times (target: ≤ 200 ms).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { buildServer } from '../build-server.mjs';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const children = 25;
const attempts = 50_000;
const runs = 20;
const targetMs = 200;

function startServer(root, dataDir, bundle) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /running on (http:\/\/\S+)/.exec(out);
      if (m && !child.url) {
        child.url = m[1];
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      if (!child.url) reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

// Node 20 has no global WebSocket without a flag (npm run bench has none), and supabase-js's realtime
// client wants one at construction; the bench never opens a channel, so it gets one that refuses.
class NoRealtime {
  constructor() {
    throw new Error('the class bench does not use realtime');
  }
}
const options = (extra = {}) => ({
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime },
  ...extra,
});

const must = ({ data, error }) => {
  if (error) throw new Error(JSON.stringify(error));
  return data;
};

/** 2,000 attempts per child: 1,900 over the 200 facts (mul and div, a and b in 1..10), 100 taps. */
function seedSql(userId) {
  return `set session_replication_role = replica;
    insert into public.fact_attempts
      (client_id, user_id, student_profile_id, op, a, b, answer, correct, ms, assisted, source, at)
    select gen_random_uuid(), '${userId}', s.id,
      case when g > 1900 then 'tap' when g % 200 < 100 then 'mul' else 'div' end,
      case when g > 1900 then g % 10 else 1 + (g % 100) % 10 end,
      case when g > 1900 then 0 else 1 + (g % 100) / 10 end,
      g % 50, g % 5 <> 0, 400 + (g * 37) % 6000, g % 23 = 0,
      case when g > 1900 then 'warmup' else 'practice' end,
      now() - ((g * 13 + s.k) || ' minutes')::interval
    from (select id, row_number() over (order by id) as k from public.student_profiles
          where user_id = '${userId}') s,
         generate_series(1, ${attempts / children}) g;
    set session_replication_role = origin;
    select mathpop_private.refresh_fact_stats('${userId}');
    analyze public.fact_attempts;
    analyze public.fact_stats;`;
}

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), min: Math.round(s[0]) };
};

export default async function run({ root }) {
  const bundle = await buildServer(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-class-bench-'));
  let server;
  try {
    server = await startServer(root, dataDir, bundle);
    const sb = createClient(server.url, key, options());
    const session = must(
      await sb.auth.signUp({
        email: `class-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Sunny-Maths-2024!',
      }),
    );
    const userId = session.user.id;
    must(await sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', userId));
    must(
      await sb.rpc('add_students', {
        p_students: Array.from({ length: children }, (_, i) => ({ name: `Child ${i + 1}` })),
      }),
    );
    await stopServer(server);
    const pg = new PGlite(dataDir);
    await pg.exec(seedSql(userId));
    const counted = (await pg.query('select count(*)::int as n from public.fact_attempts')).rows[0].n;
    await pg.close();
    server = await startServer(root, dataDir, bundle);
    const client = createClient(
      server.url,
      key,
      options({ global: { headers: { Authorization: `Bearer ${session.session.access_token}` } } }),
    );
    const call = () => client.rpc('class_summary', { p_tz_offset: 60 });
    for (let i = 0; i < 2; i++) must(await call()); // warm-up
    // Interleaved with fact_log() (the class grid alone, issue 16's bench), so a busy machine weighs
    // on both alike: what class_summary adds over the grid is the difference.
    const times = [];
    const gridTimes = [];
    let body;
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      body = must(await call());
      times.push(performance.now() - t);
      t = performance.now();
      must(await client.rpc('fact_log'));
      gridTimes.push(performance.now() - t);
    }
    const ms = stats(times);
    const grid = stats(gridTimes);
    const figures = {
      children: body.children.length,
      attempts: counted,
      factsInSummary: body.facts.length,
      classSummaryMedianMs: ms.median,
      classSummaryP95Ms: ms.p95,
      classSummaryMinMs: ms.min,
      factLogMedianMs: grid.median,
      factLogMinMs: grid.min,
      targetMs,
      load1: Number(loadavg()[0].toFixed(2)),
    };
    console.table(figures);
    if (ms.median > targetMs)
      console.log(`class_summary median ${ms.median} ms is over the ${targetMs} ms target`);
    return figures;
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
