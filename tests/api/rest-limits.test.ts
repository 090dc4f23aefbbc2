import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Bounded work per request (issue 13, point 6): reads return at most 1000 rows with a truthful
// Content-Range, writes take at most 500 rows, UPDATE and DELETE need a filter (safeupdate).
let server: TestServer;
let u: TestUser;

const result = (u: TestUser, i: number) => ({
  user_id: u.user.id,
  kind: 'game',
  activity_id: `g${i}`,
  stars: i % 6,
});

/** POSTs rows as `u`; returns the response. */
const insert = (u: TestUser, rows: object[]) =>
  api(server.url, '/rest/v1/activity_results', {
    method: 'POST',
    token: u.session.access_token,
    body: JSON.stringify(rows),
  });

const countRows = async (u: TestUser) => {
  const r = await api(server.url, '/rest/v1/activity_results?select=id', {
    method: 'HEAD',
    token: u.session.access_token,
    headers: { Prefer: 'count=exact' },
  });
  return Number(r.headers.get('content-range')?.split('/')[1]);
};

beforeAll(async () => {
  server = await startTestServer();
  u = await newUser(server.url);
  for (let start = 0; start < 1200; start += 400) {
    const r = await insert(
      u,
      Array.from({ length: 400 }, (_, i) => result(u, start + i)),
    );
    expect(r.status).toBe(201);
  }
}, 120_000);
afterAll(() => server?.stop());

describe('reads return at most 1000 rows', () => {
  it('caps select=* and says so in Content-Range', async () => {
    const all = await api(server.url, '/rest/v1/activity_results?select=*', {
      token: u.session.access_token,
    });
    expect(all.status).toBe(200);
    expect(((await all.json()) as unknown[]).length).toBe(1000);
    expect(all.headers.get('content-range')).toBe('0-999/*');
    const big = await api(server.url, '/rest/v1/activity_results?select=id&limit=5000', {
      token: u.session.access_token,
      headers: { Prefer: 'count=exact' },
    });
    expect(((await big.json()) as unknown[]).length).toBe(1000);
    expect(big.headers.get('content-range')).toBe('0-999/1200');
    const rest = await api(server.url, '/rest/v1/activity_results?select=id&offset=1000', {
      token: u.session.access_token,
      headers: { Prefer: 'count=exact' },
    });
    expect(((await rest.json()) as unknown[]).length).toBe(200);
    expect(rest.headers.get('content-range')).toBe('1000-1199/1200');
  });

  it('pages through everything with supabase-js range()', async () => {
    const page = await u.sb.from('activity_results').select('id', { count: 'exact' }).range(1000, 1999);
    expect(page.error).toBeNull();
    expect(page.data?.length).toBe(200);
    expect(page.count).toBe(1200);
  });
});

describe('writes take at most 500 rows', () => {
  it('refuses an insert of 501 rows with a PostgREST error, inserting none', async () => {
    const r = await insert(
      u,
      Array.from({ length: 501 }, (_, i) => result(u, 5000 + i)),
    );
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body).toMatchObject({ code: 'PGRST124', details: 'The request would write 501 rows' });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await countRows(u)).toBe(1200);
  });

  it('refuses an update or delete that would touch more than 500 rows, changing nothing', async () => {
    const patch = await u.sb.from('activity_results').update({ stars: 99 }).eq('user_id', u.user.id);
    expect(patch.status).toBe(400);
    expect(patch.error?.code).toBe('PGRST124');
    const changed = await u.sb.from('activity_results').select('id').eq('stars', 99);
    expect(changed.data).toEqual([]);
    const del = await u.sb.from('activity_results').delete().eq('user_id', u.user.id);
    expect(del.status).toBe(400);
    expect(del.error?.code).toBe('PGRST124');
    expect(await countRows(u)).toBe(1200);
    // 500 is allowed.
    const some = await u.sb.from('activity_results').delete().lt('activity_id', 'g1').select('id');
    expect(some.error).toBeNull();
    expect(some.data?.length).toBe(1);
  });
});

describe('UPDATE and DELETE need a filter (safeupdate)', () => {
  it('refuses DELETE and PATCH without a filter with 400 21000', async () => {
    const del = await api(server.url, '/rest/v1/activity_results', {
      method: 'DELETE',
      token: u.session.access_token,
    });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
    const patch = await api(server.url, '/rest/v1/activity_results?limit=1', {
      method: 'PATCH',
      token: u.session.access_token,
      body: JSON.stringify({ stars: 1 }),
    });
    expect(patch.status).toBe(400);
    expect((await patch.json()).message).toBe('UPDATE requires a WHERE clause');
    const sb = await u.sb.from('student_profiles').delete();
    expect(sb.error?.code).toBe('21000');
    expect(await countRows(u)).toBe(1199);
  });
});
