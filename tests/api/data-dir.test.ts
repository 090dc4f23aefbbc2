import { chmodSync, cpSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTemplate } from '../../server/db/template';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// The PGlite data folder (issue 13, points 2 and 3): owner-only whatever its mode before, and one
// server per folder, with a crashed holder's lock taken over. These servers run on PGlite in both
// suites (DATABASE_URL is cleared): the folder is what is under test.
const parent = mkdtempSync(join(tmpdir(), 'mathpop-datadir-'));
const dataDir = join(parent, 'data');
const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
let server: TestServer;
let u: TestUser;

/** Every path under `dir` with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: lstatSync(dir).mode & 0o777 }];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = lstatSync(path);
    if (st.isDirectory()) out.push(...modes(path));
    else out.push({ path, dir: false, mode: st.mode & 0o777 });
  }
  return out;
}

beforeAll(async () => {
  // An existing database folder as a `mkdir` or a Docker volume leaves it: 0755 folders, 0644 files.
  cpSync(await ensureTemplate(process.cwd()), dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'notes.txt'), 'left by an admin');
  for (const m of modes(dataDir)) chmodSync(m.path, m.dir ? 0o755 : 0o644);
  server = await startTestServer(pglite);
  u = await newUser(server.url);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

describe('DATA_DIR is owner-only', () => {
  it('makes every folder 0700 and every file 0600, old and new, after writes', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await u.sb
        .from('activity_results')
        .insert({ user_id: u.user.id, kind: 'game', activity_id: `m${i}` });
      expect(r.error).toBeNull();
    }
    const all = modes(dataDir);
    expect(all.length).toBeGreaterThan(50);
    const loose = all.filter((m) => m.mode !== (m.dir ? 0o700 : 0o600));
    expect(loose).toEqual([]);
    expect(all.some((m) => m.path.endsWith('.mathpop.lock'))).toBe(true);
    expect(all.some((m) => m.path.includes('pg_wal'))).toBe(true);
  });
});

describe('one server per DATA_DIR', () => {
  it('a second server on the folder exits non-zero with a clear message; the first keeps serving', async () => {
    const second = startTestServer(pglite);
    await expect(second).rejects.toThrow(
      /exited with 1[\s\S]*DATA_DIR .* is in use: another MathPop server \(pid \d+\)/,
    );
    const later = await newUser(server.url);
    const check = await api(server.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: later.email, password: 'Sunny-Maths-42' }),
    });
    expect(check.status).toBe(200);
  }, 60_000);

  it('takes over the lock of a server that was killed (kill -9), keeping its acknowledged writes', async () => {
    await server.kill9();
    await server.restart();
    const r = await api(server.url, '/rest/v1/activity_results?select=activity_id', {
      token: u.session.access_token,
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as unknown[]).length).toBe(20);
    // And the restarted server holds the lock again.
    await expect(startTestServer(pglite)).rejects.toThrow(/is in use/);
  }, 60_000);
});
