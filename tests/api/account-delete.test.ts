import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, client, goodPassword, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase, tablesNaming } from './support/sql';

// Issue 18 "A parent's control": deleting a student and deleting the account leave no row behind.
// Each look at the database halts and restarts a PGlite server: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** Rows of every public and auth table with a user_id/student_profile_id column equal to `id`. */
async function rowsNaming(id: string): Promise<string[]> {
  const found: string[] = [];
  const columns = await tablesNaming(server);
  const sql = columns
    .map((c, i) => `select ${i} as i, count(*)::int as n from ${c.schema}.${c.table} where ${c.column} = $1`)
    .join(' union all ');
  const counts = await queryDatabase<{ i: number; n: number }>(
    server,
    `${sql} union all select -1, count(*)::int from auth.users where id = $1`,
    [id],
  );
  for (const { i, n } of counts) {
    const c = columns[i];
    if (n > 0) found.push(c ? `${c.schema}.${c.table}.${c.column}` : 'auth.users');
  }
  return found;
}

async function withStudentAndResult(u: TestUser) {
  const s = await u.sb
    .from('student_profiles')
    .insert({ user_id: u.user.id, student_name: 'Lia' })
    .select('id')
    .single();
  if (s.error) throw s.error;
  const r = await u.sb
    .from('activity_results')
    .insert({ user_id: u.user.id, student_profile_id: s.data.id, kind: 'lesson', activity_id: 'l-1' });
  if (r.error) throw r.error;
  return s.data.id as string;
}

const del = (token: string, body: Record<string, unknown>) =>
  api(server.url, '/auth/v1/user/delete', { method: 'POST', token, body: JSON.stringify(body) });

describe('deleting a student', () => {
  it('removes every row about the child; a late result for them is refused, not stored', async () => {
    const u = await newUser(server.url);
    const studentId = await withStudentAndResult(u);
    const gone = await u.sb.from('student_profiles').delete().eq('id', studentId).select('id');
    expect(gone.data).toHaveLength(1);
    const late = await u.sb
      .from('activity_results')
      .insert({ user_id: u.user.id, student_profile_id: studentId, kind: 'game', activity_id: 'g-9' });
    expect(late.error).not.toBeNull();
    expect(await rowsNaming(studentId)).toEqual([]);
  });
});

describe('POST /auth/v1/user/delete', () => {
  it('needs the password and the word DELETE, then removes the user and every row naming it', async () => {
    const u = await newUser(server.url);
    const studentId = await withStudentAndResult(u);
    const other = client(server.url);
    const second = await other.auth.signInWithPassword({ email: u.email, password: goodPassword });
    expect(second.error).toBeNull();
    const token = u.session.access_token;

    const noToken = await api(server.url, '/auth/v1/user/delete', {
      method: 'POST',
      body: JSON.stringify({ password: goodPassword, confirm: 'DELETE' }),
    });
    expect(noToken.status).toBe(401);
    const wrong = await del(token, { password: 'Not-The-Password-1', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_credentials');
    for (const confirm of [undefined, 'delete', 'yes']) {
      const r = await del(token, { password: goodPassword, confirm });
      expect(r.status).toBe(400);
      expect((await r.json()).code).toBe('validation_failed');
    }
    expect(await rowsNaming(u.user.id)).not.toEqual([]);

    const ok = await del(token, { password: goodPassword, confirm: 'DELETE' });
    expect(ok.status).toBe(204);
    expect(await rowsNaming(u.user.id)).toEqual([]);
    expect(await rowsNaming(studentId)).toEqual([]);
    const again = await client(server.url).auth.signInWithPassword({
      email: u.email,
      password: goodPassword,
    });
    expect(again.error?.code).toBe('invalid_credentials');
    const refresh = await other.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
  });

  it('needs the TOTP code when two-factor is on (missing or wrong: refused)', async () => {
    const u = await newUser(server.url);
    const { data, error } = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (error || !data) throw error;
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(data.totp.secret),
      digits: 6,
      period: 30,
    });
    const cv = await u.sb.auth.mfa.challengeAndVerify({ factorId: data.id, code: totp.generate() });
    expect(cv.error).toBeNull();
    const token = cv.data?.access_token ?? '';
    const missing = await del(token, { password: goodPassword, confirm: 'DELETE' });
    expect(missing.status).toBe(422);
    const near = new Set([-1, 0, 1, 2].map((s) => totp.generate({ timestamp: Date.now() + s * 30_000 })));
    let n = 0;
    while (near.has(String(n).padStart(6, '0'))) n++;
    const wrong = await del(token, {
      password: goodPassword,
      confirm: 'DELETE',
      code: String(n).padStart(6, '0'),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).code).toBe('mfa_verification_failed');
    // The code used to verify the factor is spent: a replay of it is refused too.
    expect(await rowsNaming(u.user.id)).not.toEqual([]);
    // The next step's code (accepted within ±1 step, once).
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const ok = await del(token, { password: goodPassword, confirm: 'DELETE', code: next });
    expect(ok.status).toBe(204);
    expect(await rowsNaming(u.user.id)).toEqual([]);
  });
});
