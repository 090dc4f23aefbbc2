import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, goodPassword, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 13, auth: password hashing never stalls the server, and the limits that bound it: PUT /user
// is rate limited, failed sign-ins are capped per account, and behind a reverse proxy limits key on
// the forwarded client address (never on a header the client writes itself).

const signIn = (url: string, email: string, password: string, forwardedFor?: string) =>
  api(url, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });

const putUser = (url: string, u: TestUser, forwardedFor: string) =>
  api(url, '/auth/v1/user', {
    method: 'PUT',
    token: u.session.access_token,
    body: JSON.stringify({ data: { grade: '3' } }),
    headers: { 'X-Forwarded-For': forwardedFor },
  });

async function codeOf(res: Response): Promise<string | undefined> {
  if (res.ok) return undefined;
  return ((await res.json()) as { code?: string }).code;
}

describe('password hashing runs off the event loop (bcrypt cost 10)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      BCRYPT_COST: '10',
      RATE_LIMIT_TOKEN: '1000/60',
      RATE_LIMIT_ACCOUNT: '1000/60',
    });
  });
  afterAll(() => server?.stop());

  it('keeps /health and another user’s REST read fast during 128 parallel wrong sign-ins', async () => {
    const target = await newUser(server.url);
    const reader = await newUser(server.url);
    const timed = async (f: () => Promise<Response>) => {
      const t = performance.now();
      const r = await f();
      await r.arrayBuffer();
      expect(r.status).toBe(200);
      return performance.now() - t;
    };
    const health = () => fetch(`${server.url}/auth/v1/health`);
    const read = () =>
      api(server.url, '/rest/v1/student_profiles?select=*', { token: reader.session.access_token });
    await timed(read); // warm
    let done = false;
    const burst = Promise.all(
      Array.from({ length: 128 }, (_, i) => signIn(server.url, target.email, `Wrong-Guess-${i}`)),
    ).finally(() => {
      done = true;
    });
    const healthTimes: number[] = [];
    const readTimes: number[] = [];
    const poll = async (f: () => Promise<Response>, into: number[]) => {
      while (!done) {
        into.push(await timed(f));
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const [answers] = await Promise.all([burst, poll(health, healthTimes), poll(read, readTimes)]);
    const codes = await Promise.all(answers.map(codeOf));
    expect(codes.every((c) => c === 'invalid_credentials')).toBe(true);
    const max = (xs: number[]) => Math.round(Math.max(...xs));
    const figures = `health ${healthTimes.length}× max ${max(healthTimes)} ms, REST ${readTimes.length}× max ${max(readTimes)} ms`;
    // Measured while hashing took several seconds, so the polls really overlapped it.
    expect(healthTimes.length, figures).toBeGreaterThanOrEqual(5);
    expect(max(healthTimes), figures).toBeLessThan(500);
    expect(max(readTimes), figures).toBeLessThan(500);
  }, 180_000);
});

describe('limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      RATE_LIMIT_TOKEN: '6/60',
      RATE_LIMIT_USER: '4/60',
      RATE_LIMIT_ACCOUNT: '3/60',
    });
  });
  afterAll(() => server?.stop());

  it('rate limits PUT /user per address and per user with 429 over_request_rate_limit', async () => {
    const a = await newUser(server.url);
    const b = await newUser(server.url);
    for (let i = 0; i < 4; i++) expect((await putUser(server.url, a, '10.0.1.1')).status).toBe(200);
    const over = await putUser(server.url, a, '10.0.1.1');
    expect(over.status).toBe(429);
    expect(await codeOf(over)).toBe('over_request_rate_limit');
    expect(over.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    // Per user too: a's fifth change from a fresh address is refused, b is not affected.
    expect(await codeOf(await putUser(server.url, a, '10.0.1.2'))).toBe('over_request_rate_limit');
    expect((await putUser(server.url, b, '10.0.1.3')).status).toBe(200);
  });

  it('keys sign-in limits on the address the proxy saw, not on what the client wrote', async () => {
    const u = await newUser(server.url);
    // The client writes a new address each time; the proxy appends the real one (10.0.2.1).
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signIn(server.url, u.email, goodPassword, `192.0.2.${i}, 10.0.2.1`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy is not limited.
    expect((await signIn(server.url, u.email, goodPassword, '10.0.2.2')).status).toBe(200);
  });

  it('caps failed sign-ins per account while others on the same address still sign in', async () => {
    const parent = await newUser(server.url);
    const other = await newUser(server.url);
    const school = '10.0.3.1';
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(await signIn(server.url, parent.email, `Guess-${i}-Maths`, school))).toBe(
        'invalid_credentials',
      );
    }
    // Capped: even the right password, from anywhere, until the window ends.
    for (const from of [school, '10.0.3.9']) {
      const capped = await signIn(server.url, parent.email, goodPassword, from);
      expect(capped.status).toBe(429);
      expect(await codeOf(capped)).toBe('over_request_rate_limit');
    }
    // The school's other accounts are not locked out.
    expect((await signIn(server.url, other.email, goodPassword, school)).status).toBe(200);
    // Unknown emails are capped alike (the answer reveals nothing about which accounts exist).
    for (let i = 0; i < 3; i++) await signIn(server.url, 'nobody@x.example', 'Guess-Maths-1', `10.0.4.${i}`);
    expect(await codeOf(await signIn(server.url, 'nobody@x.example', 'Guess-Maths-1', '10.0.4.9'))).toBe(
      'over_request_rate_limit',
    );
  });

  it('a successful sign-in ends the run of failures', async () => {
    const u = await newUser(server.url);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        await signIn(server.url, u.email, 'Wrong-Guess-1', `10.0.5.${round * 2 + i}`);
      expect((await signIn(server.url, u.email, goodPassword, `10.0.6.${round}`)).status).toBe(200);
    }
  });
});

describe('without TRUST_PROXY, X-Forwarded-For is ignored', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_TOKEN: '3/60' });
  });
  afterAll(() => server?.stop());

  it('limits by the socket address however the header varies', async () => {
    const u = await newUser(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(server.url, u.email, goodPassword, `203.0.113.${i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
