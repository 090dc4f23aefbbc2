import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox';
import {
  api,
  client,
  goodPassword,
  newEmail,
  newUser,
  publishableKey,
  type TestUser,
} from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Row-level security between users, anonymous access, token forgery and the HTTP hardening.
let server: TestServer;
let a: TestUser;
let b: TestUser;
let aStudent: string;
let aResult: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await newUser(server.url, 'User A');
  b = await newUser(server.url, 'User B');
  const s = await a.sb
    .from('student_profiles')
    .insert({ user_id: a.user.id, student_name: 'A kid' })
    .select()
    .single();
  aStudent = s.data?.id;
  const r = await a.sb
    .from('activity_results')
    .insert({
      user_id: a.user.id,
      student_profile_id: aStudent,
      kind: 'lesson',
      activity_id: 'factor1',
      is_correct: true,
    })
    .select()
    .single();
  aResult = r.data?.id;
});
afterAll(() => server?.stop());

describe('own rows only', () => {
  it("B cannot read A's profile, students or results", async () => {
    expect((await b.sb.from('profiles').select('*').eq('user_id', a.user.id)).data).toEqual([]);
    expect((await b.sb.from('student_profiles').select('*').eq('id', aStudent)).data).toEqual([]);
    expect((await b.sb.from('activity_results').select('*').eq('id', aResult)).data).toEqual([]);
    const everything = await b.sb.from('profiles').select('user_id');
    expect(everything.data).toEqual([{ user_id: b.user.id }]);
  });

  it("B cannot change or delete A's rows (0 rows, nothing changes)", async () => {
    const p = await b.sb
      .from('profiles')
      .update({ subscription_plan: 'teachers' })
      .eq('user_id', a.user.id)
      .select();
    expect(p.data).toEqual([]);
    const s = await b.sb
      .from('student_profiles')
      .update({ student_name: 'Hacked' })
      .eq('id', aStudent)
      .select();
    expect(s.data).toEqual([]);
    const r = await b.sb.from('activity_results').update({ stars: 5 }).eq('id', aResult).select();
    expect(r.data).toEqual([]);
    const ds = await b.sb.from('student_profiles').delete().eq('id', aStudent).select();
    expect(ds.data).toEqual([]);
    const dr = await b.sb.from('activity_results').delete().eq('id', aResult).select();
    expect(dr.data).toEqual([]);
    const plan = await a.sb.from('profiles').select('subscription_plan').eq('user_id', a.user.id).single();
    expect(plan.data?.subscription_plan).toBe('parents');
    const kid = await a.sb.from('student_profiles').select('student_name').eq('id', aStudent).single();
    expect(kid.data?.student_name).toBe('A kid');
    const res = await a.sb.from('activity_results').select('stars').eq('id', aResult).single();
    expect(res.data?.stars).toBe(0);
  });

  it("B cannot insert rows for A (403 42501), nor point a result at A's student", async () => {
    const s = await b.sb.from('student_profiles').insert({ user_id: a.user.id, student_name: 'Planted' });
    expect(s.status).toBe(403);
    expect(s.error?.code).toBe('42501');
    const r = await b.sb
      .from('activity_results')
      .insert({ user_id: a.user.id, kind: 'game', activity_id: 'x' });
    expect(r.status).toBe(403);
    const cross = await b.sb
      .from('activity_results')
      .insert({ user_id: b.user.id, student_profile_id: aStudent, kind: 'game', activity_id: 'x' });
    expect(cross.status).toBe(403);
    const p = await b.sb.from('profiles').insert({ user_id: a.user.id, full_name: 'Fake' });
    expect(p.status).toBe(403);
    const name = await a.sb.from('profiles').select('full_name').eq('user_id', a.user.id).single();
    expect(name.data?.full_name).toBe('User A');
    const moved = await b.sb.from('profiles').update({ user_id: a.user.id }).eq('user_id', b.user.id);
    expect(moved.status).toBe(403);
  });

  it("the plan-limit trigger does not count or reveal another user's rows", async () => {
    // A (parents) already has one student: B inserting for A must fail on the policy (403), not
    // with A's plan-limit error, which would leak that A has a student.
    const r = await b.sb.from('student_profiles').insert({ user_id: a.user.id, student_name: 'Probe' });
    expect(r.error?.code).toBe('42501');
    expect(r.error?.message).not.toContain('plan_limit');
  });

  it('anonymous callers read and write nothing', async () => {
    const anon = client(server.url);
    for (const table of ['profiles', 'student_profiles', 'activity_results']) {
      const r = await anon.from(table).select('*');
      expect(r.data ?? []).toEqual([]);
      expect(r.status).toBe(401);
    }
    const w = await anon.from('student_profiles').insert({ user_id: a.user.id, student_name: 'Anon' });
    expect(w.status).toBe(401);
  });

  it('the auth schema is not reachable through REST', async () => {
    const users = await api(server.url, '/rest/v1/users?select=*', { token: a.session.access_token });
    expect(users.status).toBe(404);
    const qualified = await api(server.url, '/rest/v1/auth.users?select=*', {
      token: a.session.access_token,
    });
    expect(qualified.status).toBe(404);
    const col = await a.sb.from('profiles').select('encrypted_password');
    expect(col.status).toBe(400);
  });
});

describe('forged and broken tokens', () => {
  const claimsOf = (u: TestUser) =>
    JSON.parse(Buffer.from(u.session.access_token.split('.')[1] ?? '', 'base64url').toString());
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  async function refused(token: string) {
    const rest = await api(server.url, '/rest/v1/student_profiles?select=*', { token });
    expect(rest.status).toBe(401);
    expect((await rest.json()).code).toBe('PGRST301');
    expect(rest.headers.get('www-authenticate')).toContain('invalid_token');
    const user = await api(server.url, '/auth/v1/user', { token });
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe('bad_jwt');
  }

  it('refuses alg:none', async () => {
    await refused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(a), sub: b.user.id })}.`);
  });

  it('refuses HS256 signed with the publishable key', async () => {
    const header = JSON.parse(
      Buffer.from(a.session.access_token.split('.')[0] ?? '', 'base64url').toString(),
    );
    const token = await new SignJWT(claimsOf(a))
      .setProtectedHeader({ alg: 'HS256', kid: header.kid })
      .sign(new TextEncoder().encode(publishableKey));
    await refused(token);
  });

  it("refuses ES256 signed with another key under the server's kid", async () => {
    const header = JSON.parse(
      Buffer.from(a.session.access_token.split('.')[0] ?? '', 'base64url').toString(),
    );
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT(claimsOf(a))
      .setProtectedHeader({ alg: 'ES256', kid: header.kid })
      .sign(privateKey);
    await refused(token);
  });

  it('refuses a real token whose payload was changed', async () => {
    const [h, , s] = a.session.access_token.split('.');
    await refused(`${h}.${b64({ ...claimsOf(a), sub: b.user.id })}.${s}`);
  });

  it('refuses garbage', async () => {
    await refused('not.a.jwt');
  });
});

describe('strict server: expiry, rate limits, confirmation, CORS, headers', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({
      JWT_EXPIRY: '5',
      RATE_LIMIT_TOKEN: '6/60',
      MATHPOP_EMAIL_CONFIRM: '1',
      CORS_ORIGINS: 'https://allowed.example',
      SITE_URL: 'http://127.0.0.1',
    });
  });
  afterAll(() => strict?.stop());

  it('confirms sign-ups by the mailed link, and refuses sign-in before', async () => {
    const sb = client(strict.url);
    const email = newEmail();
    const up = await sb.auth.signUp({
      email,
      password: goodPassword,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(email);
    const early = await client(strict.url).auth.signInWithPassword({ email, password: goodPassword });
    expect(early.error?.code).toBe('email_not_confirmed');
    const { link } = await waitForMail(strict.outbox, email, '/auth/confirm');
    expect(link.origin).toBe('http://127.0.0.1'); // SITE_URL, not the foreign redirect_to
    expect(link.searchParams.get('type')).toBe('signup');
    const path = `/auth/v1/verify?token=${link.searchParams.get('token_hash')}&type=signup`;
    const res = await fetch(`${strict.url}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('http://127.0.0.1/')).toBe(true); // not the foreign redirect_to
    expect(location).toContain('#access_token=');
    const again = await fetch(`${strict.url}${path}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
    // The email was confirmed by the first click (the limit of 6 token calls is not reached yet).
    const inNow = await client(strict.url).auth.signInWithPassword({ email, password: goodPassword });
    expect(inNow.error).toBeNull();
  });

  it('limits token requests per IP with 429 over_request_rate_limit', async () => {
    let limited = 0;
    for (let i = 0; i < 8; i++) {
      const r = await client(strict.url).auth.signInWithPassword({
        email: newEmail(),
        password: goodPassword,
      });
      if (r.error?.status === 429) {
        limited++;
        expect(r.error.code).toBe('over_request_rate_limit');
      }
    }
    expect(limited).toBeGreaterThanOrEqual(3);
  });

  it('refuses an expired access token', async () => {
    const sb = client(strict.url);
    const email = newEmail();
    // Rate limit of /token is spent: an expired token from a confirmed sign-up via verify link.
    await sb.auth.signUp({ email, password: goodPassword });
    const { link } = await waitForMail(strict.outbox, email, '/auth/confirm');
    const res = await fetch(
      `${strict.url}/auth/v1/verify?token=${link.searchParams.get('token_hash')}&type=signup`,
      { redirect: 'manual' },
    );
    const hash = new URLSearchParams((res.headers.get('location') ?? '').split('#')[1]);
    const token = hash.get('access_token') ?? '';
    const fresh = await api(strict.url, '/rest/v1/profiles?select=user_id', { token });
    expect(fresh.status).toBe(200);
    // Wait until just past the token's own expiry (5 s after issue on this server).
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp as number;
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 1100));
    const stale = await api(strict.url, '/rest/v1/profiles?select=user_id', { token });
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toBe('JWT expired');
    const user = await api(strict.url, '/auth/v1/user', { token });
    expect(user.status).toBe(403);
  });

  it('allows CORS only for configured origins', async () => {
    const pre = (origin: string) =>
      fetch(`${strict.url}/rest/v1/profiles`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'apikey, authorization',
        },
      });
    const ok = await pre('https://allowed.example');
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    expect(ok.headers.get('access-control-allow-headers')).toContain('apikey');
    const evil = await pre('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const get = await api(strict.url, '/auth/v1/settings', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers, HSTS only behind https', async () => {
    const r = await fetch(`${strict.url}/auth/v1/health`);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${strict.url}/auth/v1/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
