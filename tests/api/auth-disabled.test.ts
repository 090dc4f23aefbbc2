import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 34: every GoTrue endpoint MathPop does not enable answers as GoTrue does with that feature
// off (supabase/auth internal/api: api.go's router, middleware.go's require*Enabled, otp.go,
// magic_link.go, external.go, token_oidc.go, web3.go, mfa.go), never a bare 404 or a generic 400.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function expectRefusal(res: Response, status: number, code: string, msg: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('x-sb-error-code')).toBe(code);
  const body = await res.json();
  expect(body).toMatchObject({ code, error_code: code, msg, message: msg });
}

const post = (path: string, body: unknown, token?: string) =>
  api(server.url, `/auth/v1${path}`, { method: 'POST', body: JSON.stringify(body), token });

describe('features that are off', () => {
  it('anonymous sign-in: 422 anonymous_provider_disabled', async () => {
    const { data, error } = await client(server.url).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
    await expectRefusal(
      await post('/signup', {}),
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    );
  });

  it('magic links and phone OTP: /otp and /magiclink', async () => {
    const u = await newUser(server.url);
    const { error } = await client(server.url).auth.signInWithOtp({ email: u.email });
    expect(error).toMatchObject({ status: 422, code: 'email_provider_disabled' });
    expect(error?.message).toBe('Login with magic link is disabled');
    const phone = await client(server.url).auth.signInWithOtp({ phone: '+5511999990000' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    await expectRefusal(
      await post('/magiclink', { email: u.email }),
      422,
      'email_provider_disabled',
      'Login with magic link is disabled',
    );
    await expectRefusal(
      await post('/otp', {}),
      400,
      'validation_failed',
      'One of email or phone must be set',
    );
  });

  it('phone sign-up, phone sign-in, phone verify and phone resend', async () => {
    const sb = client(server.url);
    const up = await sb.auth.signUp({ phone: '+5511999990000', password: 'Sunny-Maths-42' });
    expect(up.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const inn = await sb.auth.signInWithPassword({ phone: '+5511999990000', password: 'Sunny-Maths-42' });
    expect(inn.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const verify = await sb.auth.verifyOtp({ phone: '+5511999990000', token: '123456', type: 'sms' });
    expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(verify.error?.message).toBe('Token has expired or is invalid');
    const resend = await sb.auth.resend({ phone: '+5511999990000', type: 'sms' });
    expect(resend.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    await expectRefusal(
      await post('/resend', { type: 'teleport', email: newEmail() }),
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  });

  it('the web3 and id_token grants', async () => {
    await expectRefusal(
      await api(server.url, '/auth/v1/token?grant_type=web3', { method: 'POST', body: '{"chain":"solana"}' }),
      422,
      'web3_provider_disabled',
      'Web3 provider is disabled',
    );
    const google = await client(server.url).auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(google.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(google.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
    const custom = await api(server.url, '/auth/v1/token?grant_type=id_token', {
      method: 'POST',
      body: JSON.stringify({ id_token: 'x', provider: 'myidp' }),
    });
    await expectRefusal(custom, 400, 'validation_failed', 'Custom OIDC provider "myidp" not allowed');
    const bare = await api(server.url, '/auth/v1/token?grant_type=id_token', { method: 'POST', body: '{}' });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      error: 'invalid request',
      error_description: 'id_token required',
    });
  });

  it('OAuth providers: /authorize answers 400 "Unsupported provider"', async () => {
    const res = await api(server.url, '/auth/v1/authorize?provider=github', { redirect: 'manual' });
    await expectRefusal(res, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const odd = await api(server.url, '/auth/v1/authorize?provider=nope', { redirect: 'manual' });
    await expectRefusal(
      odd,
      400,
      'validation_failed',
      'Unsupported provider: Provider nope could not be found',
    );
    const cb = await api(server.url, '/auth/v1/callback', { redirect: 'manual' });
    await expectRefusal(cb, 400, 'bad_oauth_callback', 'OAuth state parameter missing');
  });

  it('SSO, passkeys, identity linking, WebAuthn and phone factors', async () => {
    const u = await newUser(server.url);
    const sso = await client(server.url).auth.signInWithSSO({ domain: 'school.example' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    await expectRefusal(
      await api(server.url, '/auth/v1/sso/saml/metadata'),
      404,
      'saml_provider_disabled',
      'SAML 2.0 is disabled',
    );
    await expectRefusal(
      await post('/passkeys/authentication/options', {}),
      404,
      'passkey_disabled',
      'Passkeys are disabled',
    );
    await expectRefusal(
      await api(server.url, '/auth/v1/passkeys', { token: u.session.access_token }),
      404,
      'passkey_disabled',
      'Passkeys are disabled',
    );
    // Linking needs a signed-in user first, then it is off.
    const noUser = await api(server.url, '/auth/v1/user/identities/authorize?provider=github');
    expect(noUser.status).toBe(401);
    const link = await u.sb.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect(link.error?.message).toBe('Manual linking is disabled');
    const unlink = await api(server.url, `/auth/v1/user/identities/${u.user.id}`, {
      method: 'DELETE',
      token: u.session.access_token,
    });
    await expectRefusal(unlink, 404, 'manual_linking_disabled', 'Manual linking is disabled');
    const webauthn = await post('/factors', { factor_type: 'webauthn' }, u.session.access_token);
    await expectRefusal(
      webauthn,
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
    const phone = await u.sb.auth.mfa.enroll({ factorType: 'phone', phone: '+5511999990000' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('no GoTrue route answers the bare catch-all 404', async () => {
    const u = await newUser(server.url);
    const routes: [string, string][] = [
      ['GET', '/authorize?provider=google'],
      ['POST', '/invite'],
      ['POST', '/magiclink'],
      ['POST', '/otp'],
      ['POST', '/sso'],
      ['POST', '/sso/saml/acs'],
      ['GET', '/reauthenticate'],
      ['GET', '/user/identities/authorize'],
      ['POST', '/passkeys/registration/options'],
      ['GET', '/admin/users'],
      ['GET', '/admin/audit'],
      ['GET', '/admin/sso/providers'],
      ['POST', '/oauth/token'],
      ['GET', '/.well-known/openid-configuration'],
      ['GET', '/settings'],
    ];
    for (const [method, path] of routes) {
      const res = await api(server.url, `/auth/v1${path}`, {
        method,
        token: u.session.access_token,
        redirect: 'manual',
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const body = res.status === 200 ? {} : await res.json();
      expect(body.code, `${method} ${path}`).not.toBe('not_found');
    }
    const settings = await (await api(server.url, '/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false, google: false },
      // The default: signed in at once, confirmed by the mailed link (GoTrue's allow-unverified mode).
      mailer_autoconfirm: false,
      saml_enabled: false,
    });
  });
});
