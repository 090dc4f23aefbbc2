import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild } from './support/class';
import { api, client, goodPassword, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 35 #8 and #9: names hold no control or direction characters anywhere in the database, a
// roster line must be a string, and two identical pastes at once make the list once.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const bad = [
  'Ana\u202Egnp.exe',
  'Bo\u0007\u001b[31mRed',
  'Lu\u2067cas',
  'Zed\u200F',
  'Tab\tName',
  'Nel\u0085',
];

describe('plain names (finding 8)', () => {
  it('a student name with control or direction characters is refused, one by one or pasted', async () => {
    const u = await newClass(server.url, []);
    for (const student_name of bad) {
      const one = await u.sb.from('student_profiles').insert({ user_id: u.user.id, student_name });
      expect(one.error?.code).toBe('23514');
      const paste = await u.sb.rpc('add_students', {
        p_students: [{ name: 'Fine' }, { name: student_name }],
      });
      expect(paste.error?.code).toBe('22023');
      expect(paste.error?.details).toContain('Line 2');
    }
    for (const name of [42, null, ['Ana'], { first: 'Ana' }, true]) {
      const paste = await u.sb.rpc('add_students', { p_students: [{ name }] });
      expect(paste.error?.code).toBe('22023');
    }
    const kids = await u.sb.from('student_profiles').select('student_name');
    expect(kids.data).toEqual([]);
    // Formula-looking and accented names are names: kept (the CSV escapes them).
    const ok = await u.sb.rpc('add_students', {
      p_students: [{ name: '=HYPERLINK("x")' }, { name: 'José' }, { name: 'Zoë-Ann O’Neil' }],
    });
    expect(ok.error).toBeNull();
    const made = await u.sb.from('student_profiles').select('id').limit(1).single();
    const renamed = await u.sb
      .from('student_profiles')
      .update({ student_name: 'Mia\u202E' })
      .eq('id', made.data?.id ?? '');
    expect(renamed.error?.code).toBe('23514');
  });

  it('a grown-up’s full name: refused on update, made plain on sign-up', async () => {
    const u = await newUser(server.url);
    for (const full_name of bad) {
      const res = await u.sb.from('profiles').update({ full_name }).eq('user_id', u.user.id);
      expect(res.error?.code).toBe('23514');
    }
    const sb = client(server.url);
    const email = newEmail();
    const signUp = await sb.auth.signUp({
      email,
      password: goodPassword,
      options: { data: { full_name: 'Eve\u202E\u0007 Evil' } },
    });
    expect(signUp.error).toBeNull();
    const me = await sb.from('profiles').select('full_name').single();
    expect(me.data?.full_name).toBe('Eve Evil');
  });

  it('a child’s token cannot add or rename students; no token cannot either', async () => {
    const k = await newClass(server.url, ['Ana']);
    const child = await signInChild(server.url, k, 0);
    const add = await api(server.url, '/rest/v1/rpc/add_students', {
      method: 'POST',
      token: child.access_token,
      body: JSON.stringify({ p_students: [{ name: 'Sneaky' }] }),
    });
    expect(add.status).toBeGreaterThanOrEqual(400);
    const anon = await api(server.url, '/rest/v1/rpc/add_students', {
      method: 'POST',
      body: JSON.stringify({ p_students: [{ name: 'Sneaky' }] }),
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    // Over the RPC body cap (the server may close the connection: not one to keep alive).
    const huge = await api(server.url, '/rest/v1/rpc/add_students', {
      method: 'POST',
      headers: { Connection: 'close' },
      token: k.session.access_token,
      body: JSON.stringify({ p_students: [{ name: `A${'\u202E'.repeat(200_000)}` }] }),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});

describe('one paste, made once (finding 9)', () => {
  it('the same list pasted 2 and 10 times at once makes each name once', async () => {
    for (const times of [2, 10]) {
      const k = await newClass(server.url, []);
      const list = Array.from({ length: 8 }, (_, i) => ({ name: `Kid${i} ${times}` }));
      const rs = await Promise.all(
        Array.from({ length: times }, () => k.sb.rpc('add_students', { p_students: list })),
      );
      expect(rs.filter((r) => r.error === null)).toHaveLength(1);
      for (const r of rs.filter((x) => x.error)) expect(r.error?.code).toBe('22023');
      const kids = await k.sb.from('student_profiles').select('student_name');
      expect(kids.data).toHaveLength(8);
    }
    expect(server.output()).not.toMatch(/unexpected|panic|exited/i);
  });
});
