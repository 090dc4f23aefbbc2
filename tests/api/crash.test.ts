import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Crash safety: kill -9 the server during a burst of writes; after a restart every write the server
// acknowledged is there, nothing is half-written, and sign-in state survived.
let server: TestServer;
let u: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  u = await newUser(server.url);
});
afterAll(() => server?.stop());

async function burst(round: number, acknowledged: Set<string>) {
  let next = 0;
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const i = next++;
      try {
        const r = await api(server.url, '/rest/v1/activity_results?select=id,activity_id', {
          method: 'POST',
          token: u.session.access_token,
          headers: { Prefer: 'return=representation' },
          body: JSON.stringify({
            user_id: u.user.id,
            kind: 'game',
            activity_id: `r${round}-${i}`,
            is_correct: i % 2 === 0,
            attempts: 1 + (i % 3),
            stars: i % 6,
          }),
        });
        if (r.status === 201) {
          const [row] = (await r.json()) as { activity_id: string }[];
          if (row) acknowledged.add(row.activity_id);
        }
      } catch {
        stop = true; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  // Let the burst run until a good number of writes are acknowledged, then crash mid-stream.
  const started = Date.now();
  while (acknowledged.size < 40 * round && Date.now() - started < 15_000)
    await new Promise((r) => setTimeout(r, 10));
  await server.kill9();
  stop = true;
  await Promise.all(writers);
}

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write across two crashes', async () => {
    const acknowledged = new Set<string>();
    for (const round of [1, 2]) {
      await burst(round, acknowledged);
      expect(acknowledged.size).toBeGreaterThanOrEqual(40 * round);
      await server.restart();
      const r = await api(
        server.url,
        '/rest/v1/activity_results?select=activity_id,kind,attempts,stars,is_correct',
        { token: u.session.access_token },
      );
      expect(r.status).toBe(200);
      const rows = (await r.json()) as {
        activity_id: string;
        kind: string;
        attempts: number;
        stars: number;
        is_correct: boolean;
      }[];
      const stored = new Set(rows.map((x) => x.activity_id));
      const missing = [...acknowledged].filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // Every stored row is whole: the values a writer sent for its index.
      for (const row of rows) {
        const i = Number(row.activity_id.split('-')[1]);
        expect(row).toMatchObject({
          kind: 'game',
          is_correct: i % 2 === 0,
          attempts: 1 + (i % 3),
          stars: i % 6,
        });
      }
      expect(stored.size).toBe(rows.length);
    }
    // Sessions and keys survived: the old token still works and the refresh token rotates.
    const user = await api(server.url, '/auth/v1/user', { token: u.session.access_token });
    expect(user.status).toBe(200);
    const refreshed = await api(server.url, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: u.session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
  }, 180_000);
});
