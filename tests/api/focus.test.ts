import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild, type TestClass } from './support/class';
import { api, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 24 §2: the week's focus. The owner sets and reads it for the class or one child (a child's
// own wins); nobody else can; a child session reads its own focus and nothing else.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
let k: TestClass;
let other: TestClass;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  k = await newClass(server.url, ['Ana', 'Bruno', 'Caio']);
  other = await newClass(server.url, ['Zed']);
});
afterAll(() => server?.stop());

const sid = (c: TestClass, i: number) => c.students[i]?.id ?? '';

/** POST /rest/v1/rpc/<name> with a raw token. */
const rpc = (name: string, body: unknown, token: string) =>
  api(server.url, `/rest/v1/rpc/${name}`, { method: 'POST', token, body: JSON.stringify(body) });

describe('the week’s focus', () => {
  it('the owner sets the class’s focus and one child’s; a child’s own wins', async () => {
    expect((await k.sb.rpc('focus', { p_student: sid(k, 0) })).data).toBeNull();
    expect((await k.sb.rpc('set_focus', { p_tables: [4, 3], p_division: true })).error).toBeNull();
    expect(
      (await k.sb.rpc('set_focus', { p_tables: [7], p_division: false, p_student: sid(k, 1) })).error,
    ).toBeNull();
    expect((await k.sb.rpc('focus', { p_student: sid(k, 0) })).data).toEqual({
      tables: [4, 3],
      division: true,
      scope: 'class',
    });
    expect((await k.sb.rpc('focus', { p_student: sid(k, 1) })).data).toEqual({
      tables: [7],
      division: false,
      scope: 'student',
    });
    // Setting again replaces; clearing the child's own falls back to the class's.
    expect((await k.sb.rpc('set_focus', { p_tables: [3], p_division: false })).error).toBeNull();
    expect(
      (await k.sb.rpc('set_focus', { p_tables: [], p_division: false, p_student: sid(k, 1) })).error,
    ).toBeNull();
    expect((await k.sb.rpc('focus', { p_student: sid(k, 1) })).data).toEqual({
      tables: [3],
      division: false,
      scope: 'class',
    });
    const rows = await k.sb.from('focus_tables').select('student_profile_id, tables');
    expect(rows.data).toEqual([{ student_profile_id: null, tables: [3] }]);
  });

  it('refuses a bad list of tables with a 400', async () => {
    for (const tables of [[0], [11], [3, 3], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]]) {
      const res = await rpc('set_focus', { p_tables: tables, p_division: false }, k.session.access_token);
      expect(res.status, JSON.stringify(tables)).toBe(400);
    }
    expect((await k.sb.rpc('focus', { p_student: sid(k, 0) })).data).toMatchObject({ tables: [3] });
  });

  it('another account can neither read nor set it, nor aim at another’s child', async () => {
    expect((await other.sb.rpc('focus', { p_student: sid(k, 0) })).data).toBeNull();
    const stranger = await newUser(server.url, 'Stranger');
    expect((await stranger.sb.rpc('focus', { p_student: sid(k, 0) })).data).toBeNull();
    expect((await stranger.sb.from('focus_tables').select('*')).data).toEqual([]);
    const aimed = await other.sb.rpc('set_focus', { p_tables: [9], p_division: false, p_student: sid(k, 0) });
    expect(aimed.error?.code).toBe('42501');
    const patch = await other.sb
      .from('focus_tables')
      .update({ tables: [9] })
      .eq('user_id', k.user.id)
      .select();
    expect(patch.data ?? []).toEqual([]);
    expect((await k.sb.rpc('focus', { p_student: sid(k, 0) })).data).toMatchObject({ tables: [3] });
    // Without a token: refused.
    const anon = await api(server.url, '/rest/v1/rpc/focus', {
      method: 'POST',
      body: JSON.stringify({ p_student: sid(k, 0) }),
    });
    expect(anon.status).toBe(401);
  });

  it('a child session reads its own focus (its own, else its class’s) and nothing else', async () => {
    expect(
      (await k.sb.rpc('set_focus', { p_tables: [6, 8], p_division: true, p_student: sid(k, 2) })).error,
    ).toBeNull();
    const ana = (await signInChild(server.url, k, 0)).access_token;
    const caio = (await signInChild(server.url, k, 2)).access_token;
    const read = async (student: string, token: string) => {
      const res = await rpc('focus', { p_student: student }, token);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await read(sid(k, 0), ana)).toEqual({ tables: [3], division: false, scope: 'class' });
    expect(await read(sid(k, 2), caio)).toEqual({ tables: [6, 8], division: true, scope: 'student' });
    // Another child's, even in the same class, and another class's: nothing.
    expect(await read(sid(k, 2), ana)).toBeNull();
    expect(await read(sid(other, 0), ana)).toBeNull();
    // No table access and no writes.
    const table = await api(server.url, '/rest/v1/focus_tables?select=*', { token: ana });
    expect(table.status).toBe(403);
    const set = await rpc('set_focus', { p_tables: [2], p_division: false }, ana);
    expect(set.status).toBe(403);
    expect((await k.sb.rpc('focus', { p_student: sid(k, 0) })).data).toMatchObject({ tables: [3] });
  });

  it('goes with the child: deleting the child deletes their focus', async () => {
    expect((await k.sb.from('student_profiles').delete().eq('id', sid(k, 2))).error).toBeNull();
    const rows = await k.sb.from('focus_tables').select('student_profile_id');
    expect(rows.data).toEqual([{ student_profile_id: null }]);
  });
});
