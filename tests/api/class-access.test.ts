import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild, type TestClass } from './support/class';
import { api, goodPassword } from './support/client';
import { decodeLog } from './support/facts';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 17: a child session may read its own student row, read and insert its own results, and
// nothing else: tried against every public table (read from the schema, so a new table can't be
// missed), every public function and every auth endpoint.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
let k: TestClass;
let other: TestClass;
let token: string;
let tables: { table: string; column: string }[];
let functions: { name: string; args: string[] }[];
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  tables = await queryDatabase(
    server,
    `select c.table_name::text as table, min(c.column_name::text) as column
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' group by c.table_name order by 1`,
  );
  functions = await queryDatabase(
    server,
    `select p.proname::text as name, coalesce(p.proargnames, '{}')::text[] as args
     from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
  );
  k = await newClass(server.url, ['Ana', 'Bruno']);
  other = await newClass(server.url, ['Zed']);
  for (const s of [...k.students, ...other.students]) {
    const owner = k.students.includes(s) ? k : other;
    const r = await owner.sb.from('activity_results').insert({
      user_id: owner.user.id,
      student_profile_id: s.id,
      kind: 'game',
      activity_id: `by-${s.name}`,
    });
    if (r.error) throw r.error;
    const f = await owner.sb.from('fact_attempts').insert(factRow(s.id));
    if (f.error) throw f.error;
  }
  token = (await signInChild(server.url, k, 0)).access_token;
});
afterAll(() => server?.stop());

/** One answer to 7 × 8 (issue 16's fact log), for a student. */
function factRow(studentId: string | undefined, extra: Record<string, unknown> = {}) {
  return {
    client_id: crypto.randomUUID(),
    student_profile_id: studentId,
    op: 'mul',
    a: 7,
    b: 8,
    answer: 56,
    correct: true,
    ms: 2100,
    assisted: false,
    source: 'practice',
    at: new Date().toISOString(),
    ...extra,
  };
}

const rest = (path: string, init: RequestInit = {}) =>
  api(server.url, `/rest/v1/${path}`, { ...init, token, headers: { Prefer: 'return=representation' } });

/** What the child may do; anything else must be refused. */
const allowedReads = ['student_profiles', 'activity_results', 'fact_attempts', 'fact_grid'];
const allowedInserts = ['activity_results', 'fact_attempts'];
/** Lists the same for everyone, with nobody's data: the activity ids that earn stars (issue 35 #6). */
const sharedLists = ['reward_activities'];
/** The functions a child may call: its own fact grid (16), its own focus (24), its own rewards (23). */
// my_pack: a class plays what the teacher's account has (issue 36), so the child's session asks it.
const allowedFunctions = ['fact_log', 'focus', 'student_rewards', 'my_pack'];

describe('a child session against every public table', () => {
  it('finds the tables to try', () => {
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['profiles', 'student_profiles', 'activity_results', 'class_codes']),
    );
    expect(tables.map((t) => t.table)).toContain('student_picture_passwords');
  });

  it('reads only its own student row and its own results', async () => {
    const me = k.students[0]?.id;
    for (const { table } of tables) {
      const res = await rest(`${table}?select=*`);
      if (sharedLists.includes(table)) {
        expect(res.status, table).toBe(200);
        continue;
      }
      if (!allowedReads.includes(table)) {
        expect(res.status, table).toBe(403);
        continue;
      }
      expect(res.status, table).toBe(200);
      const rows = (await res.json()) as Record<string, unknown>[];
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) expect(r.id === me || r.student_profile_id === me, table).toBe(true);
    }
  });

  it('inserts only results, which land as its own and its teacher’s whatever it sends', async () => {
    for (const { table, column } of tables) {
      if (allowedInserts.includes(table)) continue;
      const res = await rest(table, { method: 'POST', body: JSON.stringify({ [column]: null }) });
      expect(res.status, table).toBe(403);
    }
    const res = await rest('activity_results', {
      method: 'POST',
      body: JSON.stringify([
        { kind: 'game', activity_id: 'child-1' },
        {
          kind: 'game',
          activity_id: 'child-2',
          user_id: other.user.id,
          student_profile_id: other.students[0]?.id,
        },
        { kind: 'lesson', activity_id: 'child-3', user_id: k.user.id, student_profile_id: k.students[1]?.id },
      ]),
    });
    expect(res.status).toBe(201);
    const rows = (await res.json()) as { user_id: string; student_profile_id: string }[];
    expect(rows).toHaveLength(3);
    for (const r of rows)
      expect(r).toMatchObject({ user_id: k.user.id, student_profile_id: k.students[0]?.id });
    // The teacher sees them; the quota counts them against the teacher's account.
    const seen = await k.sb.from('activity_results').select('activity_id').like('activity_id', 'child-%');
    expect(seen.data).toHaveLength(3);
    const usage = await queryDatabase<{ user_id: string; total: string }>(
      server,
      `select user_id::text, total::text from mathpop_private.account_usage where table_name = 'public.activity_results'`,
    );
    expect(usage).toEqual(expect.arrayContaining([{ user_id: k.user.id, total: '5' }]));
    expect(usage.map((u) => u.user_id)).not.toContain(k.students[0]?.id);
  });

  it('adds and reads its own fact attempts (ignore-duplicates flush), stamped as its own, and its own grid', async () => {
    const mine = factRow(undefined, { answer: 54, correct: false });
    const foreign = factRow(other.students[0]?.id, { user_id: other.user.id });
    for (let i = 0; i < 2; i += 1) {
      const res = await api(server.url, '/rest/v1/fact_attempts?on_conflict=client_id', {
        method: 'POST',
        token,
        headers: { Prefer: 'resolution=ignore-duplicates,return=minimal' },
        body: JSON.stringify([mine, foreign]),
      });
      expect(res.status).toBe(201);
    }
    const stored = await queryDatabase<{ user_id: string; student_profile_id: string }>(
      server,
      `select user_id::text, student_profile_id::text from public.fact_attempts where client_id in ('${mine.client_id}', '${foreign.client_id}')`,
    );
    expect(stored).toEqual([
      { user_id: k.user.id, student_profile_id: k.students[0]?.id },
      { user_id: k.user.id, student_profile_id: k.students[0]?.id },
    ]);
    const grid = await rest('rpc/fact_log', { method: 'POST', body: '{}' });
    expect(grid.status).toBe(200);
    const log = decodeLog(await grid.json());
    expect(log.facts.map((f) => f.s)).toEqual([k.students[0]?.id]);
    expect(log.facts[0]?.n).toBe(3);
    const ask = await rest('rpc/fact_log', {
      method: 'POST',
      body: JSON.stringify({ p_student: k.students[1]?.id }),
    });
    expect(decodeLog(await ask.json()).facts).toEqual([]);
  });

  it('updates and deletes nothing, in any table', async () => {
    for (const { table, column } of tables) {
      const filter = `${column}=not.is.null`;
      const patch = await rest(`${table}?${filter}`, {
        method: 'PATCH',
        body: JSON.stringify({ [column]: null }),
      });
      expect(patch.status, table).toBe(403);
      const del = await rest(`${table}?${filter}`, { method: 'DELETE' });
      expect(del.status, table).toBe(403);
    }
    const left = await k.sb.from('activity_results').select('id');
    expect(left.data).toHaveLength(5);
  });

  it('calls no public function', async () => {
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'class_code',
        'rotate_class_code',
        'new_picture_password',
        'export_my_data_head',
      ]),
    );
    for (const f of functions) {
      if (allowedFunctions.includes(f.name)) continue;
      const args = Object.fromEntries(f.args.map((a) => [a, null]));
      const res = await rest(`rpc/${f.name}`, { method: 'POST', body: JSON.stringify(args) });
      expect(res.status, f.name).toBeGreaterThanOrEqual(400);
      expect(res.status, f.name).toBeLessThan(500);
    }
    for (const name of ['class_code', 'rotate_class_code', 'export_my_data_head', 'export_my_account']) {
      expect((await rest(`rpc/${name}`, { method: 'POST', body: '{}' })).status, name).toBe(403);
    }
    expect((await k.sb.rpc('class_code')).data).toBe(k.code);
  });
});

describe('a child session against every auth endpoint', () => {
  it('reads its user; everything else is refused', async () => {
    const user = await api(server.url, '/auth/v1/user', { token });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { id: string }).id).toBe(k.students[0]?.id);
    const factor = '00000000-0000-0000-0000-000000000000';
    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', '/user', { data: { first_name: 'Hacker' } }],
      ['PUT', '/user', { password: 'Another-Maths-43' }],
      ['PUT', '/user', { email: 'kid@example.com' }],
      ['POST', '/user/delete', { password: goodPassword, confirm: 'DELETE' }],
      ['POST', '/factors', { factor_type: 'totp' }],
      ['POST', `/factors/${factor}/challenge`, {}],
      ['POST', `/factors/${factor}/verify`, { challenge_id: factor, code: '123456' }],
      ['DELETE', `/factors/${factor}`, {}],
      ['POST', '/resend', { type: 'signup', email: k.email }],
      ['POST', '/recover', { email: k.email }],
      ['POST', '/signup', { email: 'kid2@example.com', password: goodPassword }],
      ['POST', '/verify', { type: 'recovery', token_hash: 'x' }],
      ['GET', '/settings', {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(server.url, `/auth/v1${path}`, {
        method,
        token,
        ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('child_session_not_allowed');
    }
    // Nothing changed: the teacher's account and the child's user are as they were.
    const me = await api(server.url, '/auth/v1/user', { token });
    expect(((await me.json()) as { user_metadata: unknown }).user_metadata).toEqual({
      first_name: 'Ana',
      avatar_url: null,
    });
    expect((await k.sb.auth.getUser()).data.user?.email).toBe(k.email);
  });
});
