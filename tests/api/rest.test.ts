import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, publishableKey, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Every table call of spec §7 through supabase-js, plus the PostgREST behaviours the app relies on.
let server: TestServer;
let parent: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  parent = await newUser(server.url, 'Ada Lovelace');
});
afterAll(() => server?.stop());

describe('profiles', () => {
  it('is created on sign-up with the full name and the parents plan (read plan)', async () => {
    const { data, error } = await parent.sb
      .from('profiles')
      .select('subscription_plan')
      .eq('user_id', parent.user.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ subscription_plan: 'parents' });
  });

  it('reads the whole profile', async () => {
    const { data, error } = await parent.sb
      .from('profiles')
      .select('*')
      .eq('user_id', parent.user.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: parent.user.id,
      full_name: 'Ada Lovelace',
      grade: null,
      favorite_subject: null,
      subscription_plan: 'parents',
    });
    expect(typeof data?.created_at).toBe('string');
  });

  it('updates full_name, grade and favorite_subject', async () => {
    const { error } = await parent.sb
      .from('profiles')
      .update({ full_name: 'Ada King', grade: '3', favorite_subject: 'Division' })
      .eq('user_id', parent.user.id);
    expect(error).toBeNull();
    const { data } = await parent.sb
      .from('profiles')
      .select('full_name, grade, favorite_subject')
      .eq('user_id', parent.user.id)
      .single();
    expect(data).toEqual({ full_name: 'Ada King', grade: '3', favorite_subject: 'Division' });
  });

  it('refuses a plan outside parents/teachers', async () => {
    const { error, status } = await parent.sb
      .from('profiles')
      .update({ subscription_plan: 'gold' })
      .eq('user_id', parent.user.id);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });
});

describe('student profiles and the plan limit', () => {
  it('adds, lists, edits and deletes on the parents plan, and refuses a second one', async () => {
    const added = await parent.sb
      .from('student_profiles')
      .insert({ user_id: parent.user.id, student_name: 'Mia', student_grade: '2' })
      .select()
      .single();
    expect(added.error).toBeNull();
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      user_id: parent.user.id,
      student_name: 'Mia',
      student_grade: '2',
      avatar_url: null,
    });

    const second = await parent.sb
      .from('student_profiles')
      .insert({ user_id: parent.user.id, student_name: 'Leo', student_grade: null })
      .select()
      .single();
    expect(second.status).toBe(400);
    expect(second.error).toMatchObject({ code: 'P0001', message: 'plan_limit_parents' });

    const edited = await parent.sb
      .from('student_profiles')
      .update({ student_name: 'Mia Rose', student_grade: '3' })
      .eq('id', added.data?.id);
    expect(edited.error).toBeNull();
    expect(edited.status).toBe(204);

    const list = await parent.sb
      .from('student_profiles')
      .select('*')
      .eq('user_id', parent.user.id)
      .order('created_at', { ascending: true });
    expect(list.error).toBeNull();
    expect(list.data?.map((s) => [s.student_name, s.student_grade])).toEqual([['Mia Rose', '3']]);

    const deleted = await parent.sb.from('student_profiles').delete().eq('id', added.data?.id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    const after = await parent.sb.from('student_profiles').select('*').eq('user_id', parent.user.id);
    expect(after.data).toEqual([]);
  });

  it('refuses a blank (after trimming) student name', async () => {
    const { error, status } = await parent.sb
      .from('student_profiles')
      .insert({ user_id: parent.user.id, student_name: '   ' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('allows 25 on the teachers plan (switched by updating the plan) and refuses the 26th', async () => {
    const teacher = await newUser(server.url, 'Teacher T');
    const plan = await teacher.sb
      .from('profiles')
      .update({ subscription_plan: 'teachers' })
      .eq('user_id', teacher.user.id);
    expect(plan.error).toBeNull();
    for (let i = 1; i <= 25; i++) {
      const { error } = await teacher.sb
        .from('student_profiles')
        .insert({ user_id: teacher.user.id, student_name: `Kid ${i}` });
      expect(error).toBeNull();
    }
    const extra = await teacher.sb
      .from('student_profiles')
      .insert({ user_id: teacher.user.id, student_name: 'Kid 26' })
      .select()
      .single();
    expect(extra.status).toBe(400);
    expect(extra.error).toMatchObject({ code: 'P0001', message: 'plan_limit_teachers' });
    const list = await teacher.sb
      .from('student_profiles')
      .select('student_name')
      .eq('user_id', teacher.user.id)
      .order('created_at', { ascending: true });
    expect(list.data).toHaveLength(25);
    expect(list.data?.[0]?.student_name).toBe('Kid 1');
    expect(list.data?.[24]?.student_name).toBe('Kid 25');
  });

  it('keeps existing students when a teacher switches back to parents, but blocks new ones', async () => {
    const t = await newUser(server.url);
    await t.sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', t.user.id);
    await t.sb.from('student_profiles').insert([
      { user_id: t.user.id, student_name: 'A' },
      { user_id: t.user.id, student_name: 'B' },
    ]);
    await t.sb.from('profiles').update({ subscription_plan: 'parents' }).eq('user_id', t.user.id);
    const list = await t.sb.from('student_profiles').select('student_name').order('student_name');
    expect(list.data).toEqual([{ student_name: 'A' }, { student_name: 'B' }]);
    const more = await t.sb.from('student_profiles').insert({ user_id: t.user.id, student_name: 'C' });
    expect(more.error?.message).toBe('plan_limit_parents');
  });
});

describe('activity results', () => {
  it('records, reads, updates and deletes results, cascading with the student', async () => {
    const u = await newUser(server.url);
    const student = await u.sb
      .from('student_profiles')
      .insert({ user_id: u.user.id, student_name: 'Zoe' })
      .select()
      .single();
    const rows = [
      {
        user_id: u.user.id,
        student_profile_id: student.data?.id,
        kind: 'lesson',
        activity_id: 'multiplication1',
        is_correct: true,
        attempts: 1,
        stars: 3,
      },
      {
        user_id: u.user.id,
        student_profile_id: student.data?.id,
        kind: 'game',
        activity_id: 'secret-vault',
        is_correct: true,
        attempts: 2,
        stars: 5,
      },
      {
        user_id: u.user.id,
        student_profile_id: null,
        kind: 'lesson',
        activity_id: 'division1',
        is_correct: false,
        attempts: 1,
        stars: 0,
      },
    ];
    const ins = await u.sb.from('activity_results').insert(rows).select();
    expect(ins.error).toBeNull();
    expect(ins.data).toHaveLength(3);

    const upd = await u.sb
      .from('activity_results')
      .update({ is_correct: true, attempts: 2 })
      .eq('activity_id', 'division1')
      .select()
      .single();
    expect(upd.error).toBeNull();
    expect(upd.data).toMatchObject({ is_correct: true, attempts: 2 });

    const lessons = await u.sb
      .from('activity_results')
      .select('activity_id, stars')
      .eq('kind', 'lesson')
      .order('activity_id');
    expect(lessons.data).toEqual([
      { activity_id: 'division1', stars: 0 },
      { activity_id: 'multiplication1', stars: 3 },
    ]);

    const bad = await u.sb
      .from('activity_results')
      .insert({ user_id: u.user.id, kind: 'quiz', activity_id: 'x' });
    expect(bad.error?.code).toBe('23514');
    // A whole game's stars (Star Treasure Hunt: 4 planets × 5) fit; nonsense does not.
    const game = await u.sb
      .from('activity_results')
      .insert({ user_id: u.user.id, kind: 'game', activity_id: 'star-treasure-hunt', stars: 20 });
    expect(game.error).toBeNull();
    const tooMany = await u.sb
      .from('activity_results')
      .insert({ user_id: u.user.id, kind: 'game', activity_id: 'x', stars: 101 });
    expect(tooMany.error?.code).toBe('23514');
    await u.sb.from('activity_results').delete().eq('activity_id', 'star-treasure-hunt');

    await u.sb.from('student_profiles').delete().eq('id', student.data?.id);
    const left = await u.sb.from('activity_results').select('activity_id');
    expect(left.data).toEqual([{ activity_id: 'division1' }]);

    const del = await u.sb.from('activity_results').delete().eq('activity_id', 'division1').select();
    expect(del.data).toHaveLength(1);
  });
});

describe('PostgREST behaviours', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await newUser(server.url);
    await u.sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', u.user.id);
    const kids = ['Ann', 'Bob', 'Cat', 'Dan', "O'Neil"].map((n, i) => ({
      user_id: u.user.id,
      student_name: n,
      student_grade: i % 2 ? String(i) : null,
    }));
    const { error } = await u.sb.from('student_profiles').insert(kids);
    expect(error).toBeNull();
  });

  it('filters with eq, neq, gt/gte/lt/lte, like, ilike, is, in and not', async () => {
    const names = async (q: PromiseLike<{ data: { student_name: string }[] | null }>) =>
      (await q).data?.map((r) => r.student_name);
    const t = () => u.sb.from('student_profiles').select('student_name').order('student_name');
    expect(await names(t().eq('student_name', "O'Neil"))).toEqual(["O'Neil"]);
    expect(await names(t().neq('student_name', 'Ann').lt('student_name', 'Dan'))).toEqual(['Bob', 'Cat']);
    expect(await names(t().gte('student_name', 'Cat').lte('student_name', 'Dan'))).toEqual(['Cat', 'Dan']);
    expect(await names(t().gt('student_name', 'Dan'))).toEqual(["O'Neil"]);
    expect(await names(t().like('student_name', '%a%'))).toEqual(['Cat', 'Dan']);
    expect(await names(t().ilike('student_name', 'a%'))).toEqual(['Ann']);
    expect(await names(t().is('student_grade', null))).toEqual(['Ann', 'Cat', "O'Neil"]);
    expect(await names(t().in('student_name', ['Ann', 'Dan', 'Nobody']))).toEqual(['Ann', 'Dan']);
    expect(await names(t().not('student_grade', 'is', null))).toEqual(['Bob', 'Dan']);
    expect(await names(t().or('student_name.eq.Ann,student_name.eq.Bob'))).toEqual(['Ann', 'Bob']);
  });

  it('orders, pages and counts', async () => {
    const page = await u.sb
      .from('student_profiles')
      .select('student_name', { count: 'exact' })
      .order('student_name', { ascending: false })
      .range(1, 2);
    expect(page.data).toEqual([{ student_name: 'Dan' }, { student_name: 'Cat' }]);
    expect(page.count).toBe(5);
    const head = await u.sb.from('student_profiles').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(5);
    expect(head.data).toBeNull();
  });

  it('answers 406 PGRST116 for single() on zero or many rows, and maybeSingle() with null', async () => {
    const none = await u.sb.from('student_profiles').select('*').eq('student_name', 'Nobody').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await u.sb.from('student_profiles').select('*').single();
    expect(many.error?.code).toBe('PGRST116');
    const maybe = await u.sb.from('student_profiles').select('*').eq('student_name', 'Nobody').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('rolls back a write whose single-object answer fails', async () => {
    const res = await u.sb
      .from('student_profiles')
      .update({ student_grade: '9' })
      .neq('student_name', 'x')
      .select()
      .single();
    expect(res.status).toBe(406);
    const nines = await u.sb.from('student_profiles').select('id').eq('student_grade', '9');
    expect(nines.data).toEqual([]);
  });

  it('aliases and casts selected columns', async () => {
    const { data } = await u.sb
      .from('student_profiles')
      .select('name:student_name, created:created_at::text')
      .eq('student_name', 'Ann')
      .single();
    expect(data?.name).toBe('Ann');
    expect(typeof data?.created).toBe('string');
  });

  it('gives PostgREST errors for unknown tables, columns, operators and bad values (never 500)', async () => {
    const table = await u.sb.from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await u.sb.from('student_profiles').select('secret');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column student_profiles.secret does not exist',
    });
    const filterCol = await u.sb.from('student_profiles').select('*').eq('nope', 1);
    expect(filterCol.error?.code).toBe('42703');
    const badUuid = await u.sb.from('student_profiles').select('*').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
    const op = await api(server.url, '/rest/v1/student_profiles?student_name=zz.1', {
      token: u.session.access_token,
    });
    expect(op.status).toBe(400);
    expect((await op.json()).code).toBe('PGRST100');
    const badJson = await api(server.url, '/rest/v1/student_profiles', {
      method: 'POST',
      body: '{nope',
      token: u.session.access_token,
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).code).toBe('PGRST102');
    const profile = await api(server.url, '/rest/v1/student_profiles', {
      headers: { 'Accept-Profile': 'auth' },
      token: u.session.access_token,
    });
    expect(profile.status).toBe(406);
    const cast = await api(server.url, '/rest/v1/student_profiles?select=id::text%20from%20pg_authid', {
      token: u.session.access_token,
    });
    // Whitespace is dropped from select (as PostgREST does): the cast is one type name, not allowed.
    expect(cast.status).toBe(400);
    expect((await cast.json()).code).toBe('PGRST100');
    const castInjection = await api(server.url, '/rest/v1/student_profiles?select=id::text);drop', {
      token: u.session.access_token,
    });
    expect(castInjection.status).toBe(400);
    expect((await castInjection.json()).code).toBe('PGRST100');
    // A 2 MB body is refused with 413 (on its own connection: the server closes it early).
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/rest/v1/student_profiles`, {
        method: 'POST',
        agent: false,
        headers: {
          apikey: publishableKey,
          Authorization: `Bearer ${u.session.access_token}`,
          'Content-Type': 'application/json',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ user_id: u.user.id, student_name: 'x'.repeat(2 * 1024 * 1024) }));
    });
    expect(status).toBe(413);
  });

  it('returns nothing for return=minimal and Content-Range on reads', async () => {
    const r = await api(
      server.url,
      '/rest/v1/student_profiles?select=student_name&order=student_name.asc&limit=2',
      { token: u.session.access_token },
    );
    expect(r.headers.get('content-range')).toBe('0-1/*');
    const ins = await api(server.url, '/rest/v1/activity_results', {
      method: 'POST',
      token: u.session.access_token,
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify({ user_id: u.user.id, kind: 'game', activity_id: 'soccer-teams' }),
    });
    expect(ins.status).toBe(201);
    expect(await ins.text()).toBe('');
  });

  it('upserts on a conflict target (merge-duplicates), within RLS', async () => {
    const up = await u.sb
      .from('profiles')
      .upsert({ user_id: u.user.id, favorite_subject: 'Factors' }, { onConflict: 'user_id' })
      .select('user_id, favorite_subject, subscription_plan')
      .single();
    expect(up.error).toBeNull();
    expect(up.data).toEqual({
      user_id: u.user.id,
      favorite_subject: 'Factors',
      subscription_plan: 'teachers',
    });
    const other = await newUser(server.url);
    const foreign = await other.sb
      .from('profiles')
      .upsert({ user_id: u.user.id, favorite_subject: 'Hacked' }, { onConflict: 'user_id' });
    expect(foreign.status).toBe(403);
    const still = await u.sb.from('profiles').select('favorite_subject').eq('user_id', u.user.id).single();
    expect(still.data?.favorite_subject).toBe('Factors');
  });

  it('upserts on the primary key when no on_conflict is given, as PostgREST does', async () => {
    const up = await u.sb
      .from('profiles')
      .upsert({ user_id: u.user.id, favorite_subject: 'Primes' })
      .select('favorite_subject')
      .single();
    expect(up.error).toBeNull();
    expect(up.data).toEqual({ favorite_subject: 'Primes' });
    const back = await u.sb
      .from('profiles')
      .upsert({ user_id: u.user.id, favorite_subject: 'Factors' })
      .select('favorite_subject')
      .single();
    expect(back.data).toEqual({ favorite_subject: 'Factors' });
  });

  it('keeps quotes and SQL in values as data', async () => {
    const evil = "x'); delete from public.student_profiles; --";
    const ins = await u.sb
      .from('student_profiles')
      .insert({ user_id: u.user.id, student_name: evil })
      .select()
      .single();
    expect(ins.data?.student_name).toBe(evil);
    const found = await u.sb.from('student_profiles').select('student_name').eq('student_name', evil);
    expect(found.data).toEqual([{ student_name: evil }]);
    const count = await u.sb.from('student_profiles').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(6);
  });
});
