import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationFiles } from '../../server/db/migrate';
import { api, goodPassword, newUser } from './support/client';
import {
  freshDatabaseEnv,
  pgDatabase,
  type ServerProcess,
  spawnServer,
  stopProcess,
} from './support/processes';

// Issue 25 §1: N workers on one PostgreSQL. Several processes migrate an empty database once, a
// periodic job runs once per period whatever the number of processes, SIGTERM drains, WORKERS=N runs
// a node:cluster, and WORKERS > 1 without DATABASE_URL refuses to start.
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});
const started = (env: Record<string, string>): ServerProcess => {
  const p = spawnServer(env);
  cleanup.push(() => stopProcess(p));
  return p;
};

/** GET on a new connection each time (the cluster hands out connections, not requests). */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: 5000, headers: { Connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 5 s`)));
    req.end();
  });
}

describe('start-up and shutdown', () => {
  it('WORKERS=2 without DATABASE_URL refuses to start, and nothing listens', async () => {
    const p = spawnServer({ WORKERS: '2', DATA_DIR: '/nonexistent/mathpop-never-made' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('WORKERS > 1 needs DATABASE_URL');
    expect(p.output()).not.toContain('running on');
    expect(p.output()).not.toContain('is listening');
  });

  it('SIGTERM during a slow request lets it finish, refuses new ones, and exits 0', async () => {
    const db = await freshDatabaseEnv();
    cleanup.push(db.drop);
    // bcrypt at cost 14 makes a sign-in take about a second: a real slow request.
    const p = started({ ...db.env, BCRYPT_COST: '14' });
    const url = await p.ready;
    const u = await newUser(url);
    const ready = await getFresh(`${url}/ready`);
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready', worker: 0 }]);
    const t0 = performance.now();
    const slow = api(url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: u.email, password: goodPassword }),
    });
    await new Promise((r) => setTimeout(r, 200));
    p.proc.kill('SIGTERM');
    const answer = await slow;
    const ms = performance.now() - t0;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { access_token?: string }).access_token).toBeTruthy();
    expect(ms).toBeGreaterThan(300); // it really was in flight when the signal came
    expect(await p.exited).toBe(0);
    await expect(getFresh(`${url}/auth/v1/health`)).rejects.toThrow();
  });
});

// PGlite is one process (the refusal above): these run with npm run test:api:pg.
const pgOnly = inject('apiPgUrl') ? describe : () => undefined;

pgOnly('several processes on one PostgreSQL', () => {
  it('three processes started together on an empty database all become ready; each migration runs and is recorded once', async () => {
    const db = await pgDatabase(true);
    cleanup.push(() => db.drop());
    const ps = [0, 1, 2].map(() => started({ DATABASE_URL: db.url, DATA_DIR: db.dataDir }));
    const urls = await Promise.all(ps.map((p) => p.ready));
    for (const url of urls) {
      const r = await getFresh(`${url}/ready`);
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toMatchObject({ status: 'ready' });
    }
    const files = migrationFiles(process.cwd());
    const rows = await db.query<{ name: string }>('select name from mathpop_internal.schema_migrations');
    expect(rows.map((r) => r.name).sort()).toEqual([...files].sort());
    // Which process applied what: every file by exactly one of them.
    const applied = ps.flatMap((p) =>
      [...p.output().matchAll(/\[db\] applied \d+ migrations: (.*)/g)].flatMap((m) =>
        (m[1] ?? '').split(', '),
      ),
    );
    expect(applied.sort()).toEqual([...files].sort());
  });

  it('a periodic job run by two processes at once does its work once per period', async () => {
    const db = await pgDatabase();
    cleanup.push(() => db.drop());
    const env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir, RETENTION_INTERVAL_SECONDS: '1' };
    const ps = [started(env), started(env)];
    await Promise.all(ps.map((p) => p.ready));
    // ~9 periods: which process wins a period's claim is a coin toss (0–10 ms of jitter), so over 5 one
    // of them won them all about 1 time in 16 (a CI run failed "both took part"); over 9, 1 in 256.
    await new Promise((r) => setTimeout(r, 9000));
    await Promise.all(ps.map(stopProcess));
    const runs = ps.map((p) =>
      [...p.output().matchAll(/\[jobs\] retention ran for (\S+)/g)].map((m) => m[1]),
    );
    const all = runs.flat();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all).size).toBe(all.length); // no period done twice
    expect(runs.every((r) => r.length > 0)).toBe(true); // both took part
    const claimed = await db.query<{ n: number }>(
      `select count(*)::int as n from mathpop_private.job_runs where job = 'retention' and finished_at is not null`,
    );
    expect(claimed[0]?.n).toBe(all.length);
  });

  it('WORKERS=2 serves requests from two PIDs, restarts a dead worker, and exits 0 on SIGTERM', async () => {
    const db = await pgDatabase();
    cleanup.push(() => db.drop());
    const p = started({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, WORKERS: '2' });
    const url = await p.ready;
    const pidOf = () =>
      new Map(
        [...p.output().matchAll(/\[cluster\] worker (\d+) \(pid (\d+)\) is listening/g)].map((m) => [
          Number(m[1]),
          Number(m[2]),
        ]),
      );
    const servedBy = async (n: number) => {
      const pids = new Set<number>();
      for (let i = 0; i < n; i++) {
        const r = await getFresh(`${url}/ready`);
        expect(r.status).toBe(200);
        const pid = pidOf().get((JSON.parse(r.body) as { worker: number }).worker);
        if (pid) pids.add(pid);
      }
      return pids;
    };
    const pids = await servedBy(8);
    expect(pids.size).toBe(2);
    expect(pids.has(p.proc.pid ?? -1)).toBe(false);
    // Kill one worker: the other keeps serving, and a new one takes its place.
    const [victim] = [...pids];
    process.kill(victim ?? 0, 'SIGKILL');
    // (A connection the primary hands over in the instant the worker dies is lost with it; once
    // the primary has seen the exit, connections go to the live worker.)
    const waitFor = async (done: () => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!done() && Date.now() < deadline) await new Promise((res) => setTimeout(res, 50));
    };
    await waitFor(() => /exited \(signal SIGKILL\); starting another/.test(p.output()));
    for (let i = 0; i < 4; i++) expect((await getFresh(`${url}/auth/v1/health`)).status).toBe(200);
    await waitFor(() => pidOf().size >= 3);
    expect(pidOf().size).toBe(3);
    const after = await servedBy(8);
    expect(after.size).toBe(2);
    expect(after.has(victim ?? 0)).toBe(false);
    expect(await stopProcess(p)).toBe(0);
  });
});
