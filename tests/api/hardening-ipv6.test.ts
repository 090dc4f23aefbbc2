import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classToken, newClass, roster } from './support/class';
import { api } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 35 #1, #4, #5, #12: per-address limits group IPv6 by /64 (IPV6_PREFIX=48 groups /48), a
// student's wrong pictures are capped across every address, and the address backstop does not shut
// out a class signing in correctly. Behind TRUST_PROXY=1 with X-Forwarded-For.
vi.setConfig({ testTimeout: 180_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

const hex = () => randomInt(1, 0xffff).toString(16);
/** A fresh /64: a function giving a new address in it on each call. */
const newSlash64 = () => {
  const prefix = `2001:db8:${hex()}:${hex()}`;
  return () => `${prefix}:${hex()}:${hex()}:${hex()}:${hex()}`;
};
/** Every ordered pair of two different pictures of 12 (132), the right one last. */
const allPairsEndingWith = (right: [number, number]) => {
  const out: [number, number][] = [];
  for (let i = 0; i < 12; i++)
    for (let j = 0; j < 12; j++) if (i !== j && !(i === right[0] && j === right[1])) out.push([i, j]);
  return [...out, right];
};
const timePasses = (minutes: number) =>
  withDatabase(
    server,
    `update mathpop_private.class_login_limits
     set locked_until = locked_until - interval '${minutes} minutes',
         window_start = window_start - interval '${minutes} minutes'`,
  );

describe('a distributed picture guesser (finding 1)', () => {
  for (const spread of ['one /64', 'a new /64 each try'] as const) {
    it(`sending all 132 pairs from ${spread} checks only 6 and never signs in`, async () => {
      const k = await newClass(server.url, ['Ana', 'Bia']);
      const [a] = k.students;
      if (!a) throw new Error('no student');
      let inOne = newSlash64();
      const statuses: number[] = [];
      for (const pictures of allPairsEndingWith(a.pair)) {
        if (spread !== 'one /64') inOne = newSlash64();
        const res = await classToken(server.url, { code: k.code, student_id: a.id, pictures }, inOne());
        statuses.push(res.status);
        if (res.status === 429) {
          const body = (await res.json()) as { retry_after: number };
          expect(body.retry_after).toBeGreaterThan(0);
          expect(Number(res.headers.get('retry-after'))).toBe(body.retry_after);
        } else await res.body?.cancel();
      }
      expect(statuses).not.toContain(200);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(6);
      expect(statuses.at(-1)).toBe(429);
    });
  }

  it('waits grow across addresses (15 min, then 24 h); the teacher sees it and Unlock clears it', async () => {
    const k = await newClass(server.url, ['Caio']);
    const [a] = k.students;
    if (!a) throw new Error('no student');
    const wrong = allPairsEndingWith(a.pair).slice(0, 8);
    const right = { code: k.code, student_id: a.id, pictures: a.pair };
    const guess = (i: number) =>
      classToken(server.url, { code: k.code, student_id: a.id, pictures: wrong[i] }, newSlash64()());
    const wait = async () => {
      const res = await classToken(server.url, right, newSlash64()());
      expect(res.status).toBe(429);
      return ((await res.json()) as { retry_after: number }).retry_after;
    };
    for (let i = 0; i < 4; i++) expect((await guess(i)).status).toBe(400);
    // 4 wrong pairs from anywhere: no wait yet (a right sign-in still works, and clears nothing).
    expect((await classToken(server.url, right, newSlash64()())).status).toBe(200);
    expect((await guess(4)).status).toBe(400);
    expect(await wait()).toBeGreaterThan(14 * 60);
    expect(await wait()).toBeLessThanOrEqual(15 * 60);
    await timePasses(15);
    expect((await guess(5)).status).toBe(400);
    expect(await wait()).toBeGreaterThan(23 * 3600);
    const locks = await k.sb.rpc('class_sign_in_locks');
    expect(locks.data).toEqual([expect.objectContaining({ student_profile_id: a.id })]);
    // Another teacher and nobody cannot lift it; a child's token cannot either.
    const other = await newClass(server.url, ['Dora']);
    expect((await other.sb.rpc('unlock_student_sign_in', { p_student: a.id })).status).toBe(403);
    const anon = await api(server.url, '/rest/v1/rpc/unlock_student_sign_in', {
      method: 'POST',
      body: JSON.stringify({ p_student: a.id }),
    });
    expect([401, 403, 404]).toContain(anon.status);
    const child = await classToken(
      server.url,
      { code: other.code, student_id: other.students[0]?.id, pictures: other.students[0]?.pair },
      newSlash64()(),
    );
    const childToken = ((await child.json()) as { access_token: string }).access_token;
    const byChild = await api(server.url, '/rest/v1/rpc/unlock_student_sign_in', {
      method: 'POST',
      token: childToken,
      body: JSON.stringify({ p_student: a.id }),
    });
    expect(byChild.status).toBeGreaterThanOrEqual(400);
    expect(await wait()).toBeGreaterThan(23 * 3600);
    const unlock = await k.sb.rpc('unlock_student_sign_in', { p_student: a.id });
    expect(unlock.error).toBeNull();
    expect((await classToken(server.url, right, newSlash64()())).status).toBe(200);
  });

  it('100 concurrent wrong pairs from 100 addresses: 5 are checked', async () => {
    const k = await newClass(server.url, ['Eli']);
    const [a] = k.students;
    if (!a) throw new Error('no student');
    const wrong = allPairsEndingWith(a.pair)[0];
    const rs = await Promise.all(
      Array.from({ length: 100 }, () =>
        classToken(server.url, { code: k.code, student_id: a.id, pictures: wrong }, newSlash64()()),
      ),
    );
    const s = rs.map((r) => r.status);
    expect(s.filter((x) => x === 400)).toHaveLength(5);
    expect(s.filter((x) => x === 429)).toHaveLength(95);
  });
});

describe('the address backstop and devices follow the /64 (findings 4, 12)', () => {
  it('20 wrong codes from one /64 lock that device, whatever the address in it', async () => {
    const k = await newClass(server.url, ['Fabi']);
    const at = newSlash64();
    for (let i = 0; i < 20; i++) {
      const res = await api(server.url, '/auth/v1/class/roster', {
        method: 'POST',
        headers: { 'X-Forwarded-For': at() },
        body: JSON.stringify({ code: 'ZZZZZZ', device: 'tablet-1' }),
      });
      expect(res.status).toBe(400);
    }
    const right = (device: string) =>
      api(server.url, '/auth/v1/class/roster', {
        method: 'POST',
        headers: { 'X-Forwarded-For': at() },
        body: JSON.stringify({ code: k.code, device }),
      });
    expect((await right('tablet-1')).status).toBe(429);
    expect((await right('tablet-2')).status).toBe(200);
  });

  it('205 wrong codes with rotating device ids do not shut out a class signing in from there', async () => {
    const signedIn = await newClass(server.url, ['Gil']);
    const never = await newClass(server.url, ['Hana']);
    const at = newSlash64();
    const [g] = signedIn.students;
    const [h] = never.students;
    if (!g || !h) throw new Error('no students');
    const token = (k: typeof signedIn, s: typeof g) =>
      classToken(server.url, { code: k.code, student_id: s.id, pictures: s.pair, device: 'good' }, at());
    expect((await token(signedIn, g)).status).toBe(200);
    for (let i = 0; i < 205; i += 41) {
      await Promise.all(
        Array.from({ length: 41 }, (_, j) =>
          api(server.url, '/auth/v1/class/roster', {
            method: 'POST',
            headers: { 'X-Forwarded-For': at() },
            body: JSON.stringify({ code: 'ZZZZZZ', device: `bad-${i + j}` }),
          }).then((r) => r.body?.cancel()),
        ),
      );
    }
    expect((await roster(server.url, 'ZZZZZZ', at())).status).toBe(429);
    // The class that signed children in from this /64 in the last hour goes on; another does not.
    expect((await roster(server.url, signedIn.code, at())).status).toBe(200);
    expect((await token(signedIn, g)).status).toBe(200);
    expect((await roster(server.url, never.code, at())).status).toBe(429);
    expect((await token(never, h)).status).toBe(429);
    // An hour later the exception has lapsed (the backstop renewed); the teacher's Unlock renews it.
    await withDatabase(
      server,
      `update mathpop_private.class_login_limits set window_start = window_start - interval '61 minutes'
       where scope = 'signed'`,
    );
    expect((await roster(server.url, signedIn.code, at())).status).toBe(429);
    expect((await signedIn.sb.rpc('unlock_student_sign_in', { p_student: g.id })).error).toBeNull();
    expect((await roster(server.url, signedIn.code, at())).status).toBe(200);
    expect((await roster(server.url, never.code, at())).status).toBe(429);
  });
});

describe('every per-address limit groups IPv6 (finding 5)', () => {
  let strict: TestServer;
  let wide: TestServer;
  const limits = {
    TRUST_PROXY: '1',
    RATE_LIMIT_SIGNUP: '5/300',
    RATE_LIMIT_TOKEN: '5/300',
    RATE_LIMIT_VERIFY: '5/300',
    RATE_LIMIT_MFA: '5/300',
    RATE_LIMIT_CLASS: '5/300',
  };
  beforeAll(async () => {
    strict = await startTestServer(limits);
    wide = await startTestServer({ ...limits, IPV6_PREFIX: '48' });
  });
  afterAll(async () => {
    await strict?.stop();
    await wide?.stop();
  });
  const calls: [string, string, object][] = [
    ['recovery', '/auth/v1/recover', { email: 'nobody@example.com' }],
    ['sign-up', '/auth/v1/signup', { email: 'x', password: 'y' }],
    ['sign-in', '/auth/v1/token?grant_type=password', { email: 'nobody@example.com', password: 'wrong-1' }],
    ['verify', '/auth/v1/verify', { type: 'recovery', token_hash: 'nope' }],
    ['class code', '/auth/v1/class/roster', { code: 'ZZZZZZ' }],
  ];
  for (const [what, path, body] of calls) {
    it(`${what}: 40 requests from one /64 → 429 after 5; another /64 still passes`, async () => {
      const at = newSlash64();
      const rs = await Promise.all(
        Array.from({ length: 40 }, () =>
          api(strict.url, path, {
            method: 'POST',
            headers: { 'X-Forwarded-For': at() },
            body: JSON.stringify(body),
          }),
        ),
      );
      const s = rs.map((r) => r.status);
      expect(s.filter((x) => x === 429)).toHaveLength(35);
      const elsewhere = await api(strict.url, path, {
        method: 'POST',
        headers: { 'X-Forwarded-For': newSlash64()() },
        body: JSON.stringify(body),
      });
      expect(elsewhere.status).not.toBe(429);
    });
  }

  it('IPV6_PREFIX=48 counts a whole /48 as one; IPv4 addresses stay apart', async () => {
    const site = `2001:db8:${hex()}`;
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(wide.url, '/auth/v1/recover', {
          method: 'POST',
          headers: { 'X-Forwarded-For': `${site}:${hex()}::${hex()}` },
          body: JSON.stringify({ email: 'nobody@example.com' }),
        }),
      ),
    );
    expect(rs.filter((r) => r.status === 429)).toHaveLength(5);
    const v4 = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(wide.url, '/auth/v1/recover', {
          method: 'POST',
          headers: { 'X-Forwarded-For': `10.9.8.${i + 1}` },
          body: JSON.stringify({ email: 'nobody@example.com' }),
        }),
      ),
    );
    expect(v4.filter((r) => r.status === 429)).toHaveLength(0);
  });
});
