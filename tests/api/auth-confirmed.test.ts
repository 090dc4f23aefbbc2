import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../support/outbox';
import { api, client, goodPassword, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 34: auto-confirmation as GoTrue does it (MAILER_AUTOCONFIRM), GoTrue's allow-unverified
// mode (MATHPOP_EMAIL_CONFIRM=remind, the dashboard's reminder), PASSWORD_MIN_LENGTH with GoTrue's
// weak_password shape, and GET /reauthenticate's mailed nonce for PUT /user.
let auto: TestServer;
let remind: TestServer;
let admin: SupabaseClient;
const serviceKey = `sb_secret_${randomBytes(24).toString('base64url')}`;

beforeAll(async () => {
  [auto, remind] = await Promise.all([
    startTestServer({ SERVICE_ROLE_KEY: serviceKey, MATHPOP_EMAIL_CONFIRM: 'auto' }),
    startTestServer({ PASSWORD_MIN_LENGTH: '12' }),
  ]);
  admin = createClient(auto.url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
});
afterAll(() => Promise.all([auto.stop(), remind.stop()]));

/** The six-digit code of the latest reauthentication mail to `email`. */
async function mailedCode(server: TestServer, email: string, n = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = (await readOutbox(server.outbox))
      .filter((m) => m.to === email && /Your code is \d{6}/.test(m.text))
      .map((m) => /Your code is (\d{6})/.exec(m.text)?.[1] ?? '');
    if (codes.length >= n) return codes[n - 1] ?? '';
    if (Date.now() > deadline) throw new Error(`no reauthentication mail #${n} to ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('auto-confirm (MATHPOP_EMAIL_CONFIRM=auto)', () => {
  it('confirms at sign-up as GoTrue does, and mails no confirmation', async () => {
    const email = newEmail();
    const { data, error } = await client(auto.url).auth.signUp({ email, password: goodPassword });
    expect(error).toBeNull();
    const user = data.user;
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.confirmed_at).toBe(user?.email_confirmed_at);
    expect(user?.user_metadata).toMatchObject({ email, email_verified: true, phone_verified: false });
    expect(user?.identities?.[0]?.identity_data).toMatchObject({ email, email_verified: true });
    expect(data.session?.user.email_confirmed_at).toBe(user?.email_confirmed_at);
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(auto.outbox)).filter((m) => m.to === email)).toEqual([]);
    const settings = await (await api(auto.url, '/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      mailer_autoconfirm: true,
      mailer_allow_unverified_email_sign_ins: false,
    });
  });

  it('confirms an unconfirmed account at its next sign-in', async () => {
    const email = newEmail();
    const made = await admin.auth.admin.createUser({ email, password: goodPassword });
    expect(made.data.user?.email_confirmed_at).toBeUndefined();
    const { data, error } = await client(auto.url).auth.signInWithPassword({ email, password: goodPassword });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);
  });
});

describe('the default (remind: GoTrue allow-unverified sign-ins)', () => {
  it('signs in at once, unconfirmed, and mails the link that confirms', async () => {
    const email = newEmail();
    const password = 'Long-Enough-Pass-1';
    const { data, error } = await client(remind.url).auth.signUp({ email, password });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata.email_verified).toBe(false);
    const again = await client(remind.url).auth.signInWithPassword({ email, password });
    expect(again.error).toBeNull();
    const taken = await client(remind.url).auth.signUp({ email, password });
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const { link } = await waitForMail(remind.outbox, email, '/auth/confirm');
    const ok = await client(remind.url).auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type: 'signup',
    });
    expect(ok.data.user?.email_confirmed_at).toBeTruthy();
    const settings = await (await api(remind.url, '/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      mailer_autoconfirm: false,
      mailer_allow_unverified_email_sign_ins: true,
    });
  });

  it('GET /reauthenticate wants a confirmed address first (422 email_not_confirmed)', async () => {
    const { data } = await client(remind.url).auth.signUp({
      email: newEmail(),
      password: 'Long-Enough-Pass-1',
    });
    const res = await api(remind.url, '/auth/v1/reauthenticate', { token: data.session?.access_token });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'email_not_confirmed',
      msg: 'Please verify your email first.',
    });
  });
});

describe('PASSWORD_MIN_LENGTH', () => {
  it('refuses shorter passwords with GoTrue weak_password shape, on sign-up and password change', async () => {
    const sb = client(remind.url);
    const short = await sb.auth.signUp({ email: newEmail(), password: 'Eleven-ch1!' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(short.error?.message).toBe('Password should be at least 12 characters.');
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const raw = await api(remind.url, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: newEmail(), password: 'Eleven-ch1!' }),
    });
    expect(await raw.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    const { data } = await sb.auth.signUp({ email: newEmail(), password: 'Twelve-char1' });
    expect(data.session).not.toBeNull();
    const change = await sb.auth.updateUser({ password: 'Short-Pass1' });
    expect(change.error).toMatchObject({ status: 422, code: 'weak_password' });
    // The default server keeps 8.
    const eight = await client(auto.url).auth.signUp({ email: newEmail(), password: 'Seven-1' });
    expect(eight.error?.message).toBe('Password should be at least 8 characters.');
  });
});

describe('GET /reauthenticate (a nonce by mail)', () => {
  it('lets a password change through with the mailed nonce, once', async () => {
    // A session that did not type the password (a verified link): a change needs reauthentication.
    const email = newEmail();
    const link = await admin.auth.admin.generateLink({ type: 'signup', email, password: goodPassword });
    const sb = client(auto.url);
    const v = await sb.auth.verifyOtp({
      token_hash: link.data.properties?.hashed_token ?? '',
      type: 'signup',
    });
    expect(v.error).toBeNull();
    const bare = await sb.auth.updateUser({ password: 'Next-Good-Pass-5' });
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const code = await mailedCode(auto, email);
    const wrong = await sb.auth.updateUser({
      password: 'Next-Good-Pass-5',
      nonce: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(wrong.error?.message).toBe('Nonce has expired or is invalid');
    const right = await sb.auth.updateUser({ password: 'Next-Good-Pass-5', nonce: code });
    expect(right.error).toBeNull();
    const reuse = await sb.auth.updateUser({ password: 'Third-Good-Pass-6', nonce: code });
    expect(reuse.error?.code).toBe('reauthentication_not_valid');
    const signIn = await client(auto.url).auth.signInWithPassword({ email, password: 'Next-Good-Pass-5' });
    expect(signIn.error).toBeNull();
  });

  it('caps wrong nonces per account and needs a session', async () => {
    const u = await newUser(auto.url);
    const none = await api(auto.url, '/auth/v1/reauthenticate');
    expect(none.status).toBe(401);
    expect((await u.sb.auth.reauthenticate()).error).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await api(auto.url, '/auth/v1/user', {
        method: 'PUT',
        token: u.session.access_token,
        body: JSON.stringify({ password: 'Next-Good-Pass-5', nonce: String(100000 + i) }),
      });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true);
  });
});
