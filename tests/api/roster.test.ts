import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, type TestClass } from './support/class';
import { newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 24 §1: the roster in one step. add_students() makes a whole list in one transaction (all or
// none), and every child of a class has a picture pair no other child of that class has.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const names = (n: number, prefix = 'Kid') =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}` }));

async function count(k: TestClass) {
  const r = await k.sb.from('student_profiles').select('id', { count: 'exact', head: true });
  return r.count;
}

async function pairsOf(k: TestClass) {
  const r = await k.sb.from('student_picture_passwords').select('pair');
  if (r.error) throw r.error;
  return (r.data as { pair: number[] }[]).map((p) => p.pair.join('+'));
}

describe('add_students', () => {
  it('makes 25 good lines into 25 students, in order, each with its own pair', async () => {
    const k = await newClass(server.url, []);
    const list = names(25).map((s, i) => ({
      ...s,
      grade: i % 2 ? '3rd grade' : undefined,
      avatar_url: 'avatar:fox',
    }));
    const made = await k.sb.rpc('add_students', { p_students: list });
    expect(made.error).toBeNull();
    expect((made.data as { student_name: string }[]).map((s) => s.student_name)).toEqual(
      list.map((s) => s.name),
    );
    expect(await count(k)).toBe(25);
    const pairs = await pairsOf(k);
    expect(pairs).toHaveLength(25);
    expect(new Set(pairs).size).toBe(25);
  });

  it('makes none when one line is bad: empty, too long, a duplicate, or over the plan’s 25', async () => {
    const k = await newClass(server.url, ['Ana']);
    const bad = [
      [...names(10), { name: '  ' }],
      [...names(10), { name: 'x'.repeat(41) }],
      [...names(10), { name: 'kid 3' }],
      [...names(10), { name: 'ana' }],
      names(25),
      [...names(3), { name: 'Bea', avatar_url: 'https://example.com/x.png' }],
    ];
    for (const list of bad) {
      const r = await k.sb.rpc('add_students', { p_students: list });
      expect(r.error, JSON.stringify(list.at(-1))).not.toBeNull();
      expect(await count(k)).toBe(1);
    }
    const over = await k.sb.rpc('add_students', { p_students: names(25) });
    expect(over.error?.message).toBe('plan_limit_teachers');
    // 24 more fit exactly.
    expect((await k.sb.rpc('add_students', { p_students: names(24) })).error).toBeNull();
    expect(await count(k)).toBe(25);
  });

  it('keeps the parents plan’s limit and refuses anonymous callers', async () => {
    const p = await newUser(server.url, 'Parent Pat');
    const r = await p.sb.rpc('add_students', { p_students: names(2) });
    expect(r.error?.message).toBe('plan_limit_parents');
    expect((await p.sb.from('student_profiles').select('id')).data).toEqual([]);
    const anon = await fetch(`${server.url}/rest/v1/rpc/add_students`, {
      method: 'POST',
      headers: { apikey: 'sb_publishable_mathpop_local_2f7c1d9e4b', 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_students: names(1) }),
    });
    expect(anon.status).toBe(401);
  });
});

describe('picture pairs are unique within a class', () => {
  it('for one-by-one adds and for many “New picture password”s, also at the same time', async () => {
    const k = await newClass(
      server.url,
      names(12).map((s) => s.name),
    );
    const ids = k.students.map((s) => s.id);
    for (let round = 0; round < 3; round += 1) {
      const renewed = await Promise.all(ids.map((id) => k.sb.rpc('new_picture_password', { p_student: id })));
      for (const r of renewed) expect(r.error).toBeNull();
      const pairs = await pairsOf(k);
      expect(new Set(pairs).size).toBe(12);
    }
    // Another class may use the same pairs: uniqueness is per class.
    const other = await newClass(server.url, ['Zed']);
    expect(await pairsOf(other)).toHaveLength(1);
  });

  it('is guarded by a unique index in the database', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [a, b] = k.students;
    await expect(
      queryDatabase(
        server,
        `update public.student_picture_passwords set pair = '{${a?.pair.join(',')}}' where student_profile_id = '${b?.id}'`,
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
