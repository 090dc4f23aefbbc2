import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, newUser, publishableKey, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 25 §3: API answers (/rest/v1, /auth/v1) are compressed with br or gzip as Accept-Encoding
// allows, with Vary: Accept-Encoding. Read with node:http, which (unlike fetch) does not decode.
let server: TestServer;
let u: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  u = await newUser(server.url);
  const rows = Array.from({ length: 40 }, (_, i) => ({
    user_id: u.user.id,
    kind: 'game',
    activity_id: `game-${i}`,
    is_correct: i % 2 === 0,
    attempts: 1,
    stars: i % 4,
  }));
  const { error } = await u.sb.from('activity_results').insert(rows);
  if (error) throw error;
});
afterAll(() => server.stop());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, encoding: string | undefined, init: { method?: string; body?: string } = {}) {
  return new Promise<Raw>((resolve, reject) => {
    const headers: Record<string, string> = {
      apikey: publishableKey,
      Authorization: `Bearer ${u.session.access_token}`,
      'Content-Type': 'application/json',
    };
    if (encoding !== undefined) headers['Accept-Encoding'] = encoding;
    const req = request(`${server.url}${path}`, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const decode = (r: Raw) => {
  const enc = r.headers['content-encoding'];
  const text = (
    enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body
  ).toString();
  return JSON.parse(text) as unknown;
};
const varies = (r: Raw) =>
  String(r.headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('compressed API answers', () => {
  const rest = '/rest/v1/activity_results?select=*&order=activity_id.asc';

  it('/rest/v1: br when accepted, gzip when only gzip is, plain otherwise; always Vary', async () => {
    const plain = await raw(rest, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    const rows = decode(plain) as unknown[];
    expect(rows).toHaveLength(40);

    const br = await raw(rest, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(decode(br)).toEqual(rows);
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);

    const gz = await raw(rest, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varies(gz)).toBe(true);
    expect(decode(gz)).toEqual(rows);

    const refused = await raw(rest, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const none = await raw(rest, undefined);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('/auth/v1: a session answer is compressed too, and errors keep their status', async () => {
    const body = JSON.stringify({ email: u.email, password: goodPassword });
    const signIn = await raw('/auth/v1/token?grant_type=password', 'br', { method: 'POST', body });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-encoding']).toBe('br');
    expect(varies(signIn)).toBe(true);
    expect(decode(signIn)).toMatchObject({ token_type: 'bearer', user: { email: u.email } });

    const gz = await raw('/auth/v1/token?grant_type=password', 'gzip', { method: 'POST', body });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toMatchObject({ token_type: 'bearer' });

    // Small answers (under 1 KB) go as they are, still with Vary.
    const wrong = await raw('/auth/v1/token?grant_type=password', 'br', {
      method: 'POST',
      body: JSON.stringify({ email: u.email, password: 'Wrong-Password-1' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers['content-encoding']).toBeUndefined();
    expect(varies(wrong)).toBe(true);
    expect(decode(wrong)).toMatchObject({ code: 'invalid_credentials' });
  });
});
