import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { tablesNaming } from './support/sql';

// Issue 18 "A parent's control": Download my data. public.export_my_data() through POST /rest/v1/rpc.
let server: TestServer;
let exportedTables: string[];
beforeAll(async () => {
  server = await startTestServer();
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

describe('export_my_data', () => {
  it('holds every table that names an account or a child, only the caller’s rows, and no secrets', async () => {
    const a = await seeded('Ana');
    const b = await seeded('Bea');
    const { data, error } = await a.sb.rpc('export_my_data');
    expect(error).toBeNull();
    const out = data as Export;
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

  it('is not cut by the 1000-row read cap', async () => {
    const c = await seeded('Cal', 1001);
    const { data, error } = await c.sb.rpc('export_my_data');
    expect(error).toBeNull();
    expect((data as Export).tables.activity_results).toHaveLength(1001);
  });
});

describe('POST /rest/v1/rpc/:fn', () => {
  it('answers 401 without a token, 404 PGRST202 for an unknown function or argument, 400 for bad args', async () => {
    const u = await newUser(server.url);
    const noToken = await api(server.url, '/rest/v1/rpc/export_my_data', { method: 'POST', body: '{}' });
    expect(noToken.status).toBe(401);
    const unknown = await api(server.url, '/rest/v1/rpc/no_such_function', {
      method: 'POST',
      body: '{}',
      token: u.session.access_token,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(expect.objectContaining({ code: 'PGRST202' }));
    const extraArg = await api(server.url, '/rest/v1/rpc/export_my_data', {
      method: 'POST',
      body: '{"who":"someone"}',
      token: u.session.access_token,
    });
    expect(extraArg.status).toBe(404);
    for (const body of ['[1]', '"x"', '{bad']) {
      const bad = await api(server.url, '/rest/v1/rpc/export_my_data', {
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
