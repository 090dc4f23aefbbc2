import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleExport } from '../../src/api/export-pages';
import { newClass, signInChild } from './support/class';
import { api, newUser, type TestUser } from './support/client';
import { attempt, flush } from './support/facts';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase, tablesNaming } from './support/sql';

// Issue 18 "A parent's control": Download my data; issue 27 §1: in short pages
// (export_my_data_head(), then export_my_data_page() per table), put together by the app.
let server: TestServer;
let exportedTables: string[];
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  // Every public table that names an account or a child, read from the schema (not a list).
  exportedTables = [
    ...new Set((await tablesNaming(server)).filter((r) => r.schema === 'public').map((r) => r.table)),
  ];
});
afterAll(() => server?.stop());

interface Export {
  readme: { about: string; fields: Record<string, Record<string, string>> };
  exported_at: string;
  account: { email: string; created_at: string; two_factor_on: boolean } | null;
  tables: Record<string, Record<string, unknown>[]>;
}

/** The app's download, put together from the pages with `u`'s token. */
async function exportOf(u: TestUser): Promise<Export> {
  return (await assembleExport((fn, args) => u.sb.rpc(fn, args))) as unknown as Export;
}

/** One page as POST /rest/v1/rpc/export_my_data_page answers it. */
function page(token: string | undefined, body: Record<string, unknown>) {
  return api(server.url, '/rest/v1/rpc/export_my_data_page', {
    method: 'POST',
    body: JSON.stringify(body),
    ...(token ? { token } : {}),
  });
}

/** Every row of `table` for `u`, paging `limit` rows at a time; the cursors seen on the way. */
async function pageAll(u: TestUser, table: string, limit: number) {
  const rows: Record<string, unknown>[] = [];
  const cursors: string[] = [];
  let after: string | undefined;
  do {
    const { data, error } = await u.sb.rpc('export_my_data_page', {
      p_table: table,
      p_limit: limit,
      ...(after ? { p_after: after } : {}),
    });
    expect(error).toBeNull();
    const p = data as { rows: Record<string, unknown>[]; next: string | null };
    expect(p.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...p.rows);
    after = p.next ?? undefined;
    if (after) cursors.push(after);
  } while (after);
  return { rows, cursors };
}

/** A user with one student and `results` results for them. */
async function seeded(name: string, results = 1): Promise<TestUser & { studentId: string }> {
  const u = await newUser(server.url, name);
  const s = await u.sb
    .from('student_profiles')
    .insert({ user_id: u.user.id, student_name: `${name} kid` })
    .select('id')
    .single();
  if (s.error) throw s.error;
  const rows = Array.from({ length: results }, (_, i) => ({
    user_id: u.user.id,
    // A child may add 500 results a day (issue 27); the rest are the grown-up's own.
    student_profile_id: i < 500 ? s.data.id : null,
    kind: 'game',
    activity_id: `game-${i}`,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const r = await u.sb.from('activity_results').insert(rows.slice(i, i + 500));
    if (r.error) throw r.error;
  }
  return { ...u, studentId: s.data.id };
}

describe('Download my data (export_my_data_head and _page)', () => {
  it('holds every table that names an account or a child, only the caller’s rows, and no secrets', async () => {
    const a = await seeded('Ana');
    const b = await seeded('Bea');
    const out = await exportOf(a);
    // The keys in the order the one-call export's jsonb gave them, so the file reads the same.
    expect(Object.keys(out)).toEqual(['readme', 'tables', 'account', 'exported_at']);
    expect(exportedTables).toEqual(
      expect.arrayContaining(['profiles', 'student_profiles', 'activity_results']),
    );
    expect(Object.keys(out.tables).sort()).toEqual([...exportedTables].sort());
    for (const t of exportedTables) expect(Object.keys(out.readme.fields[t] ?? {})).not.toHaveLength(0);
    expect(out.readme.fields.student_profiles?.student_name).toMatch(/name/i);
    expect(out.tables.profiles).toEqual([expect.objectContaining({ user_id: a.user.id, full_name: 'Ana' })]);
    expect(out.tables.student_profiles).toEqual([expect.objectContaining({ id: a.studentId })]);
    expect(out.tables.activity_results).toHaveLength(1);
    expect(out.account).toEqual(expect.objectContaining({ email: a.email, two_factor_on: false }));
    expect(typeof out.account?.created_at).toBe('string');
    const text = JSON.stringify(out);
    for (const other of [b.user.id, b.studentId, b.email]) expect(text).not.toContain(other);
    for (const secret of [a.session.refresh_token, a.session.access_token, 'encrypted_password', '$2'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(secret|token|recovery_token|confirmation_token)"/);
  });

  it('is not cut by the 1000-row read cap: 1001 results come in two pages', async () => {
    const c = await seeded('Cal', 1001);
    const first = await c.sb.rpc('export_my_data_page', { p_table: 'activity_results' });
    expect((first.data as { rows: unknown[] }).rows).toHaveLength(1000);
    expect((await exportOf(c)).tables.activity_results).toHaveLength(1001);
  });

  it('pages cover every row exactly once across page boundaries, whatever the page size', async () => {
    const d = await seeded('Dot', 23);
    // fact_stats and fact_grid have no primary key: their key (user_id, student_profile_id, …) has a
    // NULL for the answers given without a child, which must still be read once.
    const facts = [
      ...Array.from({ length: 9 }, (_, i) => attempt({ a: 1 + i, student_profile_id: d.studentId })),
      ...Array.from({ length: 8 }, (_, i) => attempt({ a: 1 + i, b: 7 })),
    ];
    expect((await flush(d, facts)).error).toBeNull();
    const whole = await exportOf(d);
    for (const [table, limit, count] of [
      ['activity_results', 5, 23],
      ['fact_attempts', 4, 17],
      ['fact_stats', 2, 17],
      ['fact_grid', 1, 2],
      ['student_profiles', 1, 1],
    ] as const) {
      const { rows, cursors } = await pageAll(d, table, limit);
      expect(rows, table).toHaveLength(count);
      expect(new Set(rows.map((r) => JSON.stringify(r))).size, table).toBe(count);
      expect(new Set(cursors).size, table).toBe(cursors.length);
      // The same rows as the default page size gives, and as the table API reads.
      expect(rows, table).toEqual(whole.tables[table]);
      const rest = await d.sb.from(table).select('*');
      expect(rest.error).toBeNull();
      const key = (r: Record<string, unknown>) => JSON.stringify(Object.entries(r).sort());
      expect(rows.map(key).sort(), table).toEqual((rest.data ?? []).map(key).sort());
    }
  });

  it('every exported table has a key to page by (a primary key, or a unique index without NULL gaps)', async () => {
    const keyed = await queryDatabase<{ table: string }>(
      server,
      `select c.relname::text as table from pg_class c
       where c.relnamespace = 'public'::regnamespace and exists (
         select 1 from pg_index x where x.indrelid = c.oid and x.indisunique and x.indpred is null
           and x.indexprs is null and (x.indisprimary or x.indnullsnotdistinct or not exists (
             select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum = any (x.indkey)
               and not a.attnotnull)))`,
    );
    expect(keyed.map((r) => r.table)).toEqual(expect.arrayContaining(exportedTables));
  });

  it('another user’s token gets nothing of yours, even with your cursor', async () => {
    const a = await seeded('Eve', 3);
    const b = await seeded('Fay', 1);
    const mine = await a.sb.rpc('export_my_data_page', { p_table: 'activity_results', p_limit: 1 });
    const cursor = (mine.data as { next: string }).next;
    expect(cursor).toEqual(expect.any(String));
    const text = JSON.stringify([
      await exportOf(b),
      (await b.sb.rpc('export_my_data_page', { p_table: 'activity_results', p_after: cursor })).data,
    ]);
    for (const other of [a.user.id, a.studentId, a.email]) expect(text).not.toContain(other);
  });

  it('refuses no token (401) and a child session (403), as before', async () => {
    const k = await newClass(server.url, ['Gus']);
    const child = (await signInChild(server.url, k, 0)).access_token;
    for (const token of [undefined, child]) {
      const head = await api(server.url, '/rest/v1/rpc/export_my_data_head', {
        method: 'POST',
        body: '{}',
        ...(token ? { token } : {}),
      });
      const one = await page(token, { p_table: 'activity_results' });
      for (const res of [head, one]) expect(res.status).toBe(token ? 403 : 401);
    }
  });

  it('a bad cursor, table or page size gives 400, never 500', async () => {
    const u = await seeded('Gil', 2);
    const token = u.session.access_token;
    const bad: Record<string, unknown>[] = [
      { p_table: 'activity_results', p_after: 'not json' },
      { p_table: 'activity_results', p_after: '{"id":1}' },
      { p_table: 'activity_results', p_after: '["not-a-uuid"]' },
      { p_table: 'activity_results', p_after: '[1, 2]' },
      { p_table: 'activity_results', p_after: '[]' },
      { p_table: 'fact_attempts', p_after: '["9999999999999999999999"]' },
      { p_table: 'fact_stats', p_after: `["${u.user.id}", null, "mul", "x", 1]` },
      { p_table: 'profiles', p_after: '[{"a":[1]}]' },
      { p_table: 'no_such_table' },
      { p_table: 'users' },
      { p_table: null },
      { p_table: 'activity_results', p_limit: 'many' },
    ];
    for (const body of bad) {
      const res = await page(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Page sizes are capped by the server, not refused: 0 → 1 row, a million → 1000.
    for (const [limit, rows] of [
      [0, 1],
      [1_000_000, 2],
    ]) {
      const res = await page(token, { p_table: 'activity_results', p_limit: limit });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { rows: unknown[] }).rows).toHaveLength(rows as number);
    }
  });
});

describe('POST /rest/v1/rpc/:fn', () => {
  it('answers 401 without a token, 404 PGRST202 for an unknown function or argument, 400 for bad args', async () => {
    const u = await newUser(server.url);
    const noToken = await api(server.url, '/rest/v1/rpc/export_my_data_head', { method: 'POST', body: '{}' });
    expect(noToken.status).toBe(401);
    const unknown = await api(server.url, '/rest/v1/rpc/no_such_function', {
      method: 'POST',
      body: '{}',
      token: u.session.access_token,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(expect.objectContaining({ code: 'PGRST202' }));
    const extraArg = await api(server.url, '/rest/v1/rpc/export_my_data_head', {
      method: 'POST',
      body: '{"who":"someone"}',
      token: u.session.access_token,
    });
    expect(extraArg.status).toBe(404);
    for (const body of ['[1]', '"x"', '{bad']) {
      const bad = await api(server.url, '/rest/v1/rpc/export_my_data_head', {
        method: 'POST',
        body,
        token: u.session.access_token,
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual(expect.objectContaining({ code: 'PGRST102' }));
    }
    // A function of public the caller has no EXECUTE grant for: refused by the database, not a 500.
    const ungranted = await api(server.url, '/rest/v1/rpc/handle_new_user', {
      method: 'POST',
      body: '{}',
      token: u.session.access_token,
    });
    expect(ungranted.status).toBeGreaterThanOrEqual(400);
    expect(ungranted.status).toBeLessThan(500);
  });
});
