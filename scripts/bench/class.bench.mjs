// Class-summary bench (issue 24 §3): the teacher's class at a glance, rpc('class_summary') (per
// child: last played, minutes and sessions this week, streak, plus the class's fact log) for 25
// children and 50,000 fact attempts, on the embedded server (PGlite, production settings) over HTTP
// with supabase-js. Seeded like facts.bench.mjs; timed 20 times (target: ≤ 200 ms).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
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
// The attempts are written straight into PGlite's folder, so this bench runs on PGlite.
const startServer = (root, dataDir, bundle) => start(root, dataDir, bundle, { pglite: true });

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), min: Math.round(s[0]) };
};

export default async function run({ root }) {
  const bundle = await buildServer(root);
  const dataDir = tempDataDir('class-bench');
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
    await pg.exec(seedAttemptsSql(userId, attempts / children));
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
      // class_summary carries fact_log()'s class form ({"v":3,"kids":[…]}) as `log`.
      kidsInLog: body.log.kids.length,
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
    await stopAndClean(server, dataDir);
  }
}
