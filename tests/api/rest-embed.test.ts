import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClass, signInChild } from './support/class';
import { api, client, newUser } from './support/client';
import { createEmbedSchema } from './support/embed-schema';
import { startTestServer, type TestServer } from './support/server';

// Resource embedding as PostgREST documents it (docs: "Resource Embedding", "Embedding
// disambiguation", "Spread embedded resource"; spec: EmbedDisambiguationSpec, EmbedInnerJoinSpec,
// SpreadQueriesSpec). Each expectation is PostgREST's answer for the same tables and data.
let server: TestServer;
let sb: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  await createEmbedSchema(server);
  sb = client(server.url);
});
afterAll(() => server?.stop());

const get = async (path: string) => {
  const res = await api(server.url, `/rest/v1/${path}`);
  return { status: res.status, body: await res.json() };
};

describe('to-one, to-many and many-to-many', () => {
  it('embeds the client of each project (many-to-one: an object, null when none)', async () => {
    const { data, error } = await sb
      .from('projects')
      .select('id, clients(id, name)')
      .in('id', [1, 3, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, clients: { id: 1, name: 'Microsoft' } },
      { id: 3, clients: { id: 2, name: 'Apple' } },
      { id: 5, clients: null },
    ]);
  });

  it('embeds the projects of each client (one-to-many: an array, [] when none)', async () => {
    const { data, error } = await sb.from('clients').select('id, projects(id, name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        projects: [
          { id: 1, name: 'Windows 7' },
          { id: 2, name: 'Windows 10' },
        ],
      },
      {
        id: 2,
        projects: [
          { id: 3, name: 'IOS' },
          { id: 4, name: 'OSX' },
        ],
      },
      { id: 3, projects: [] },
    ]);
  });

  it('embeds through a junction table (many-to-many) and nests with aliases', async () => {
    const { data, error } = await sb
      .from('users')
      .select('name, jobs:tasks(name, project:projects(name))')
      .eq('id', 3)
      .order('id', { referencedTable: 'tasks' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Dwight Schrute',
        jobs: [
          { name: 'Design w7', project: { name: 'Windows 7' } },
          { name: 'Design IOS', project: { name: 'IOS' } },
        ],
      },
    ]);
  });

  it('gives an object for a one-to-one (a foreign key that is also the primary key), both ways', async () => {
    const one = await get('projects?select=id,project_specs(camera)&id=in.(1,2)&order=id');
    expect(one.body).toEqual([
      { id: 1, project_specs: { camera: 'Canon' } },
      { id: 2, project_specs: null },
    ]);
    const back = await get('project_specs?select=camera,projects(name)&project_id=eq.3');
    expect(back.body).toEqual([{ camera: 'Nikon', projects: { name: 'IOS' } }]);
  });

  it('embeds * with everything, and nested levels in one request', async () => {
    const { status, body } = await get('clients?select=*,projects(*,tasks(id))&id=eq.2&projects.order=id');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: 2,
        name: 'Apple',
        projects: [
          { id: 3, name: 'IOS', client_id: 2, tasks: [{ id: 5 }, { id: 6 }] },
          { id: 4, name: 'OSX', client_id: 2, tasks: [{ id: 7 }] },
        ],
      },
    ]);
  });
});

describe('filters, order and limits on embedded resources', () => {
  it('filters, orders and limits the embedded rows per parent (students.order=…, .limit=…)', async () => {
    const { data, error } = await sb
      .from('clients')
      .select('id, projects(id)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'projects', ascending: false })
      .limit(1, { referencedTable: 'projects' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, projects: [{ id: 2 }] },
      { id: 2, projects: [{ id: 4 }] },
    ]);
    const filtered = await get('clients?select=id,projects(name)&projects.name=like.*7&order=id');
    expect(filtered.body).toEqual([
      { id: 1, projects: [{ name: 'Windows 7' }] },
      { id: 2, projects: [] },
      { id: 3, projects: [] },
    ]);
    const ored = await get('clients?select=id,projects(id)&projects.or=(id.eq.1,id.eq.4)&id=lt.3&order=id');
    expect(ored.body).toEqual([
      { id: 1, projects: [{ id: 1 }] },
      { id: 2, projects: [{ id: 4 }] },
    ]);
  });

  it('!inner keeps only parents with a matching embedded row; !left keeps all', async () => {
    const { data, error } = await sb
      .from('projects')
      .select('name, clients!inner(name)')
      .eq('clients.name', 'Apple')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'IOS', clients: { name: 'Apple' } },
      { name: 'OSX', clients: { name: 'Apple' } },
    ]);
    const many = await get('clients?select=name,projects!inner(name)&projects.name=eq.OSX');
    expect(many.body).toEqual([{ name: 'Apple', projects: [{ name: 'OSX' }] }]);
    const left = await get('clients?select=name,projects!left(name)&projects.name=eq.OSX&order=id');
    expect(left.body.map((c: { name: string }) => c.name)).toEqual(['Microsoft', 'Apple', 'Nobody']);
    // An empty embed filters without showing up (PostgREST's "empty embed").
    const empty = await get('clients?select=name,projects!inner()&projects.name=eq.IOS');
    expect(empty.body).toEqual([{ name: 'Apple' }]);
  });

  it('counts with !inner and keeps the count exact (Content-Range)', async () => {
    const res = await api(server.url, '/rest/v1/projects?select=id,clients!inner(id)&clients.id=eq.1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-1/2');
  });

  it('filters parents on whether an embed is null (projects=not.is.null)', async () => {
    const some = await get('clients?select=name,projects(id)&projects=not.is.null&order=id');
    expect(some.body.map((c: { name: string }) => c.name)).toEqual(['Microsoft', 'Apple']);
    const none = await get('clients?select=name,projects(id)&projects=is.null');
    expect(none.body).toEqual([{ name: 'Nobody', projects: [] }]);
  });

  it('orders by a to-one embed column (order=clients(name)) and refuses a to-many one', async () => {
    const { body } = await get(
      'projects?select=id,clients(name)&client_id=not.is.null&order=clients(name).desc,id',
    );
    expect(body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    const bad = await get('clients?select=id,projects(id)&order=projects(id)');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'PGRST118',
      message: "A related order on 'projects' is not possible",
      details: "'clients' and 'projects' do not form a many-to-one or one-to-one relationship",
    });
  });
});

describe('disambiguation and relationship errors', () => {
  it('answers 300 PGRST201 with the candidates when two keys point to the same table', async () => {
    const { status, body } = await get('message?select=*,people(*)');
    expect(status).toBe(300);
    expect(body.code).toBe('PGRST201');
    expect(body.message).toBe(
      "Could not embed because more than one relationship was found for 'message' and 'people'",
    );
    expect(body.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'message with people',
          relationship: 'message_sender_fkey using message(sender) and people(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'message with people',
          relationship: 'message_recipient_fkey using message(recipient) and people(id)',
        },
      ]),
    );
    expect(body.hint).toMatch(
      /^Try changing 'people' to one of the following: 'people!message_(sender|recipient)_fkey', 'people!message_(sender|recipient)_fkey'\. Find the desired relationship in the 'details' key\.$/,
    );
  });

  it('disambiguates with a column hint, a foreign-key hint, or the column as the target', async () => {
    const byCol = await get(
      'message?select=id,sender:people!sender(name),recipient:people!recipient(name)&id=lt.3&order=id',
    );
    expect(byCol.body).toEqual([
      { id: 1, sender: { name: 'John' }, recipient: { name: 'Jane' } },
      { id: 2, sender: { name: 'Jane' }, recipient: { name: 'John' } },
    ]);
    const byFk = await get('message?select=id,people!message_sender_fkey(name)&id=eq.2');
    expect(byFk.body).toEqual([{ id: 2, people: { name: 'Jane' } }]);
    const byColumn = await get('message?select=id,sender(name)&id=eq.3');
    expect(byColumn.body).toEqual([{ id: 3, sender: { name: 'John' } }]);
  });

  it('answers 400 PGRST200 when no relationship exists, saying the hint it used', async () => {
    const none = await get('clients?select=*,users(*)');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'clients' and 'users' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'clients' and 'users' in the schema 'public', but no matches were found.",
    });
    const hinted = await get('message?select=id,sender:people!space(name)');
    expect(hinted.body).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'message' and 'people' using the hint 'space' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'message' and 'people' in the schema cache",
    });
    const typo = await get('clients?select=*,projetcs(*)');
    expect(typo.body.hint).toBe("Perhaps you meant 'projects' instead of 'projetcs'.");
  });

  it('embeds a self-reference: the parent by column, the children by table name', async () => {
    const { data, error } = await sb
      .from('employees')
      .select('name, supervisor:supervisor_id(name), reports:employees(name)')
      .eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Mid', supervisor: { name: 'Boss' }, reports: [{ name: 'Low' }] }]);
    const hinted = await get('employees?select=name,subordinates:employees!supervisor_id(name)&id=eq.1');
    expect(hinted.body).toEqual([{ name: 'Boss', subordinates: [{ name: 'Mid' }, { name: 'Other mid' }] }]);
  });
});

describe('spread, aggregates and computed relationships', () => {
  it('spreads a to-one embed into its parent (...clients(name))', async () => {
    const { body } = await get('projects?select=id,...clients(client_name:name)&id=in.(1,3)&order=id');
    expect(body).toEqual([
      { id: 1, client_name: 'Microsoft' },
      { id: 3, client_name: 'Apple' },
    ]);
  });

  it('spreads a to-many embed into arrays (PostgREST 13)', async () => {
    const { body } = await get('clients?select=id,...projects(names:name)&id=in.(1,3)&order=id');
    expect(body).toEqual([
      { id: 1, names: ['Windows 7', 'Windows 10'] },
      { id: 3, names: [] },
    ]);
  });

  it('aggregates at the top level and inside embeds, grouping by the other columns', async () => {
    expect((await get('projects?select=count()')).body).toEqual([{ count: 5 }]);
    const grouped = await get(
      'projects?select=client_id,total:id.count()&client_id=not.is.null&order=client_id',
    );
    expect(grouped.body).toEqual([
      { client_id: 1, total: 2 },
      { client_id: 2, total: 2 },
    ]);
    const sums = await get('docs?select=amount.sum(),amount.max()');
    expect(sums.body).toEqual([{ sum: 16.5, max: 10 }]);
    const { data } = await sb.from('clients').select('name, projects(count)').order('id');
    expect(data).toEqual([
      { name: 'Microsoft', projects: [{ count: 2 }] },
      { name: 'Apple', projects: [{ count: 2 }] },
      { name: 'Nobody', projects: [{ count: 0 }] },
    ]);
  });

  it('embeds set-returning functions of the row (computed relationships)', async () => {
    const { body } = await get('people?select=name,sent_messages(id)&sent_messages.order=id&order=id');
    expect(body).toEqual([
      { name: 'John', sent_messages: [{ id: 1 }, { id: 3 }] },
      { name: 'Jane', sent_messages: [{ id: 2 }] },
    ]);
    const one = await get('projects?select=id,first_client(name)&id=eq.3');
    expect(one.body).toEqual([{ id: 3, first_client: { name: 'Apple' } }]);
  });
});

describe('writes and single objects', () => {
  it('embeds in the rows a write returns (return=representation with select)', async () => {
    const { data, error, status } = await sb
      .from('tasks')
      .insert({ id: 100, name: 'Ship IOS', project_id: 3 })
      .select('id, name, projects(name, clients(name))');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 100, name: 'Ship IOS', projects: { name: 'IOS', clients: { name: 'Apple' } } },
    ]);
    const updated = await sb
      .from('tasks')
      .update({ project_id: 4 })
      .eq('id', 100)
      .select('id, projects(name)');
    expect(updated.data).toEqual([{ id: 100, projects: { name: 'OSX' } }]);
    const deleted = await sb.from('tasks').delete().eq('id', 100).select('id, projects(name)');
    expect(deleted.data).toEqual([{ id: 100, projects: { name: 'OSX' } }]);
  });

  it('answers one object with its embeds (.single()), and HEAD without a body', async () => {
    const { data, error } = await sb
      .from('projects')
      .select('id, clients(name), tasks(id)')
      .eq('id', 4)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 4, clients: { name: 'Apple' }, tasks: [{ id: 7 }] });
    const head = await api(server.url, '/rest/v1/clients?select=id,projects(id)', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-range')).toBe('0-2/3');
  });
});

describe('row-level security and caps', () => {
  it('reads embedded tables under RLS as the caller: another parent sees none of them', async () => {
    const ada = await newUser(server.url, 'Ada');
    const bob = await newUser(server.url, 'Bob');
    const student = await ada.sb
      .from('student_profiles')
      .insert({ user_id: ada.user.id, student_name: 'Mia' })
      .select('id')
      .single();
    expect(student.error).toBeNull();
    const saved = await ada.sb.from('activity_results').insert([
      {
        user_id: ada.user.id,
        student_profile_id: student.data?.id,
        kind: 'game',
        activity_id: 'ferris',
        stars: 3,
      },
      {
        user_id: ada.user.id,
        student_profile_id: student.data?.id,
        kind: 'lesson',
        activity_id: 'm1',
        stars: 0,
      },
    ]);
    expect(saved.error).toBeNull();
    const select = 'student_name, activity_results(activity_id, stars)';
    const own = await ada.sb.from('student_profiles').select(select).order('completed_at', {
      referencedTable: 'activity_results',
    });
    expect(own.data).toEqual([
      {
        student_name: 'Mia',
        activity_results: [
          { activity_id: 'ferris', stars: 3 },
          { activity_id: 'm1', stars: 0 },
        ],
      },
    ]);
    const other = await bob.sb.from('student_profiles').select(select);
    expect(other.data).toEqual([]);
    // Bob's own rows embedding Ada's: the embedded side is filtered by RLS too.
    const upward = await bob.sb.from('activity_results').select('id, student_profiles(student_name)');
    expect(upward.data).toEqual([]);
    const anon = await sb.from('student_profiles').select(select);
    expect(anon.data ?? []).toEqual([]);
    // The performance page's read (src/api/list-students-with-results.ts): every student, and the
    // results of the one shown, newest first, in one request.
    const plan = await ada.sb
      .from('profiles')
      .update({ subscription_plan: 'teachers' })
      .eq('user_id', ada.user.id);
    expect(plan.error).toBeNull();
    const second = await ada.sb
      .from('student_profiles')
      .insert({ user_id: ada.user.id, student_name: 'Leo' });
    expect(second.error).toBeNull();
    const page = await ada.sb
      .from('student_profiles')
      .select('student_name, activity_results(activity_id)')
      .eq('user_id', ada.user.id)
      .eq('activity_results.student_profile_id', student.data?.id)
      .eq('activity_results.user_id', ada.user.id)
      .order('created_at', { ascending: true })
      .order('activity_id', { referencedTable: 'activity_results', ascending: false })
      .limit(1000, { referencedTable: 'activity_results' });
    expect(page.error).toBeNull();
    expect(page.data).toEqual([
      { student_name: 'Mia', activity_results: [{ activity_id: 'm1' }, { activity_id: 'ferris' }] },
      { student_name: 'Leo', activity_results: [] },
    ]);
  });

  it("reads as a child's class session: only that child's row and results, embedded or embedding", async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    for (const s of k.students) {
      const r = await k.sb
        .from('activity_results')
        .insert({ user_id: k.user.id, student_profile_id: s.id, kind: 'game', activity_id: `by-${s.name}` });
      expect(r.error).toBeNull();
    }
    const token = (await signInChild(server.url, k, 0)).access_token;
    const down = await api(
      server.url,
      '/rest/v1/student_profiles?select=student_name,activity_results(activity_id)',
      {
        token,
      },
    );
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual([
      { student_name: 'Ana', activity_results: [{ activity_id: 'by-Ana' }] },
    ]);
    const up = await api(
      server.url,
      '/rest/v1/activity_results?select=activity_id,student_profiles(student_name)',
      {
        token,
      },
    );
    expect(await up.json()).toEqual([{ activity_id: 'by-Ana', student_profiles: { student_name: 'Ana' } }]);
  });

  it('stops an embed that would return more than 1,000 rows, and lets a limited one through', async () => {
    const wide = await get('clients?select=id,bulk(id)&id=eq.3');
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe('54000');
    expect(wide.body.message).toBe('An embedded read may return at most 1000 rows');
    const narrow = await get('clients?select=id,bulk(id)&id=eq.3&bulk.limit=10');
    expect(narrow.status).toBe(200);
    expect(narrow.body[0].bulk).toHaveLength(10);
  });

  it('refuses nesting deeper than 4 levels and more than 64 conditions with embedded filters', async () => {
    const deep = await get('clients?select=projects(clients(projects(clients(projects(id))))))');
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe('PGRST100');
    const filters = Array.from({ length: 65 }, (_, i) => `projects.id=neq.${i}`).join('&');
    const many = await get(`clients?select=id,projects(id)&${filters}`);
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('PGRST100');
  });

  it('refuses a malformed select with 400, never a 500', async () => {
    for (const bad of ['projects(id', 'projects(id))', '...name', 'id::regclass', 'a!b!c!d(id)']) {
      const res = await get(`clients?select=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
  });
});
