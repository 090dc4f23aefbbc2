import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild } from './support/class';
import { api, newUser, publishableKey } from './support/client';
import { attempt } from './support/facts';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 27 (hardening, round two), on PGlite and PostgreSQL: point 1 (one user stalling everyone:
// text lengths, body caps, pattern and list caps; the timing itself is `npm run bench stall`), point
// 6 (one child using up the class's quota), point 8 (500s from the RPC route) and point 9 (log
// injection).
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MATHPOP_LOG: '1' });
});
afterAll(() => server?.stop());

/** A request on its own connection (the server closes a connection whose body is over the cap). */
function oversized(path: string, method: string, body: string, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      method,
      agent: false,
      headers: {
        apikey: publishableKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('text lengths (point 1)', () => {
  it('every text column of the schema has a length (or pattern, or list) CHECK', async () => {
    const rows = await queryDatabase<{ col: string; checked: boolean }>(
      server,
      `select c.table_schema || '.' || c.table_name || '.' || c.column_name as col,
         exists (
           select 1 from pg_constraint k
           join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
           where n.nspname = c.table_schema and t.relname = c.table_name and k.contype = 'c'
             and pg_get_constraintdef(k.oid) ~ ('(length\\(|\\m' || c.column_name || ' ~ |' ||
               c.column_name || ' = ANY)')
             and pg_get_constraintdef(k.oid) like '%' || c.column_name || '%'
         ) as checked
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'mathpop_private')
         and c.data_type in ('text', 'character varying')
       order by 1`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.checked).map((r) => r.col)).toEqual([]);
  });

  it('a 1 MB full_name is refused (400 by the CHECK, 413 by the body cap)', async () => {
    const u = await newUser(server.url);
    const long = await u.sb
      .from('profiles')
      .update({ full_name: 'x'.repeat(101) })
      .eq('user_id', u.user.id);
    expect(long.status).toBe(400);
    expect(long.error?.code).toBe('23514');
    const huge = await oversized(
      `/rest/v1/profiles?user_id=eq.${u.user.id}`,
      'PATCH',
      JSON.stringify({ full_name: 'x'.repeat(1024 * 1024) }),
      u.session.access_token,
    );
    expect(huge).toBe(413);
    const fits = await u.sb
      .from('profiles')
      .update({ full_name: 'x'.repeat(100) })
      .eq('user_id', u.user.id);
    expect(fits.error).toBeNull();
  });
});

describe('request caps (point 1)', () => {
  it('caps bodies per route: a class sign-in over 8 KB and a PATCH over 16 KB are 413', async () => {
    const pad = 'y'.repeat(10_000);
    const cls = await oversized('/auth/v1/class/roster', 'POST', JSON.stringify({ code: 'ABCDEF', pad }));
    expect(cls).toBe(413);
    const u = await newUser(server.url);
    const patch = await oversized(
      `/rest/v1/profiles?user_id=eq.${u.user.id}`,
      'PATCH',
      JSON.stringify({ grade: '3', pad: 'z'.repeat(20_000) }),
      u.session.access_token,
    );
    expect(patch).toBe(413);
  });

  it('refuses long like/ilike patterns, many wildcards and long in lists with 400', async () => {
    const u = await newUser(server.url);
    const q = (s: string) =>
      api(server.url, `/rest/v1/profiles?select=user_id&${s}`, { token: u.session.access_token });
    expect((await q(`full_name=like.${'a'.repeat(300)}`)).status).toBe(400);
    expect((await q(`full_name=ilike.${'*a'.repeat(20)}`)).status).toBe(400);
    expect((await q(`or=(full_name.ilike.${'%25b'.repeat(20)})`)).status).toBe(400);
    const ids = Array.from({ length: 300 }, (_, i) => `"${i}"`).join(',');
    expect((await q(`full_name=in.(${ids})`)).status).toBe(400);
    expect((await q(`grade=eq.${'q'.repeat(5000)}`)).status).toBe(400);
    // Within the caps: fine.
    expect((await q('full_name=ilike.*Parent*')).status).toBe(200);
    expect((await q(`full_name=in.(${ids.split(',').slice(0, 200).join(',')})`)).status).toBe(200);
  });
});

describe('each child has a daily share of the quota (point 6)', () => {
  it('a child over its share is refused; the teacher and classmates still write', async () => {
    const k = await newClass(server.url, ['Greedy', 'Other']);
    const greedy = await signInChild(server.url, k, 0);
    const other = await signInChild(server.url, k, 1);
    const results = (n: number) =>
      JSON.stringify(
        Array.from({ length: n }, (_, i) => ({ kind: 'game', activity_id: `g${i}`, is_correct: true })),
      );
    const post = (token: string, table: string, body: string) =>
      api(server.url, `/rest/v1/${table}`, { method: 'POST', token, body });
    expect((await post(greedy.access_token, 'activity_results', results(500))).status).toBe(201);
    const over = await post(greedy.access_token, 'activity_results', results(1));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual(expect.objectContaining({ message: 'student_quota_exceeded' }));
    expect((await post(other.access_token, 'activity_results', results(1))).status).toBe(201);
    const facts = (n: number) => JSON.stringify(Array.from({ length: n }, () => attempt()));
    for (let i = 0; i < 4; i++)
      expect((await post(greedy.access_token, 'fact_attempts', facts(500))).status).toBe(201);
    const overFacts = await post(greedy.access_token, 'fact_attempts', facts(1));
    expect(overFacts.status).toBe(400);
    expect((await post(other.access_token, 'fact_attempts', facts(1))).status).toBe(201);
    const own = await k.sb
      .from('activity_results')
      .insert({ user_id: k.user.id, kind: 'game', activity_id: 'mine' });
    expect(own.error).toBeNull();
  });
});

describe('RPC input (point 8)', () => {
  it('a NUL in the function name and an argument nested 20,000 deep are 4xx', async () => {
    const u = await newUser(server.url);
    const nul = await api(server.url, '/rest/v1/rpc/fact%00log', {
      method: 'POST',
      token: u.session.access_token,
      body: '{}',
    });
    expect(nul.status).toBe(404);
    const deep = `{"p_student":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const nested = await api(server.url, '/rest/v1/rpc/fact_log', {
      method: 'POST',
      token: u.session.access_token,
      body: deep,
    });
    expect(nested.status).toBe(400);
    expect(
      (
        await api(server.url, '/rest/v1/rpc/fact_log', {
          method: 'POST',
          token: u.session.access_token,
          body: '{}',
        })
      ).status,
    ).toBe(200);
  });
});

describe('the request log (point 9)', () => {
  it('escapes control characters: a %0A in the path forges no line', async () => {
    await api(server.url, '/rest/v1/x%0AFORGED%20POST%20/auth/v1/admin%20200%0D');
    await new Promise((r) => setTimeout(r, 100));
    const lines = server.output().split('\n');
    expect(lines.some((l) => l.startsWith('FORGED'))).toBe(false);
    expect(lines.some((l) => l.includes('/rest/v1/x\\x0aFORGED'))).toBe(true);
  });
});
