import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Per-account quotas, enforced by the database (migration 20261124000100_account_quotas.sql):
// activity_results 5,000 new rows a day and 200,000 in all; student_profiles 100 a day and in all.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const rows = (u: TestUser, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ user_id: u.user.id, kind: 'game', activity_id: `q${from + i}` }));

const insert = (u: TestUser, body: object[]) =>
  api(server.url, '/rest/v1/activity_results', {
    method: 'POST',
    token: u.session.access_token,
    body: JSON.stringify(body),
  });

const timed = async (u: TestUser, path: string, init: RequestInit = {}) => {
  const t = performance.now();
  const r = await api(server.url, path, { ...init, token: u.session.access_token });
  await r.arrayBuffer();
  return { status: r.status, ms: performance.now() - t, range: r.headers.get('content-range') };
};

describe('activity_results quota', () => {
  it('refuses the 5,001st new row of a day with 400 P0001 quota_exceeded, also after deletes', async () => {
    const u = await newUser(server.url);
    for (let i = 0; i < 10; i++) expect((await insert(u, rows(u, i * 500, 500))).status).toBe(201);
    const over = await insert(u, rows(u, 9000, 1));
    expect(over.status).toBe(400);
    const body = await over.json();
    expect(body).toMatchObject({ code: 'P0001', message: 'quota_exceeded' });
    expect(body.details).toMatch(/5000 new rows a day and 200000 in all/);
    // Deleting frees room in the total, not in the day: churn can't go round the daily limit.
    const del = await u.sb.from('activity_results').delete().in('activity_id', ['q1', 'q2']);
    expect(del.error).toBeNull();
    const again = await u.sb.from('activity_results').insert(rows(u, 9001, 1));
    expect(again.error?.message).toBe('quota_exceeded');
    // Another account is not affected.
    const other = await newUser(server.url);
    expect((await insert(other, rows(other, 0, 10))).status).toBe(201);
  }, 60_000);

  it('refuses rows beyond 200,000 in all, and an account at its quota is still quick to read', async () => {
    const u = await newUser(server.url);
    // Fill the account to 199,999 rows straight in the database (triggers off for the set-up),
    // then record that usage as the triggers would have.
    await withDatabase(
      server,
      `set session_replication_role = replica;
       insert into public.activity_results (user_id, kind, activity_id, is_correct, attempts, stars)
         select '${u.user.id}', case when g % 7 = 0 then 'lesson' else 'game' end, 'a' || g, g % 2 = 0,
                1 + g % 3, g % 6
         from generate_series(1, 199999) g;
       set session_replication_role = origin;
       insert into mathpop_private.account_usage (user_id, table_name, day, today, total)
         values ('${u.user.id}', 'public.activity_results', (now() at time zone 'utc')::date, 0, 199999);
       analyze public.activity_results;`,
    );
    expect((await insert(u, rows(u, 0, 1))).status).toBe(201);
    const over = await insert(u, rows(u, 1, 1));
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe('quota_exceeded');

    // Permitted queries on a full account: each a fraction of a second on PGlite (the bound allows
    // for a machine shared by many test runs; the printed figures are the measurement).
    const reads = {
      all: await timed(u, '/rest/v1/activity_results?select=*'),
      counted: await timed(u, '/rest/v1/activity_results?select=id', {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      }),
      sorted: await timed(u, '/rest/v1/activity_results?select=*&order=stars.desc,attempts.asc'),
      filtered: await timed(
        u,
        '/rest/v1/activity_results?select=*&activity_id=ilike.*999*&is_correct=is.true',
      ),
      app: await timed(
        u,
        `/rest/v1/activity_results?select=*&user_id=eq.${u.user.id}&student_profile_id=is.null&order=completed_at.desc&limit=1000`,
      ),
      write: await timed(u, '/rest/v1/activity_results?activity_id=eq.a5', {
        method: 'PATCH',
        body: JSON.stringify({ stars: 5 }),
      }),
    };
    console.log('reads on an account at its quota (ms):', JSON.stringify(reads));
    for (const [name, r] of Object.entries(reads)) {
      expect(r.status, name).toBeLessThan(300);
      expect(r.ms, name).toBeLessThan(5000);
    }
    expect(reads.counted.range).toBe('0-999/200000');
  }, 120_000);
});

describe('text lengths', () => {
  it('refuses a result whose activity_id is over 100 characters (23514), so rows stay small', async () => {
    const u = await newUser(server.url);
    const long = await insert(u, [{ user_id: u.user.id, kind: 'game', activity_id: 'x'.repeat(101) }]);
    expect(long.status).toBe(400);
    expect((await long.json()).code).toBe('23514');
    const name = await u.sb
      .from('student_profiles')
      .insert({ user_id: u.user.id, student_name: 'n'.repeat(101) });
    expect(name.error?.code).toBe('23514');
  });
});

describe('student_profiles quota', () => {
  it('refuses the 101st new student of a day even when earlier ones were deleted', async () => {
    const u = await newUser(server.url);
    for (let i = 0; i < 100; i++) {
      const add = await u.sb.from('student_profiles').insert({ user_id: u.user.id, student_name: `S${i}` });
      expect(add.error).toBeNull();
      const del = await u.sb.from('student_profiles').delete().eq('student_name', `S${i}`);
      expect(del.error).toBeNull();
    }
    const over = await u.sb.from('student_profiles').insert({ user_id: u.user.id, student_name: 'One more' });
    expect(over.error).toMatchObject({ code: 'P0001', message: 'quota_exceeded' });
    expect(over.status).toBe(400);
  }, 60_000);
});
