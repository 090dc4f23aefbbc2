import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/client';
import { installFixtures, rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';

// The new PostgREST features go through the same role switch, RLS and caps as before.
let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  await installFixtures(server);
  ada = await newUser(server.url, 'Ada');
  bob = await newUser(server.url, 'Bob');
});
afterAll(() => server?.stop());

describe('RLS holds under the new preferences', () => {
  it("another user's PATCH with count, tx=commit and max-affected touches none of Ada's rows", async () => {
    const res = await api(server.url, `/rest/v1/profiles?user_id=eq.${ada.user.id}`, {
      method: 'PATCH',
      token: bob.session.access_token,
      headers: { Prefer: 'count=exact, tx=commit, handling=strict, max-affected=5' },
      body: JSON.stringify({ full_name: 'Mallory' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('*/0');
    const { data } = await ada.sb.from('profiles').select('full_name').eq('user_id', ada.user.id).single();
    expect(data).toEqual({ full_name: 'Ada' });
  });

  it('counts only the rows RLS shows, also when planned or estimated', async () => {
    await ada.sb.from('student_profiles').insert({ user_id: ada.user.id, student_name: 'Kid' });
    for (const count of ['exact', 'estimated']) {
      const res = await api(server.url, '/rest/v1/student_profiles?select=id', {
        token: bob.session.access_token,
        headers: { Prefer: `count=${count}` },
      });
      expect(res.headers.get('content-range')).toBe('*/0');
    }
  });

  it('refuses anon the app tables and functions through every new path (401)', async () => {
    const planned = await rest(server, '/student_profiles', { headers: { Prefer: 'count=planned' } });
    expect(planned.status).toBe(401);
    const csv = await rest(server, '/student_profiles', { headers: { Accept: 'text/csv' } });
    expect(csv.status).toBe(401);
    const get = await rest(server, '/rpc/fact_log');
    expect(get.status).toBe(401);
    const rollback = await rest(server, '/student_profiles', {
      method: 'POST',
      headers: { Prefer: 'tx=rollback' },
      body: JSON.stringify({ student_name: 'x' }),
    });
    expect(rollback.status).toBe(401);
  });
});

describe('caps', () => {
  it('caps a set-returning function at 1000 rows, counting all of them', async () => {
    const res = await rest(server, '/rpc/t_series', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-999/1500');
    expect(((await res.json()) as number[]).length).toBe(1000);
  });

  it('keeps the 64-condition cap on RPC filters', async () => {
    const filters = Array.from({ length: 65 }, (_, i) => `id=neq.${i + 1000}`).join('&');
    const res = await rest(server, `/rpc/t_list_items?${filters}`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
  });

  it('refuses a Prefer header of junk with handling=strict, and a huge one without harm', async () => {
    const junk = Array.from({ length: 200 }, (_, i) => `p${i}=x`).join(', ');
    const res = await rest(server, '/t_items?limit=1', { headers: { Prefer: `handling=strict, ${junk}` } });
    expect(res.status).toBe(400);
    const lenient = await rest(server, '/t_items?limit=1', { headers: { Prefer: junk } });
    expect(lenient.status).toBe(200);
  });
});
