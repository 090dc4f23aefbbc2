// Memory bench (issue 25 §3): the embedded server on PGlite (production settings, a fresh data folder
// from the migrated template), idle after start and after 10 s of REST reads at 50 connections
// (autocannon), with what holds the memory: V8's heap and external memory (PGlite's WebAssembly
// memory, which never shrinks) beside RSS. Run in-process by scripts/bench/memory-probe.ts.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const key = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const port = Number(process.env.BENCH_MEMORY_PORT ?? 18554);

export default async function run({ root }) {
  const { ensureTemplate } = await tsImport(
    pathToFileURL(`${root}/server/db/template.ts`).href,
    import.meta.url,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'mathpop-memory-'));
  cpSync(await ensureTemplate(root), dataDir, { recursive: true });
  const probe = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/memory-probe.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MATHPOP_TEST_MODE: '',
      MATHPOP_LOG: '0',
      RETENTION_INTERVAL_SECONDS: '0',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: probe.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('the probe exited');
      if (value.startsWith('{')) return JSON.parse(value);
    }
  };
  const sample = async () => {
    probe.stdin.write('sample\n');
    return next();
  };
  try {
    const { url } = await next();
    const call = async (path, init = {}) => {
      const r = await fetch(`${url}${path}`, {
        ...init,
        headers: { apikey: key, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
      });
      if (r.status >= 300) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      const text = await r.text();
      return text ? JSON.parse(text) : null;
    };
    const s = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: `mem-${Date.now()}@example.com`, password: 'Bench-Password-42' }),
    });
    const auth = { Authorization: `Bearer ${s.access_token}` };
    await call(`/rest/v1/profiles?user_id=eq.${s.user.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ subscription_plan: 'teachers' }),
    });
    const kids = Array.from({ length: 10 }, (_, i) => ({
      user_id: s.user.id,
      student_name: `Student ${i + 1}`,
    }));
    await call('/rest/v1/student_profiles', { method: 'POST', headers: auth, body: JSON.stringify(kids) });
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await sample();
    const read = `${url}/rest/v1/student_profiles?select=*&user_id=eq.${s.user.id}&order=created_at.asc`;
    const args = ['node_modules/autocannon/autocannon.js', '-j', '-c', '50', '-d', '10'];
    for (const [k, v] of Object.entries({ apikey: key, ...auth, Accept: 'application/json' }))
      args.push('-H', `${k}=${v}`);
    const load = JSON.parse(
      execFileSync(process.execPath, [...args, read], { cwd: root, maxBuffer: 1 << 26 }).toString(),
    );
    const loaded = await sample();
    const figures = { idle, loaded, reqPerSec: Math.round(load.requests.average) };
    const row = (name, m) =>
      console.log(
        `| ${name} | ${m.rssMb} MB | ${m.heapUsedMb} / ${m.heapTotalMb} MB | ${m.arrayBuffersMb} MB | ${m.externalMb} MB |`,
      );
    console.log(
      "| PGlite server | RSS | V8 heap used / total | array buffers | external (PGlite's WebAssembly memory) |",
    );
    console.log('| --- | --- | --- | --- | --- |');
    row('idle, after start and sign-up', idle);
    row(`after 10 s of REST reads (50 connections, ${figures.reqPerSec} req/s)`, loaded);
    return figures;
  } finally {
    probe.stdin.write('stop\n');
    await new Promise((r) => probe.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run({ root: join(import.meta.dirname, '..', '..') });
}
