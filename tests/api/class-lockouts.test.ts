import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classToken, newAddress, newClass, roster, signInChild, wrongPairs } from './support/class';
import { api } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 17: lockouts (5 wrong picture tries lock a student for 15 minutes; 20 wrong codes lock an
// address for 10), counted in the database and race-safe; and what ends a child session. Time passes
// only in SQL (the locks are moved back), never by sleeping.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

/** Moves every class lock and failure window `minutes` into the past. */
const timePasses = (minutes: number) =>
  withDatabase(
    server,
    `update mathpop_private.class_login_limits
     set locked_until = locked_until - interval '${minutes} minutes',
         window_start = window_start - interval '${minutes} minutes'`,
  );

const statuses = (rs: Response[]) => rs.map((r) => r.status).sort();

describe('a student’s lock', () => {
  it('5 wrong picture tries lock the student for 15 minutes, right pictures too; classmates go on', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [a, b] = k.students;
    if (!a || !b) throw new Error('no students');
    const wrong = wrongPairs(a.pair);
    for (let i = 0; i < 5; i++) {
      const res = await classToken(
        server.url,
        { code: k.code, student_id: a.id, pictures: wrong[i % 3] },
        newAddress(),
      );
      expect(res.status).toBe(400);
    }
    const right = { code: k.code, student_id: a.id, pictures: a.pair };
    const locked = await classToken(server.url, right, newAddress());
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(expect.objectContaining({ code: 'over_request_rate_limit' }));
    await signInChild(server.url, k, 1);
    await timePasses(14);
    expect((await classToken(server.url, right, newAddress())).status).toBe(429);
    await timePasses(1);
    expect((await classToken(server.url, right, newAddress())).status).toBe(200);
  });

  it('is race-safe: of 100 concurrent wrong tries, exactly 5 are checked', async () => {
    const k = await newClass(server.url, ['Caio']);
    const [a] = k.students;
    if (!a) throw new Error('no student');
    const wrong = wrongPairs(a.pair)[0];
    const rs = await Promise.all(
      Array.from({ length: 100 }, () =>
        classToken(server.url, { code: k.code, student_id: a.id, pictures: wrong }, newAddress()),
      ),
    );
    const s = statuses(rs);
    expect(s.filter((x) => x === 400)).toHaveLength(5);
    expect(s.filter((x) => x === 429)).toHaveLength(95);
  });
});

describe('an address’s lock', () => {
  it('20 wrong codes lock the address for 10 minutes, for the roster and sign-in alike', async () => {
    const k = await newClass(server.url, ['Dani']);
    const address = newAddress();
    const rs = await Promise.all(Array.from({ length: 30 }, () => roster(server.url, 'ZZZZZZ', address)));
    expect(statuses(rs).filter((x) => x === 400)).toHaveLength(20);
    expect(statuses(rs).filter((x) => x === 429)).toHaveLength(10);
    expect((await roster(server.url, k.code, address)).status).toBe(429);
    const s = k.students[0];
    const right = { code: k.code, student_id: s?.id, pictures: s?.pair };
    expect((await classToken(server.url, right, address)).status).toBe(429);
    expect((await roster(server.url, k.code, newAddress())).status).toBe(200);
    await timePasses(9);
    expect((await roster(server.url, k.code, address)).status).toBe(429);
    await timePasses(1);
    expect((await roster(server.url, k.code, address)).status).toBe(200);
    expect((await classToken(server.url, right, address)).status).toBe(200);
  });
});

describe('what ends a child session', () => {
  const refresh = (refresh_token: string) =>
    api(server.url, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token }),
    });
  const mine = async (token: string) =>
    (await api(server.url, '/rest/v1/student_profiles?select=id', { token })).json();

  it('rotating the class code ends refresh, REST and /user at once; the new code works', async () => {
    const k = await newClass(server.url, ['Eva', 'Fabi']);
    const s1 = await signInChild(server.url, k, 0);
    const s2 = await signInChild(server.url, k, 1);
    expect(await mine(s1.access_token)).toEqual([{ id: k.students[0]?.id }]);
    const rotated = await k.sb.rpc('rotate_class_code');
    expect(rotated.error).toBeNull();
    expect(rotated.data).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(rotated.data).not.toBe(k.code);
    for (const s of [s1, s2]) {
      expect((await refresh(s.refresh_token)).status).toBe(400);
      expect(await mine(s.access_token)).toEqual([]);
      const insert = await api(server.url, '/rest/v1/activity_results', {
        method: 'POST',
        token: s.access_token,
        body: JSON.stringify({ kind: 'game', activity_id: 'late' }),
      });
      expect(insert.status).toBe(403);
      expect((await api(server.url, '/auth/v1/user', { token: s.access_token })).status).toBe(403);
    }
    expect((await roster(server.url, k.code, newAddress())).status).toBe(400);
    await signInChild(server.url, { ...k, code: rotated.data as string }, 0);
  });

  it('a new picture password ends the student’s sessions; only the owner may make one', async () => {
    const k = await newClass(server.url, ['Gil']);
    const other = await newClass(server.url, ['Hana']);
    const s = k.students[0];
    if (!s) throw new Error('no student');
    const session = await signInChild(server.url, k, 0);
    const stranger = await other.sb.rpc('new_picture_password', { p_student: s.id });
    expect(stranger.status).toBe(403);
    const fresh = await k.sb.rpc('new_picture_password', { p_student: s.id });
    expect(fresh.error).toBeNull();
    expect(fresh.data).not.toEqual(s.pair);
    expect((await refresh(session.refresh_token)).status).toBe(400);
    const old = await classToken(
      server.url,
      { code: k.code, student_id: s.id, pictures: s.pair },
      newAddress(),
    );
    expect(old.status).toBe(400);
    await signInChild(server.url, { ...k, students: [{ ...s, pair: fresh.data as [number, number] }] }, 0);
  });

  it('deleting the student ends the session', async () => {
    const k = await newClass(server.url, ['Ivo']);
    const session = await signInChild(server.url, k, 0);
    await k.sb.from('student_profiles').delete().eq('id', k.students[0]?.id);
    expect((await refresh(session.refresh_token)).status).toBe(400);
    expect(await mine(session.access_token)).toEqual([]);
  });

  it('a rotated refresh token used after the grace period ends the session (reuse detection)', async () => {
    const k = await newClass(server.url, ['Jo']);
    const first = await signInChild(server.url, k, 0);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const next = ((await second.json()) as { refresh_token: string }).refresh_token;
    await withDatabase(
      server,
      `update mathpop_private.child_refresh_tokens set updated_at = updated_at - interval '1 minute'`,
    );
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual(expect.objectContaining({ code: 'refresh_token_already_used' }));
    expect((await refresh(next)).status).toBe(400);
  });
});
