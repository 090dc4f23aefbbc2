import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedSchema } from './support/embed-schema';
import { rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Embedding together with the rest of PostgREST's request contract: counts, tx=rollback, media types,
// return=headers-only, RPC results of a table's row type, and the operators on JSON paths.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createEmbedSchema(server);
  await withDatabase(
    server,
    `create function public.client_projects(c int) returns setof public.projects language sql stable
       as $$ select * from public.projects where client_id = c $$;
     grant execute on function public.client_projects(int) to anon, authenticated;`,
  );
});
afterAll(() => server?.stop());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('embedding with Prefer', () => {
  it('counts only the rows an !inner embed leaves (count=exact)', async () => {
    const res = await rest(server, '/projects?select=id,clients!inner(name)&clients.name=eq.Apple&order=id', {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(await json(res)).toEqual({
      status: 200,
      body: [
        { id: 3, clients: { name: 'Apple' } },
        { id: 4, clients: { name: 'Apple' } },
      ],
    });
  });

  it('answers a planned count with an !inner embed and a null filter on an embed', async () => {
    const res = await rest(server, '/clients?select=id,projects!inner(id)&projects=not.is.null&limit=1', {
      headers: { Prefer: 'count=planned' },
    });
    expect([200, 206]).toContain(res.status);
    expect(res.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
  });

  it('answers the embedded representation of a write rolled back by tx=rollback', async () => {
    const res = await rest(server, '/tasks?select=id,projects(name)', {
      method: 'POST',
      headers: { Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ id: 90, name: 'Rolled back', project_id: 3 }),
    });
    expect(await json(res)).toEqual({ status: 201, body: [{ id: 90, projects: { name: 'IOS' } }] });
    expect(res.headers.get('preference-applied')).toContain('tx=rollback');
    expect((await json(await rest(server, '/tasks?id=eq.90'))).body).toEqual([]);
  });

  it('answers a Location, no body, for return=headers-only with an embed in select', async () => {
    const res = await rest(server, '/tasks?select=id,projects(name)', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 91, name: 'Headers only', project_id: 5 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/tasks?id=eq.91');
    expect(await res.text()).toBe('');
  });
});

describe('embedding with Accept', () => {
  it('answers one object with its embeds (vnd.pgrst.object+json)', async () => {
    const res = await rest(server, '/projects?id=eq.1&select=id,clients(name),tasks(id)', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(await json(res)).toEqual({
      status: 200,
      body: { id: 1, clients: { name: 'Microsoft' }, tasks: [{ id: 1 }, { id: 2 }] },
    });
  });

  it('writes embeds as their JSON text in CSV', async () => {
    const res = await rest(server, '/projects?id=eq.3&select=id,clients(name)', {
      headers: { Accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('id,clients\n3,"{""name"":""Apple""}"');
  });
});

describe('embedding on RPC results', () => {
  it('embeds from the rows of a function returning setof a table', async () => {
    const res = await rest(server, '/rpc/client_projects?c=2&select=name,clients(name),tasks(id)&order=id');
    expect(await json(res)).toEqual({
      status: 200,
      body: [
        { name: 'IOS', clients: { name: 'Apple' }, tasks: [{ id: 5 }, { id: 6 }] },
        { name: 'OSX', clients: { name: 'Apple' }, tasks: [{ id: 7 }] },
      ],
    });
  });

  it('filters a function result through an !inner embed and counts it', async () => {
    const res = await rest(
      server,
      '/rpc/client_projects?c=1&select=id,tasks!inner(name)&tasks.name=like.Code*',
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect((await json(res)).body).toHaveLength(2);
  });
});

describe('operators on JSON paths and embeds', () => {
  it('applies match, cs and in(any) to JSON paths', async () => {
    expect(
      (await json(await rest(server, '/docs?select=id&data->a->>b=match.^[xy]$&order=id'))).body,
    ).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await json(await rest(server, '/docs?select=id&data->tags=cs.["red"]'))).body).toEqual([
      { id: 1 },
    ]);
    expect((await json(await rest(server, '/docs?select=id&data->>c=eq(any).{w,q}'))).body).toEqual([
      { id: 2 },
    ]);
  });

  it('applies the new operators inside an embed', async () => {
    const res = await rest(server, '/clients?select=id,docs(id)&docs.data->>c=imatch.^V$&id=eq.1');
    expect((await json(res)).body).toEqual([{ id: 1, docs: [{ id: 1 }] }]);
  });
});
