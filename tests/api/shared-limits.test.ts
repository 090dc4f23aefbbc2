import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, goodPassword, newUser } from './support/client';
import { pgDatabase, spawnServer, stopProcess } from './support/processes';
import { startTestServer, type TestServer } from './support/server';

// Issue 25 §1 and issue 27 #7: the per-account cap on failed sign-ins is counted in the database, so
// every server process sees the same count. PostgreSQL: two processes on one database. PGlite (one
// process by design): the count outlives the process.
const account = { RATE_LIMIT_ACCOUNT: '10/900' };

const wrong = (url: string, email: string) =>
  api(url, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Not-The-Password-1' }),
  }).then((r) => r.status);

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

describe('the per-account sign-in cap is shared', () => {
  if (inject('apiPgUrl')) {
    it('24 wrong passwords spread over two server processes get 429 from the 11th on', async () => {
      const db = await pgDatabase();
      cleanup.push(() => db.drop());
      const env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir, ...account };
      const a = spawnServer(env);
      const b = spawnServer(env);
      cleanup.push(
        () => stopProcess(a),
        () => stopProcess(b),
      );
      const urls = await Promise.all([a.ready, b.ready]);
      const u = await newUser(urls[0] ?? '');
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) statuses.push(await wrong(urls[i % 2] ?? '', u.email));
      expect(statuses).toEqual([...Array(10).fill(400), ...Array(14).fill(429)]);
      // The right password is refused too, on either process, until the window passes.
      const right = await api(urls[1] ?? '', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: u.email, password: goodPassword }),
      });
      expect(right.status).toBe(429);
      // Counted under a hash: the table names no address.
      const rows = await db.query<{ key_hash: string }>(
        'select key_hash from mathpop_private.attempt_counts',
      );
      expect(rows.map((r) => r.key_hash).join()).not.toContain(u.email);
    });
  }

  it('keeps counting across a restart of the server (the count is not in its memory)', async () => {
    const server: TestServer = await startTestServer(account);
    cleanup.push(() => server.stop());
    const u = await newUser(server.url);
    const before: number[] = [];
    for (let i = 0; i < 6; i++) before.push(await wrong(server.url, u.email));
    await server.halt();
    await server.restart();
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push(await wrong(server.url, u.email));
    expect(before).toEqual(Array(6).fill(400));
    expect(after).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('a right password ends the run of failures', async () => {
    const server = await startTestServer(account);
    cleanup.push(() => server.stop());
    const u = await newUser(server.url);
    for (let i = 0; i < 9; i++) expect(await wrong(server.url, u.email)).toBe(400);
    const ok = await api(server.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: u.email, password: goodPassword }),
    });
    expect(ok.status).toBe(200);
    for (let i = 0; i < 10; i++) expect(await wrong(server.url, u.email)).toBe(400);
    expect(await wrong(server.url, u.email)).toBe(429);
  });
});
