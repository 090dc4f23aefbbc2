import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classToken, newAddress, newClass, signInChild } from './support/class';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase, withDatabase } from './support/sql';

// Issue 17 with issue 18's retention: idle child sessions and spent class sign-in counters go.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', RETENTION_INTERVAL_SECONDS: '1' });
});
afterAll(() => server?.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('retention of class sign-ins', () => {
  it('purges child sessions idle 30 days and counters a day past; keeps fresh ones', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [a, b] = k.students;
    if (!a || !b) throw new Error('no students');
    await signInChild(server.url, k, 0);
    await signInChild(server.url, k, 1);
    for (const s of [a, b]) {
      const wrong = [s.pair[1], s.pair[0]];
      expect(
        (await classToken(server.url, { code: k.code, student_id: s.id, pictures: wrong }, newAddress()))
          .status,
      ).toBe(400);
    }
    await withDatabase(
      server,
      `update mathpop_private.child_sessions set updated_at = now() - interval '40 days'
         where student_profile_id = '${a.id}';
       update mathpop_private.class_login_limits set window_start = now() - interval '2 days',
           locked_until = least(locked_until, now() - interval '2 days')
         where student_profile_id = '${a.id}';`,
    );
    await sleep(2500);
    const rows = await queryDatabase<{ what: string; id: string }>(
      server,
      `select 'session' as what, student_profile_id::text as id from mathpop_private.child_sessions
       union all select 'token', s.student_profile_id::text from mathpop_private.child_refresh_tokens t
         join mathpop_private.child_sessions s on s.id = t.session_id
       union all select 'limit', student_profile_id::text from mathpop_private.class_login_limits
         where scope = 'pupil'`,
    );
    expect(rows.filter((r) => r.id === a.id)).toEqual([]);
    expect(
      rows
        .filter((r) => r.id === b.id)
        .map((r) => r.what)
        .sort(),
    ).toEqual(['limit', 'session', 'token']);
  });
});
