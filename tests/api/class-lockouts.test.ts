import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classToken, newAddress, newClass, roster, signInChild, wrongPairs } from './support/class';
import { api } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 17, revised by issue 27: wrong pictures delay a student at that address (progressively, from
// the 3rd wrong try); 20 wrong codes lock a device (here: an address without a device id) for 10
// minutes; counted in the database and race-safe; and what ends a child session. Time passes
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

describe('a student’s delay (per address)', () => {
  it('3 wrong tries delay that student at that address; elsewhere and classmates go on; time lifts it', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [a, b] = k.students;
    if (!a || !b) throw new Error('no students');
    const school = newAddress();
    const wrong = wrongPairs(a.pair);
    for (let i = 0; i < 3; i++) {
      const res = await classToken(
        server.url,
        { code: k.code, student_id: a.id, pictures: wrong[i] },
        school,
      );
      expect(res.status).toBe(400);
    }
    const right = { code: k.code, student_id: a.id, pictures: a.pair };
    const delayed = await classToken(server.url, right, school);
    expect(delayed.status).toBe(429);
    expect(await delayed.json()).toEqual(expect.objectContaining({ code: 'over_request_rate_limit' }));
    // The guesser's address is delayed, not the child: at home (another address) the right pictures work.
    expect((await classToken(server.url, right, newAddress())).status).toBe(200);
    await signInChild(server.url, k, 1, school);
    await timePasses(1);
    expect((await classToken(server.url, right, school)).status).toBe(200);
  });

  it('the delays grow: 30 s after the 3rd wrong try, 60 s after the 4th; the teacher sees them', async () => {
    const k = await newClass(server.url, ['Lia']);
    const [a] = k.students;
    if (!a) throw new Error('no student');
    const school = newAddress();
    const wrong = { code: k.code, student_id: a.id, pictures: wrongPairs(a.pair)[1] };
    for (let i = 0; i < 3; i++) expect((await classToken(server.url, wrong, school)).status).toBe(400);
    const seconds = async () => {
      const locks = await k.sb.rpc('class_sign_in_locks');
      expect(locks.error).toBeNull();
      const row = (locks.data as { student_profile_id: string; locked_until: string }[])[0];
      expect(row?.student_profile_id).toBe(a.id);
      return (new Date(row?.locked_until ?? 0).getTime() - Date.now()) / 1000;
    };
    expect(await seconds()).toBeGreaterThan(20);
    expect(await seconds()).toBeLessThanOrEqual(31);
    await timePasses(1);
    expect((await classToken(server.url, wrong, school)).status).toBe(400);
    expect(await seconds()).toBeGreaterThan(50);
    expect(await seconds()).toBeLessThanOrEqual(61);
  });

  it('is race-safe: of 100 concurrent wrong tries from one address, exactly 3 are checked', async () => {
    const k = await newClass(server.url, ['Caio']);
    const [a] = k.students;
    if (!a) throw new Error('no student');
    const wrong = wrongPairs(a.pair)[0];
    const school = newAddress();
    const rs = await Promise.all(
      Array.from({ length: 100 }, () =>
        classToken(server.url, { code: k.code, student_id: a.id, pictures: wrong }, school),
      ),
    );
    const s = statuses(rs);
    expect(s.filter((x) => x === 400)).toHaveLength(3);
    expect(s.filter((x) => x === 429)).toHaveLength(97);
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
