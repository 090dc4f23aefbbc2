import { request } from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox';
import { api, goodPassword, newEmail, newUser, publishableKey } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 13, auth: links never follow the Host header, redirect_to only to exact allowed origins,
// bad input answers 4xx in GoTrue's shape, metadata and password sizes are bounded, logs stay clean.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    ADDITIONAL_REDIRECT_URLS: 'https://app.example.org, https://school.example.net/welcome',
    MATHPOP_LOG: '1', // the request log too must stay clean
  });
});
afterAll(() => server?.stop());

/**
 * POST on a connection of its own (never reused: a 413 closes it), with a Host header of our choosing
 * (fetch would send the real one).
 */
function rawPost(path: string, body: unknown, host = new URL(server.url).host) {
  const url = new URL(path, server.url);
  const data = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise<{ status: number; text: string; code?: string }>((resolve, reject) => {
    const headers = { host, apikey: publishableKey, 'content-type': 'application/json' };
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
      });
      const code = res.headers['x-sb-error-code'];
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, code: code?.toString() }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** The n-th recovery link mailed to an email (read from the server's outbox). */
async function mailedRecoveryLink(email: string, n = 1): Promise<URL> {
  return (await waitForMail(server.outbox, email, '/auth/reset', n)).link;
}

describe('links and redirects come from SITE_URL, not from the request', () => {
  it('builds the recovery link on SITE_URL (default http://HOST:PORT) whatever Host says', async () => {
    const u = await newUser(server.url);
    const res = await rawPost('/auth/v1/recover', { email: u.email }, 'evil.example');
    expect(res.status).toBe(200);
    const link = await mailedRecoveryLink(u.email);
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe('/auth/reset');
  });

  it('issues tokens whose iss is SITE_URL whatever Host says', async () => {
    const u = await newUser(server.url);
    const res = await rawPost(
      '/auth/v1/token?grant_type=password',
      { email: u.email, password: goodPassword },
      'evil.example',
    );
    expect(res.status).toBe(200);
    const { access_token } = JSON.parse(res.text) as { access_token: string };
    expect(decodeJwt(access_token).iss).toBe(`${server.url}/auth/v1`);
  });

  it('allows redirect_to only on exactly an allowed origin, not on a look-alike prefix', async () => {
    const u = await newUser(server.url);
    const mailedRecoveryLinkAfter = async (email: string) => {
      await rawPost('/auth/v1/recover?redirect_to=https%3A%2F%2Fevil.example%2F', { email }, 'evil.example');
      return mailedRecoveryLink(email);
    };
    const tries: [string, string][] = [
      [`${server.url}/auth/reset`, `${server.url}/auth/reset`],
      ['https://app.example.org/other', 'https://app.example.org/other'],
      ['https://school.example.net/any/path', 'https://school.example.net/any/path'],
      [`${server.url}.evil.example/steal`, server.url],
      ['https://app.example.org.evil.example/', server.url],
      ['https://app.example.org@evil.example/', server.url],
      ['https://evil.example/', server.url],
      ['javascript:alert(1)', server.url],
    ];
    // Mailed links always open SITE_URL; the GET /verify link (GoTrue's) redirects to redirect_to.
    expect((await mailedRecoveryLinkAfter(u.email)).origin).toBe(server.url);
    for (const [wanted, expected] of tries) {
      const path = `/auth/v1/verify?token=not-a-token&type=recovery&redirect_to=${encodeURIComponent(wanted)}`;
      const res = await fetch(`${server.url}${path}`, {
        redirect: 'manual',
        headers: { 'X-Forwarded-Host': URL.parse(wanted)?.host || 'evil.example' },
      });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`.replace(/\/$/, ''), wanted).toBe(
        expected.replace(/\/$/, ''),
      );
    }
  });
});

/** Asserts a 4xx in GoTrue's error shape: {code, message, msg} and the x-sb-error-code header. */
async function expectAuthError(res: Response, status?: number) {
  const body = (await res.json()) as { code?: string; message?: string; msg?: string };
  expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (status) expect(res.status).toBe(status);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.msg).toBe(body.message);
  expect(res.headers.get('x-sb-error-code')).toBe(body.code);
  return body;
}

const post = (path: string, body: string, token?: string) =>
  api(server.url, `/auth/v1${path}`, { method: 'POST', body, token });
const put = (body: string, token: string) => api(server.url, '/auth/v1/user', { method: 'PUT', body, token });
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('bad input gets a 4xx in GoTrue error shape, never a 500', () => {
  it('refuses NUL bytes in an email, a password or metadata', async () => {
    const u = await newUser(server.url);
    const nul = (o: object) => JSON.stringify(o); // JSON.stringify writes \u0000 escapes
    await expectAuthError(await post('/signup', nul({ email: 'a\0b@example.com', password: goodPassword })));
    await expectAuthError(await post('/signup', nul({ email: newEmail(), password: 'Sunny\0Maths-42' })));
    await expectAuthError(
      await post('/signup', nul({ email: newEmail(), password: goodPassword, data: { n: 'a\0' } })),
    );
    await expectAuthError(
      await post('/token?grant_type=password', nul({ email: `${u.email}\0`, password: goodPassword })),
    );
    await expectAuthError(await post('/token?grant_type=refresh_token', nul({ refresh_token: 'x\0y' })));
    await expectAuthError(await post('/recover', nul({ email: `\0${u.email}` })));
    await expectAuthError(await put(nul({ data: { 'k\0': 1 } }), u.session.access_token));
    await expectAuthError(await post('/verify', nul({ type: 'recovery', token_hash: 'ab\0' })));
    const link = await fetch(`${server.url}/auth/v1/verify?type=recovery&token=%00`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('refuses malformed JSON, wrong types and JSON nested 30,000 deep', async () => {
    const u = await newUser(server.url);
    await expectAuthError(await post('/signup', '{"email": '), 400);
    await expectAuthError(await post('/signup', '[1,2]'), 400);
    await expectAuthError(await post('/signup', JSON.stringify({ email: 5, password: goodPassword })));
    await expectAuthError(await post('/signup', JSON.stringify({ email: newEmail(), password: ['x'] })));
    await expectAuthError(
      await post('/signup', JSON.stringify({ email: newEmail(), password: goodPassword, data: 'x' })),
    );
    await expectAuthError(
      await post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: {} })),
    );
    await expectAuthError(await put(JSON.stringify({ data: [1] }), u.session.access_token));
    await expectAuthError(await put(JSON.stringify({ email: 7 }), u.session.access_token));
    const email = newEmail();
    const nested = `{"email":"${email}","password":"${goodPassword}","data":{"x":${deep(30_000)}}}`;
    await expectAuthError(await post('/signup', nested), 400);
    await expectAuthError(await post('/token?grant_type=password', `{"email":${deep(30_000)}}`), 400);
    await expectAuthError(await put(`{"data":{"x":${deep(30_000)}}}`, u.session.access_token), 400);
    // Deeper objects are over the 64 KB body limit: 413, in the same shape.
    const huge = await rawPost('/auth/v1/signup', `{"data":${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}}`);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toMatchObject({ code: 'request_too_large', msg: 'Request body too large' });
    expect(huge.code).toBe('request_too_large');
    // The user is unharmed and the server still answers.
    expect((await api(server.url, '/auth/v1/user', { token: u.session.access_token })).status).toBe(200);
  });
});

describe('sizes are bounded: user metadata and passwords', () => {
  it('refuses more than 4 KB of metadata at sign-up and in PUT /user (merged)', async () => {
    const big = { notes: 'x'.repeat(60_000) };
    const r = await post('/signup', JSON.stringify({ email: newEmail(), password: goodPassword, data: big }));
    expect((await expectAuthError(r, 422)).code).toBe('validation_failed');
    const over = { notes: 'x'.repeat(4_100) };
    const r2 = await post(
      '/signup',
      JSON.stringify({ email: newEmail(), password: goodPassword, data: over }),
    );
    expect((await expectAuthError(r2, 422)).message).toMatch(/metadata/i);
    const u = await newUser(server.url);
    const half = (k: string) => JSON.stringify({ data: { [k]: 'y'.repeat(2_500) } });
    expect((await put(half('a'), u.session.access_token)).status).toBe(200);
    await expectAuthError(await put(half('b'), u.session.access_token), 422);
    // The user still works: its token stays small.
    const me = await api(server.url, '/auth/v1/user', { token: u.session.access_token });
    expect(((await me.json()) as { user_metadata: { b?: string } }).user_metadata.b).toBeUndefined();
  });

  it('refuses passwords over 72 UTF-8 bytes at sign-up and change, with the reason', async () => {
    const signUp = (password: string) => post('/signup', JSON.stringify({ email: newEmail(), password }));
    const emoji = 'Sunny-🙂'.repeat(8); // 64 UTF-16 units but 80 bytes
    for (const long of ['Sunny-Maths-42'.padEnd(73, 'x'), emoji]) {
      const body = await expectAuthError(await signUp(long), 422);
      expect(body.code).toBe('validation_failed');
      expect(body.message).toContain('72 characters');
    }
    expect((await signUp('Sunny-Maths-42'.padEnd(72, 'x'))).status).toBe(200);
    const u = await newUser(server.url);
    const body = await expectAuthError(
      await put(JSON.stringify({ password: emoji }), u.session.access_token),
    );
    expect(body.message).toContain('72 characters');
  });
});

describe('logs', () => {
  it('never print passwords or tokens of auth requests, nor unexpected-error dumps', async () => {
    const u = await newUser(server.url);
    const secret = 'Log-Me-Never-97';
    await post('/token?grant_type=password', JSON.stringify({ email: u.email, password: secret }));
    await put(JSON.stringify({ password: secret }), u.session.access_token);
    await post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: u.session.refresh_token }));
    const out = server.output();
    expect(out).not.toContain(secret);
    expect(out).not.toContain(goodPassword);
    expect(out).not.toContain(u.session.refresh_token);
    expect(out).not.toContain(u.session.access_token);
    expect(out).not.toContain('unexpected error');
    // Links go by mail (the outbox): no log line carries a link token.
    expect(out.split('\n').filter((l) => /token=|token_hash/.test(l))).toEqual([]);
  });
});
