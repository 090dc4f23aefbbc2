import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classToken, newAddress, newClass, roster, signInChild, wrongPairs } from './support/class';
import { api } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 27, point 5 (class sign-in can be guessed or used to lock a class out) and point 2 (a
// class-code rotation races sign-ins). PGlite and PostgreSQL alike.
vi.setConfig({ testTimeout: 180_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

const statuses = (rs: Response[]) => rs.map((r) => r.status).sort();

/** A roster call from `address` as the device `device`. */
const rosterFrom = (code: string, address: string, device: string) =>
  api(server.url, '/auth/v1/class/roster', {
    method: 'POST',
    headers: { 'X-Forwarded-For': address },
    body: JSON.stringify({ code, device }),
  });

describe('wrong codes are counted per device', () => {
  it('20 wrong codes lock that device, not the right code from another device at the address', async () => {
    const k = await newClass(server.url, ['Ana']);
    const school = newAddress();
    const rs = await Promise.all(
      Array.from({ length: 25 }, () => rosterFrom('ZZZZZZ', school, 'tablet-one')),
    );
    expect(statuses(rs).filter((x) => x === 400)).toHaveLength(20);
    expect(statuses(rs).filter((x) => x === 429)).toHaveLength(5);
    expect((await rosterFrom(k.code, school, 'tablet-one')).status).toBe(429);
    expect((await rosterFrom(k.code, school, 'tablet-two')).status).toBe(200);
    const s = k.students[0];
    const token = await api(server.url, '/auth/v1/class/token', {
      method: 'POST',
      headers: { 'X-Forwarded-For': school },
      body: JSON.stringify({ code: k.code, student_id: s?.id, pictures: s?.pair, device: 'tablet-two' }),
    });
    expect(token.status).toBe(200);
  });
});

describe('wrong pictures are capped per class and address', () => {
  it('30 wrong pictures across a class lock the class at that address; the teacher sees it and unlocks', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `Kid${i}`);
    const k = await newClass(server.url, names);
    const school = newAddress();
    let refused = 0;
    // 3 wrong tries for each of 10 students (each student's own delay starts after its 3rd).
    for (const s of k.students.slice(0, 10)) {
      for (const p of wrongPairs(s.pair)) {
        const r = await classToken(server.url, { code: k.code, student_id: s.id, pictures: p }, school);
        if (r.status === 400) refused++;
      }
    }
    expect(refused).toBe(30);
    const last = k.students[10];
    if (!last) throw new Error('no student');
    const right = { code: k.code, student_id: last.id, pictures: last.pair };
    expect((await classToken(server.url, right, school)).status).toBe(429);
    expect((await classToken(server.url, right, newAddress())).status).toBe(200);
    const locks = await k.sb.rpc('class_sign_in_locks');
    expect(locks.error).toBeNull();
    const locked = new Set((locks.data as { student_profile_id: string }[]).map((l) => l.student_profile_id));
    expect(locked.has(last.id)).toBe(true);
    // Another teacher can neither see nor lift it.
    const other = await newClass(server.url, ['Zed']);
    expect(((await other.sb.rpc('class_sign_in_locks')).data as unknown[]).length).toBe(0);
    expect((await other.sb.rpc('unlock_student_sign_in', { p_student: last.id })).status).toBe(403);
    const unlock = await k.sb.rpc('unlock_student_sign_in', { p_student: last.id });
    expect(unlock.error).toBeNull();
    expect((await classToken(server.url, right, school)).status).toBe(200);
    const first = k.students[0];
    if (!first) throw new Error('no student');
    expect((await k.sb.rpc('unlock_student_sign_in', { p_student: first.id })).error).toBeNull();
    expect(
      (await classToken(server.url, { code: k.code, student_id: first.id, pictures: first.pair }, school))
        .status,
    ).toBe(200);
  });
});

describe('a class-code rotation and sign-ins', () => {
  it('after a rotation returns, no session made with the old code is alive (60 concurrent sign-ins)', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Pupil${i}`);
    const k = await newClass(server.url, names);
    const attempts = Array.from({ length: 60 }, (_, i) => {
      const s = k.students[i % k.students.length];
      return classToken(server.url, { code: k.code, student_id: s?.id, pictures: s?.pair }, newAddress());
    });
    await new Promise((r) => setTimeout(r, 15));
    const rotated = await k.sb.rpc('rotate_class_code');
    expect(rotated.error).toBeNull();
    const results = await Promise.all(attempts);
    const sessions = await Promise.all(
      results.filter((r) => r.status === 200).map((r) => r.json() as Promise<{ access_token: string }>),
    );
    const alive = await Promise.all(
      sessions.map(async (s) => (await api(server.url, '/auth/v1/user', { token: s.access_token })).status),
    );
    expect(alive.filter((x) => x === 200)).toEqual([]);
    for (const r of results) expect([200, 400]).toContain(r.status);
    expect((await roster(server.url, k.code, newAddress())).status).toBe(400);
  });
});

describe('a school behind one address', () => {
  let school: TestServer;
  beforeAll(async () => {
    // The production budgets (test mode would multiply them by 1000).
    school = await startTestServer({
      TRUST_PROXY: '1',
      RATE_LIMIT_TOKEN: '150/300',
      RATE_LIMIT_CLASS: '600/300',
    });
  });
  afterAll(() => school?.stop());

  it('80 children sign in from one address, and the teacher’s refresh from there still works', async () => {
    const address = newAddress();
    const classes = [];
    for (let c = 0; c < 4; c++) {
      classes.push(
        await newClass(
          school.url,
          Array.from({ length: 20 }, (_, i) => `C${c}Kid${i}`),
        ),
      );
    }
    let ok = 0;
    for (const k of classes) {
      for (const s of k.students) {
        expect((await roster(school.url, k.code, address)).status).toBe(200);
        await signInChild(school.url, k, k.students.indexOf(s), address);
        ok++;
      }
    }
    expect(ok).toBe(80);
    const teacher = classes[0];
    if (!teacher) throw new Error('no class');
    const refresh = await api(school.url, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address },
      body: JSON.stringify({ refresh_token: teacher.session.refresh_token }),
    });
    expect(refresh.status).toBe(200);
  });
});
