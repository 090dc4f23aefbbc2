import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAddress, newClass, signInChild } from './support/class';
import { api, client, goodPassword, newEmail, newUser, publishableKey } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 34: GoTrue's admin API for users (supabase/auth internal/api/admin.go, mail.go's
// adminGenerateLink), behind the service-role key. Expectations from GoTrue's source and
// auth-js's GoTrueAdminApi.
let server: TestServer;
let key: string;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  key = readFileSync(join(server.dbEnv.DATA_DIR ?? '', 'service-role.key'), 'utf8').trim();
  admin = createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
});
afterAll(() => server.stop());

const adminFetch = (path: string, init: RequestInit = {}, token = key) =>
  api(server.url, `/auth/v1${path}`, { ...init, headers: { apikey: token, ...init.headers }, token });

describe('the service-role key', () => {
  it('is generated once into DATA_DIR (0600), named in the log but never printed', () => {
    const file = join(server.dbEnv.DATA_DIR ?? '', 'service-role.key');
    expect(key).toMatch(/^sb_secret_[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain(`service-role key (admin API) written to ${file}`);
    expect(server.output()).not.toContain(key);
  });

  it('is not a REST key: /rest/v1 answers it 401 (no service_role grants here)', async () => {
    const res = await fetch(`${server.url}/rest/v1/profiles?select=user_id`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(401);
    const rows = await admin.from('profiles').select('user_id');
    expect(rows.error).not.toBeNull();
  });

  it('is refused to anyone else with 403 not_admin, and without a token with 401', async () => {
    const u = await newUser(server.url);
    const k = await newClass(server.url, ['Ana Silva']);
    const child = await signInChild(server.url, k, 0, newAddress());
    const none = await api(server.url, '/auth/v1/admin/users');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    for (const token of [publishableKey, u.session.access_token]) {
      const res = await api(server.url, '/auth/v1/admin/users', { token });
      expect(res.status).toBe(403);
      expect(res.headers.get('x-sb-error-code')).toBe('not_admin');
      expect(await res.json()).toMatchObject({ code: 'not_admin', msg: 'User not allowed' });
    }
    const kid = await api(server.url, '/auth/v1/admin/users', { token: child.access_token });
    expect(kid.status).toBe(403);
    const forged = await api(server.url, '/auth/v1/admin/users', { token: `${key}x` });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe('bad_jwt');
    // The user's own client cannot reach auth.admin either.
    const viaUser = await u.sb.auth.admin.listUsers();
    expect(viaUser.error?.code).toBe('not_admin');
    expect(viaUser.error?.status).toBe(403);
    // Nor create, update, delete or make links.
    for (const [method, path] of [
      ['POST', '/admin/users'],
      ['PUT', `/admin/users/${u.user.id}`],
      ['DELETE', `/admin/users/${u.user.id}`],
      ['POST', '/admin/generate_link'],
      ['POST', '/invite'],
    ] as const) {
      const res = await api(server.url, `/auth/v1${path}`, {
        method,
        token: u.session.access_token,
        body: JSON.stringify({ email: newEmail(), type: 'recovery' }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await u.sb.auth.getUser()).data.user?.id).toBe(u.user.id);
  });
});

describe('auth.admin users', () => {
  it('creates, gets, updates and deletes a user', async () => {
    const email = newEmail();
    const created = await admin.auth.admin.createUser({
      email,
      password: goodPassword,
      email_confirm: true,
      user_metadata: { full_name: 'Ops Made' },
      app_metadata: { plan: 'teachers' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toMatchObject({ full_name: 'Ops Made', email_verified: true });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'teachers' });
    const signIn = await client(server.url).auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error).toBeNull();

    const got = await admin.auth.admin.getUserById(user?.id ?? '');
    expect(got.data.user?.email).toBe(email);
    const upd = await admin.auth.admin.updateUserById(user?.id ?? '', {
      user_metadata: { full_name: 'Renamed', extra: 1 },
      password: 'Another-Good-Pass-9',
    });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ full_name: 'Renamed', extra: 1 });
    const old = await client(server.url).auth.signInWithPassword({ email, password: goodPassword });
    expect(old.error?.code).toBe('invalid_credentials');

    const del = await admin.auth.admin.deleteUser(user?.id ?? '');
    expect(del.error).toBeNull();
    const gone = await admin.auth.admin.getUserById(user?.id ?? '');
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('refuses what GoTrue refuses, with its codes', async () => {
    const u = await newUser(server.url);
    const dup = await admin.auth.admin.createUser({ email: u.email.toUpperCase(), password: goodPassword });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const none = await admin.auth.admin.createUser({});
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(none.error?.message).toBe('Cannot create a user without either an email or phone');
    const weak = await admin.auth.admin.createUser({ email: newEmail(), password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const badId = await adminFetch('/admin/users/not-a-uuid');
    expect(badId.status).toBe(404);
    expect(await badId.json()).toMatchObject({ code: 'validation_failed', msg: 'user_id must be an UUID' });
    const badJson = await adminFetch('/admin/users', { method: 'POST', body: '{"email":' });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).code).toBe('bad_json');
    const banned = await admin.auth.admin.updateUserById(u.user.id, { ban_duration: '24h' });
    expect(banned.error?.status).toBe(400);
    const badPage = await adminFetch('/admin/users?page=-1');
    expect(badPage.status).toBe(400);
    expect((await badPage.json()).msg).toMatch(/^Bad Pagination Parameters/);
  });

  it('lists users with page/per_page, X-Total-Count and Link, as supabase-js reads them', async () => {
    for (let i = 0; i < 3; i++) await newUser(server.url);
    const raw = await adminFetch('/admin/users?page=1&per_page=2');
    expect(raw.status).toBe(200);
    const total = Number(raw.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const last = Math.ceil(total / 2);
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    const body = await raw.json();
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(2);
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(2);
    expect(listed.data).toMatchObject({ nextPage: 2, total });
    // Newest first, as GoTrue sorts.
    const [a, b] = listed.data.users;
    expect(new Date(a?.created_at ?? 0) >= new Date(b?.created_at ?? 0)).toBe(true);
  });
});

describe('auth.admin.mfa', () => {
  it("lists, renames and deletes a user's factors", async () => {
    const u = await newUser(server.url);
    const enrolled = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const id = enrolled.data?.id ?? '';
    const listed = await admin.auth.admin.mfa.listFactors({ userId: u.user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => f.id)).toEqual([id]);
    const renamed = await adminFetch(`/admin/users/${u.user.id}/factors/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ friendly_name: 'Old phone' }),
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).friendly_name).toBe('Old phone');
    const gone = await admin.auth.admin.mfa.deleteFactor({ userId: u.user.id, id });
    expect(gone.error).toBeNull();
    const again = await admin.auth.admin.mfa.deleteFactor({ userId: u.user.id, id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('auth.admin.generateLink', () => {
  it('makes a recovery link that signs in once through GET /verify', async () => {
    const u = await newUser(server.url);
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email: u.email,
      options: { redirectTo: `${server.url}/auth/reset` },
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(u.user.id);
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.redirect_to).toBe(`${server.url}/auth/reset`);
    const link = new URL(data.properties?.action_link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/auth\/reset#access_token=/);
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toMatch(/error_code=otp_expired/);
  });

  it('signup creates the user, email_change_new moves the address, the others are refused as GoTrue', async () => {
    const email = newEmail();
    const signup = await admin.auth.admin.generateLink({ type: 'signup', email, password: goodPassword });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.email_confirmed_at).toBeUndefined();
    const verified = await client(server.url).auth.verifyOtp({
      token_hash: signup.data.properties?.hashed_token ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    const twice = await admin.auth.admin.generateLink({ type: 'signup', email, password: goodPassword });
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });

    const next = newEmail();
    const change = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail: next });
    expect(change.error).toBeNull();
    expect(new URL(change.data.properties?.action_link ?? '').searchParams.get('type')).toBe('email_change');
    const moved = await client(server.url).auth.verifyOtp({
      token_hash: change.data.properties?.hashed_token ?? '',
      type: 'email_change',
    });
    expect(moved.data.user?.email).toBe(next);

    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email: next });
    expect(magic.error).toMatchObject({ status: 422, code: 'email_provider_disabled' });
    expect(magic.error?.message).toBe('Login with magic link is disabled');
    const invite = await admin.auth.admin.generateLink({ type: 'invite', email: newEmail() });
    expect(invite.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const current = await admin.auth.admin.generateLink({
      type: 'email_change_current',
      email: next,
      newEmail: newEmail(),
    });
    expect(current.error?.message).toBe('Enable secure email change to generate link for current email');
    const missing = await admin.auth.admin.generateLink({ type: 'recovery', email: newEmail() });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const odd = await adminFetch('/admin/generate_link', {
      method: 'POST',
      body: JSON.stringify({ type: 'teleport', email: next }),
    });
    expect(odd.status).toBe(400);
    expect((await odd.json()).msg).toBe('Invalid email action link type requested: teleport');
    const invited = await admin.auth.admin.inviteUserByEmail(newEmail());
    expect(invited.error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('holds under a burst of non-admin calls: every one 403, the server still answers', async () => {
    const u = await newUser(server.url);
    const codes = await Promise.all(
      Array.from({ length: 40 }, () =>
        api(server.url, '/auth/v1/admin/users', { token: u.session.access_token }).then((r) => r.status),
      ),
    );
    expect(new Set(codes)).toEqual(new Set([403]));
    expect((await admin.auth.admin.listUsers({ perPage: 1 })).error).toBeNull();
  });
});
