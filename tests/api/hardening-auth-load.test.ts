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

/**
 * How long this test process itself could not run during [from, to]: the longest gap of a 5 ms
 * heartbeat overlapping it, less the 5 ms. A request timed here includes that stall of the measuring
 * side (the machine is shared and overloaded at times), which is not the server's doing.
 */
function ownStall(beats: number[], from: number, to: number): number {
  let worst = 0;
  for (let i = 1; i < beats.length; i++) {
    const a = beats[i - 1] ?? 0;
    const b = beats[i] ?? 0;
    if (b > from && a < to) worst = Math.max(worst, Math.min(b, to) - Math.max(a, from) - 5);
  }
  return Math.max(0, worst);
}

/**
 * 128 wrong-password sign-ins at once while /health and another user's REST read are polled one at a
 * time: the worst latency of those bystanders (less the measuring process's own stalls) and how many
 * polls overlapped the burst.
 */
async function burstWhilePolling(url: string, target: TestUser, reader: TestUser) {
  const beats: number[] = [];
  const spans: { what: string; from: number; to: number }[] = [];
  const timed = async (what: string, f: () => Promise<Response>) => {
    const from = performance.now();
    const r = await f();
    await r.arrayBuffer();
    expect(r.status).toBe(200);
    spans.push({ what, from, to: performance.now() });
  };
  const health = () => fetch(`${url}/auth/v1/health`);
  const read = () => api(url, '/rest/v1/student_profiles?select=*', { token: reader.session.access_token });
  await timed('warm', read);
  const heartbeat = setInterval(() => beats.push(performance.now()), 5);
  let done = false;
  const burst = Promise.all(
    Array.from({ length: 128 }, (_, i) => signIn(url, target.email, `Wrong-Guess-${i}`)),
  ).finally(() => {
    done = true;
  });
  const poll = async (what: string, f: () => Promise<Response>) => {
    while (!done) {
      await timed(what, f);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const [answers] = await Promise.all([burst, poll('health', health), poll('rest', read)]);
  clearInterval(heartbeat);
  beats.push(performance.now());
  const codes = await Promise.all(answers.map(codeOf));
  expect(codes.every((c) => c === 'invalid_credentials')).toBe(true);
  const measured = spans.filter((s) => s.what !== 'warm');
  const raw = (s: { from: number; to: number }) => s.to - s.from;
  const net = measured.map((s) => raw(s) - ownStall(beats, s.from, s.to));
  const worst = Math.round(Math.max(...net));
  const polls = measured.filter((s) => s.what === 'health').length;
  const figures = `worst ${worst} ms (raw ${Math.round(Math.max(...measured.map(raw)))} ms) over ${polls} health and ${measured.length - polls} REST polls`;
  return { worst, polls, figures };
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
    // The machine is shared and noisy: a burst may be measured again (up to 3 times) when another
    // process stalled this one. bcryptjs stalled the server on every burst (0.9–1.2 s here).
    const runs: { worst: number; figures: string }[] = [];
    for (let run = 0; run < 3 && !runs.some((r) => r.worst < 500); run++) {
      const r = await burstWhilePolling(server.url, target, reader);
      expect(r.polls, r.figures).toBeGreaterThanOrEqual(5); // the polls really overlapped the hashing
      runs.push(r);
    }
    const best = Math.min(...runs.map((r) => r.worst));
    console.info(`bystander latency during 128 sign-ins:\n${runs.map((r) => r.figures).join('\n')}`);
    expect(best, runs.map((r) => r.figures).join('\n')).toBeLessThan(500);
  }, 300_000);
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
