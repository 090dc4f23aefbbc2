import { createHash, randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox';
import { api, goodPassword, newEmail, publishableKey } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 34: GoTrue's PKCE flow (supabase/auth internal/api/pkce.go, token.go's PKCEGrant,
// verify.go), as supabase-js's flowType 'pkce' and exchangeCodeForSession use it.
let server: TestServer;
beforeAll(async () => {
  // Confirmation required, so sign-up mails its link; auth codes live 3 s here (GoTrue: 300).
  server = await startTestServer({ MATHPOP_EMAIL_CONFIRM: '1', FLOW_STATE_EXPIRY: '3' });
});
afterAll(() => server.stop());

const pkceClient = () =>
  createClient(server.url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
  });

/** Opens the mailed link through GET /auth/v1/verify; answers the redirect's URL. */
async function openLink(token: string, type: string, redirect = `${server.url}/welcome`) {
  const q = new URLSearchParams({ token, type, redirect_to: redirect });
  const res = await fetch(`${server.url}/auth/v1/verify?${q}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const tokenGrant = (body: unknown) =>
  api(server.url, '/auth/v1/token?grant_type=pkce', { method: 'POST', body: JSON.stringify(body) });

/** Raw PKCE sign-up with a known verifier; answers the auth code from the link. */
async function rawSignupCode(verifier: string) {
  const email = newEmail();
  const res = await api(server.url, '/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password: goodPassword,
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    }),
  });
  expect(res.status).toBe(200);
  const { link } = await waitForMail(server.outbox, email, '/auth/confirm');
  const token = link.searchParams.get('token_hash') ?? '';
  expect(token).toMatch(/^pkce_/);
  const to = await openLink(token, 'signup');
  expect(to.hash).toBe('');
  return { email, code: to.searchParams.get('code') ?? '' };
}

describe('PKCE', () => {
  it('sign-up → mailed link → ?code= → exchangeCodeForSession, once', async () => {
    const sb = pkceClient();
    const email = newEmail();
    const up = await sb.auth.signUp({ email, password: goodPassword });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    const { link } = await waitForMail(server.outbox, email, '/auth/confirm');
    const to = await openLink(link.searchParams.get('token_hash') ?? '', 'signup');
    expect(to.pathname).toBe('/welcome');
    const code = to.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await sb.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await tokenGrant({ auth_code: code, code_verifier: 'x'.repeat(43) });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      code: 'flow_state_not_found',
      msg: 'invalid flow state, no valid flow state found',
    });
  });

  it('a wrong verifier is 400 bad_code_verifier and spends the code', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { code } = await rawSignupCode(verifier);
    const wrong = await tokenGrant({ auth_code: code, code_verifier: `${verifier}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });
    const right = await tokenGrant({ auth_code: code, code_verifier: verifier });
    expect(right.status).toBe(404);
  });

  it('a code older than FLOW_STATE_EXPIRY is 422 flow_state_expired', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { code } = await rawSignupCode(verifier);
    await new Promise((r) => setTimeout(r, 3500));
    const late = await tokenGrant({ auth_code: code, code_verifier: verifier });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({
      code: 'flow_state_expired',
      msg: 'invalid flow state, flow state has expired',
    });
  });

  it('recovery: the code signs in with redirectType recovery and lets the password change', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const { email, code } = await rawSignupCode(verifier);
    expect((await tokenGrant({ auth_code: code, code_verifier: verifier })).status).toBe(200);
    const sb = pkceClient();
    expect((await sb.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { link } = await waitForMail(server.outbox, email, '/auth/reset');
    const to = await openLink(link.searchParams.get('token_hash') ?? '', 'recovery');
    const { data, error } = await sb.auth.exchangeCodeForSession(to.searchParams.get('code') ?? '');
    expect(error).toBeNull();
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    const changed = await sb.auth.updateUser({ password: 'Brand-New-Pass-7' });
    expect(changed.error).toBeNull();
  });

  it('bad PKCE parameters and bad grants are refused as GoTrue refuses them', async () => {
    const signup = (extra: Record<string, unknown>) =>
      api(server.url, '/auth/v1/signup', {
        method: 'POST',
        body: JSON.stringify({ email: newEmail(), password: goodPassword, ...extra }),
      });
    const half = await signup({ code_challenge: s256('a'.repeat(43)) });
    expect(half.status).toBe(400);
    expect((await half.json()).msg).toBe('PKCE flow requires code_challenge_method and code_challenge');
    const short = await signup({ code_challenge: 'abc', code_challenge_method: 's256' });
    expect((await short.json()).msg).toBe('code challenge has to be between 43 and 128 characters');
    const empty = await tokenGrant({});
    expect(empty.status).toBe(400);
    expect((await empty.json()).msg).toBe(
      'invalid request: both auth code and code verifier should be non-empty',
    );
    const long = await tokenGrant({ auth_code: 'x'.repeat(5000), code_verifier: 'y' });
    expect(long.status).toBe(404);
    const huge = await tokenGrant({ auth_code: 'x'.repeat(100_000), code_verifier: 'y' });
    expect(huge.status).toBe(413);
    const guessed = await tokenGrant({ auth_code: crypto.randomUUID(), code_verifier: 'y'.repeat(43) });
    expect(guessed.status).toBe(404);
    // POST /verify of a PKCE token (the app's /auth/confirm page) still answers a session.
    const verifier = randomBytes(32).toString('base64url');
    const email = newEmail();
    await api(server.url, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: goodPassword,
        code_challenge: s256(verifier),
        code_challenge_method: 'plain',
      }),
    });
    const { link } = await waitForMail(server.outbox, email, '/auth/confirm');
    const posted = await api(server.url, '/auth/v1/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'signup', token_hash: link.searchParams.get('token_hash') }),
    });
    expect(posted.status).toBe(200);
    expect((await posted.json()).access_token).toBeTruthy();
  });
});
