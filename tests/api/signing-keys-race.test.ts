import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { api, newUser } from './support/client';
import {
  freshDatabaseEnv,
  pgDatabase,
  type ServerProcess,
  spawnServer,
  stopProcess,
} from './support/processes';

// Issue 35 #13: the first signing key is made once, however many processes start at once. Eight
// processes started together on an empty PostgreSQL database (and on a migrated one with no key,
// where nothing staggers them) share one key: each one's tokens are accepted by all the others.
vi.setConfig({ testTimeout: 240_000 });
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});
const started = (env: Record<string, string>): ServerProcess => {
  const p = spawnServer(env);
  cleanup.push(() => stopProcess(p));
  return p;
};

/** Signs a user up on each process, then reads /user with that token on every process. */
async function crossCheck(urls: string[]) {
  const tokens = await Promise.all(urls.map(async (url) => (await newUser(url)).session.access_token));
  const statuses: number[] = [];
  for (const token of tokens) {
    for (const url of urls) statuses.push((await api(url, '/auth/v1/user', { token })).status);
  }
  return statuses;
}

const pgOnly = inject('apiPgUrl') ? describe : () => undefined;

pgOnly('eight processes at once on PostgreSQL', () => {
  for (const kind of ['an empty database', 'a migrated database with no key yet'] as const) {
    it(`on ${kind}: one key, and every token works on every process`, async () => {
      const db = await pgDatabase(kind === 'an empty database');
      cleanup.push(() => db.drop());
      const env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir, RETENTION_INTERVAL_SECONDS: '0' };
      const ps = Array.from({ length: 8 }, () => started(env));
      const urls = await Promise.all(ps.map((p) => p.ready));
      const keys = await db.query<{ n: number }>('select count(*)::int as n from auth.signing_keys');
      expect(keys[0]?.n).toBe(1);
      const statuses = await crossCheck(urls);
      expect(statuses).toHaveLength(64);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const jwks = await Promise.all(
        urls.map(async (u) => JSON.stringify(await (await api(u, '/auth/v1/.well-known/jwks.json')).json())),
      );
      expect(new Set(jwks).size).toBe(1);
    });
  }
});

describe('one process (PGlite or PostgreSQL)', () => {
  it('makes one key on a fresh database and keeps it across a restart', async () => {
    const db = await freshDatabaseEnv();
    cleanup.push(db.drop);
    const first = started(db.env);
    const url = await first.ready;
    const u = await newUser(url);
    const jwks1 = await (await api(url, '/auth/v1/.well-known/jwks.json')).json();
    expect((jwks1 as { keys: unknown[] }).keys).toHaveLength(1);
    await stopProcess(first);
    const again = started(db.env);
    const url2 = await again.ready;
    expect((await api(url2, '/auth/v1/user', { token: u.session.access_token })).status).toBe(200);
    expect(await (await api(url2, '/auth/v1/.well-known/jwks.json')).json()).toEqual(jwks1);
  });
});
