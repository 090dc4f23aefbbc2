// API load bench: the embedded server (PGlite, production settings) on a throw-away data folder.
// REST read of a 10-row student list with supabase-js's headers at 50 and 5 connections (autocannon),
// sign-in latency, cold start on an existing data folder, RSS after the load, and the ratio of REST
// throughput to a raw in-process PGlite loop running the same RLS transaction. Server and load
// generator are pinned to different cores when `taskset` exists (the machine is noisy).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server.mjs';
import { embedReadFigures, printEmbedRows } from './embed-read.mjs';
import { runAlone } from './server.mjs';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const pin = existsSync('/usr/bin/taskset') && process.env.BENCH_PIN !== '0';
const withCpu = (cpu, argv) => (pin ? ['taskset', ['-c', String(cpu), ...argv]] : [argv[0], argv.slice(1)]);
const port = Number(process.env.BENCH_API_PORT ?? 18520);
const base = `http://127.0.0.1:${port}`;

function startServer(root, dataDir, bundle) {
  const t0 = performance.now();
  const [cmd, args] = withCpu(0, [process.execPath, bundle]);
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', async (d) => {
      if (child.ready) return; // the request log: read and dropped
      out += d;
      if (/running on/.test(out) && !child.ready) {
        child.ready = true;
        // Ready = answering HTTP (first request included).
        await fetch(`${base}/auth/v1/health`);
        resolve({ child, ms: performance.now() - t0 });
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

function autocannon(root, url, headers, connections, seconds) {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const [cmd, argv] = withCpu(1, [process.execPath, ...args]);
  const out = execFileSync(cmd, argv, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).toString();
  const r = JSON.parse(out);
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    requests: r.requests.total,
  };
}

// CPU seconds a process has used (user + system), from /proc: the machine is shared and noisy, so
// requests per CPU-second of the server is reported beside wall-clock throughput.
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rss = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : undefined;
};

/** Runs the bench; prints a table and returns the figures. */
export default async function run({ root }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-bench-'));
  // What `npm start` runs: the JavaScript bundle of server/.
  const bundle = await buildServer(root);
  const loadBefore = loadavg()[0];
  try {
    // First start (initdb + migrations), then a teacher with 10 students.
    const first = await startServer(root, dataDir, bundle);
    const email = `bench-${Date.now()}@example.com`;
    const password = 'Bench-Password-42';
    const session = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password, data: { full_name: 'Bench Teacher' } }),
    });
    const uid = session.user.id;
    const auth = { Authorization: `Bearer ${session.access_token}` };
    await call(`/rest/v1/profiles?user_id=eq.${uid}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ subscription_plan: 'teachers' }),
    });
    const kids = Array.from({ length: 10 }, (_, i) => ({
      user_id: uid,
      student_name: `Student ${i + 1}`,
      student_grade: String((i % 5) + 1),
    }));
    await call('/rest/v1/student_profiles', { method: 'POST', headers: auth, body: JSON.stringify(kids) });
    await stopServer(first.child);

    // Cold start with the existing folder (median of 3).
    const starts = [];
    let server;
    for (let i = 0; i < 3; i++) {
      server = await startServer(root, dataDir, bundle);
      starts.push(server.ms);
      if (i < 2) await stopServer(server.child);
    }
    const coldStartMs = Math.round(starts.sort((a, b) => a - b)[1]);

    // Sign-in latency (bcrypt cost 10), sequential.
    const signIns = [];
    const signInCpu0 = cpuSeconds(server.child.pid);
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      signIns.push(performance.now() - t);
    }
    const signInP50 = Math.round(signIns.sort((a, b) => a - b)[Math.floor(signIns.length / 2)]);
    const signInCpuMs = Math.round(((cpuSeconds(server.child.pid) - signInCpu0) * 1000) / signIns.length);

    // REST read with the headers supabase-js sends for .from('student_profiles').select('*').eq().order().
    const url = `${base}/rest/v1/student_profiles?select=*&user_id=eq.${uid}&order=created_at.asc`;
    const headers = {
      apikey: key,
      ...auth,
      'Accept-Profile': 'public',
      'X-Client-Info': 'supabase-js-node/2.109.0',
      Accept: 'application/json',
    };
    const check = await (await fetch(url, { headers })).json();
    if (check.length !== 10) throw new Error(`expected 10 rows, got ${check.length}`);
    autocannon(root, url, headers, 10, 5); // warm-up (JIT, PGlite caches)
    const pid = server.child.pid;
    const measured = (connections, seconds) => {
      const cpu0 = cpuSeconds(pid);
      const r = autocannon(root, url, headers, connections, seconds);
      r.reqPerCpuSec = Math.round(r.requests / Math.max(0.01, cpuSeconds(pid) - cpu0));
      return r;
    };
    const c50 = measured(50, 10);
    const c5 = measured(5, 8);
    const rssMb = rss(server.child.pid);
    // Embedding (issue 34): the class with each student's last results in one request or in 26.
    const embed = await embedReadFigures(base, { id: uid, token: session.access_token });
    await stopServer(server.child);

    // The same RLS transaction looped in-process on PGlite (same core as the server).
    const [cmd, argv] = withCpu(0, [
      process.execPath,
      '--import',
      'tsx',
      'scripts/bench/raw-pglite.ts',
      dataDir,
      uid,
      '6',
    ]);
    const raw = JSON.parse(execFileSync(cmd, argv, { cwd: root }).toString().trim().split('\n').pop());
    const ratio = Number((c50.reqPerSec / raw.opsPerSec).toFixed(2));
    const cpuRatio = Number((c50.reqPerCpuSec / raw.opsPerCpuSec).toFixed(2));

    const figures = {
      rest50: c50,
      rest5: c5,
      signInP50Ms: signInP50,
      signInServerCpuMs: signInCpuMs,
      firstStartMs: Math.round(first.ms),
      coldStartMs,
      rssAfterLoadMb: rssMb,
      embed,
      rawPgliteOpsPerSec: Math.round(raw.opsPerSec),
      restToRawRatio: ratio,
      rawPgliteOpsPerCpuSec: Math.round(raw.opsPerCpuSec),
      restToRawCpuRatio: cpuRatio,
      pinnedCores: pin,
      loadAverage: [Number(loadBefore.toFixed(1)), Number(loadavg()[0].toFixed(1))],
    };
    const row = (name, value, target) =>
      console.log(`| ${name.padEnd(34)} | ${String(value).padStart(12)} | ${target.padEnd(14)} |`);
    console.log(`| ${'measure'.padEnd(34)} | ${'value'.padStart(12)} | ${'target'.padEnd(14)} |`);
    console.log(`|${'-'.repeat(36)}|${'-'.repeat(14)}|${'-'.repeat(16)}|`);
    row('REST read, 50 conns: req/s', c50.reqPerSec, '>= 1000');
    row('REST read, 50 conns: p50 / p99 ms', `${c50.p50} / ${c50.p99}`, 'p99 <= 100');
    row('REST read, 50 conns: errors', c50.errors, '0');
    row('REST read, 50 conns: req/CPU-second', c50.reqPerCpuSec, '(capacity)');
    row('REST read, 5 conns: req/s', c5.reqPerSec, '');
    row('REST read, 5 conns: p50 / p99 ms', `${c5.p50} / ${c5.p99}`, 'p99 <= 15');
    row('REST read, 5 conns: errors', c5.errors, '0');
    printEmbedRows(embed, row);
    row('sign-in p50 ms', signInP50, '<= 150');
    row('sign-in server CPU ms (bcrypt 10)', signInCpuMs, '');
    row('first start (new folder) ms', Math.round(first.ms), '');
    row('cold start (existing folder) ms', coldStartMs, '<= 1500');
    row('server RSS after load MB', rssMb, '<= 450');
    row('raw PGlite RLS loop ops/s', Math.round(raw.opsPerSec), '');
    row('REST / raw PGlite ratio', ratio, '>= 0.5');
    row('raw PGlite ops/CPU-second', Math.round(raw.opsPerCpuSec), '');
    row('REST / raw ratio per CPU-second', cpuRatio, '>= 0.5');
    row('machine load average (start / end)', figures.loadAverage.join(' / '), '(2 cores)');
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, run);
