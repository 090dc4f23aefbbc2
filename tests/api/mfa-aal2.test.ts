import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, goodPassword, newUser, publishableKey, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 13 point 4: two-factor that protects. aal1 tokens of a user with a verified factor reach no
// row; codes are good once; a verify spends its challenge; wrong codes are capped per factor.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
/** The code of the current step, or of a step `steps` away (the server accepts ±1). */
const codeAt = (secret: string, steps = 0) =>
  totp(secret).generate({ timestamp: Date.now() + steps * 30_000 });
/** A code that is wrong for every step the server could accept now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((s) => codeAt(secret, s)));
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

/** Enrols and verifies a TOTP factor: `u.sb` becomes aal2. Returns the factor id and secret. */
async function withFactor(u: TestUser) {
  const { data, error } = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw error;
  const usedAt = Date.now();
  const used = totp(data.totp.secret).generate({ timestamp: usedAt });
  const cv = await u.sb.auth.mfa.challengeAndVerify({ factorId: data.id, code: used });
  expect(cv.error).toBeNull();
  return { id: data.id, secret: data.totp.secret, used, usedAt };
}

/** A second, password-only (aal1) sign-in of the same user. */
async function aal1Client(u: TestUser): Promise<SupabaseClient> {
  const sb = client(server.url);
  const { error } = await sb.auth.signInWithPassword({ email: u.email, password: goodPassword });
  expect(error).toBeNull();
  const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(level.data?.currentLevel).toBe('aal1');
  return sb;
}

/** One student and one result of `u`, on the teachers plan (so a further insert passes the trigger). */
async function seed(u: TestUser) {
  const plan = await u.sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', u.user.id);
  expect(plan.error).toBeNull();
  const s = await u.sb
    .from('student_profiles')
    .insert({ user_id: u.user.id, student_name: 'Ana' })
    .select()
    .single();
  expect(s.error).toBeNull();
  const r = await u.sb
    .from('activity_results')
    .insert({
      user_id: u.user.id,
      student_profile_id: s.data.id,
      kind: 'game',
      activity_id: 'space',
      stars: 3,
    })
    .select()
    .single();
  expect(r.error).toBeNull();
  return { studentId: s.data.id as string, resultId: r.data.id as string };
}

/** Reads, inserts, updates and deletes on every table; `allowed` says whether each must succeed. */
async function exerciseTables(
  sb: SupabaseClient,
  userId: string,
  ids: { studentId: string; resultId: string },
  allowed: boolean,
) {
  for (const table of ['profiles', 'student_profiles', 'activity_results']) {
    const read = await sb.from(table).select('*');
    expect(read.error).toBeNull();
    expect(read.data?.length ?? 0, `${table} select`).toBe(allowed ? 1 : 0);
  }
  const ins = [
    await sb.from('student_profiles').insert({ user_id: userId, student_name: 'Extra' }).select(),
    await sb.from('activity_results').insert({ user_id: userId, kind: 'lesson', activity_id: 'm1' }).select(),
  ];
  for (const r of ins) expect(allowed ? r.error : r.status, 'insert').toBe(allowed ? null : 403);
  const upd = [
    await sb.from('profiles').update({ full_name: 'Changed' }).eq('user_id', userId).select(),
    await sb.from('student_profiles').update({ student_name: 'Changed' }).eq('id', ids.studentId).select(),
    await sb.from('activity_results').update({ stars: 99 }).eq('id', ids.resultId).select(),
  ];
  for (const r of upd) expect(r.data?.length ?? 0, 'update').toBe(allowed ? 1 : 0);
  const del = [
    await sb.from('activity_results').delete().eq('id', ids.resultId).select(),
    await sb.from('student_profiles').delete().eq('user_id', userId).eq('student_name', 'Extra').select(),
  ];
  for (const r of del) expect(r.data?.length ?? 0, 'delete').toBe(allowed ? 1 : 0);
}

describe('aal2 policies', () => {
  it('a user without factors keeps working with an aal1 token', async () => {
    const u = await newUser(server.url);
    const ids = await seed(u);
    await exerciseTables(u.sb, u.user.id, ids, true);
  });

  it('an aal1 token of a user with a verified factor reaches no row; the aal2 token does', async () => {
    const u = await newUser(server.url);
    const ids = await seed(u);
    await withFactor(u);
    const weak = await aal1Client(u);
    await exerciseTables(weak, u.user.id, ids, false);
    // Nothing changed or disappeared behind the refusals.
    const students = await u.sb.from('student_profiles').select('student_name');
    expect(students.data).toEqual([{ student_name: 'Ana' }]);
    const results = await u.sb.from('activity_results').select('stars');
    expect(results.data).toEqual([{ stars: 3 }]);
    const profile = await u.sb.from('profiles').select('full_name').single();
    expect(profile.data?.full_name).toBe('Test Parent');
    await exerciseTables(u.sb, u.user.id, ids, true);
  });
});

describe('verify', () => {
  it('refuses a used code on a fresh challenge, and an older step, but takes the next step once', async () => {
    const u = await newUser(server.url);
    const f = await withFactor(u); // spent the current step
    const weak = await aal1Client(u);
    const before = totp(f.secret).generate({ timestamp: f.usedAt - 30_000 });
    for (const code of [f.used, before]) {
      const replay = await weak.auth.mfa.challengeAndVerify({ factorId: f.id, code });
      expect(replay.error?.status).toBe(422);
      expect(replay.error?.code).toBe('mfa_verification_failed');
    }
    const next = totp(f.secret).generate({ timestamp: f.usedAt + 30_000 });
    expect((await weak.auth.mfa.challengeAndVerify({ factorId: f.id, code: next })).error).toBeNull();
    const again = await (await aal1Client(u)).auth.mfa.challengeAndVerify({ factorId: f.id, code: next });
    expect(again.error?.code).toBe('mfa_verification_failed');
  });

  it('a wrong code spends the challenge', async () => {
    const u = await newUser(server.url);
    const f = await withFactor(u);
    const weak = await aal1Client(u);
    const ch = await weak.auth.mfa.challenge({ factorId: f.id });
    const challengeId = ch.data?.id ?? '';
    const wrong = await weak.auth.mfa.verify({ factorId: f.id, challengeId, code: wrongCode(f.secret) });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const right = await weak.auth.mfa.verify({ factorId: f.id, challengeId, code: codeAt(f.secret, 1) });
    expect(right.error?.status).toBe(422);
    expect(right.error?.code).toBe('mfa_factor_not_found');
    const fresh = await weak.auth.mfa.challengeAndVerify({ factorId: f.id, code: codeAt(f.secret, 1) });
    expect(fresh.error).toBeNull();
  });

  it('caps wrong codes per factor (5 in 5 minutes), whatever address they come from', async () => {
    const u = await newUser(server.url);
    const f = await withFactor(u);
    const weak = await aal1Client(u);
    const token = (await weak.auth.getSession()).data.session?.access_token ?? '';
    const attempt = async (code: string, i: number) => {
      const ch = await weak.auth.mfa.challenge({ factorId: f.id });
      return post(`/auth/v1/factors/${f.id}/verify`, token, { challenge_id: ch.data?.id, code }, i);
    };
    for (let i = 0; i < 5; i++) {
      const r = await attempt(wrongCode(f.secret), i);
      expect(r.status, `attempt ${i + 1}`).toBe(422);
    }
    const sixth = await attempt(wrongCode(f.secret), 5);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('over_request_rate_limit');
    // Even the right code waits out the window: the guessing is what is capped.
    const right = await attempt(codeAt(f.secret, 1), 6);
    expect(right.status).toBe(429);
    // Another user's factor is not affected.
    const other = await newUser(server.url);
    const g = await withFactor(other);
    const ok = await (await aal1Client(other)).auth.mfa.challengeAndVerify({
      factorId: g.id,
      code: codeAt(g.secret, 1),
    });
    expect(ok.error).toBeNull();
  });
});

/** A POST from loopback address 127.0.0.(2+i) with a made-up X-Forwarded-For. */
function post(path: string, token: string, body: unknown, i: number) {
  const url = new URL(path, server.url);
  const data = JSON.stringify(body);
  return new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: `127.0.0.${2 + i}`,
        headers: {
          apikey: publishableKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
          'X-Forwarded-For': `203.0.113.${10 + i}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
