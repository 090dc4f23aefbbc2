import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, waitForTable } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Schemas (docs: references/api/schemas; spec: MultipleSchemaSpec.hs) and the schema cache reload
// (docs: references/schema_cache, NOTIFY pgrst, 'reload schema').
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DB_SCHEMAS: 'public,t_extra' });
  await withDatabase(
    server,
    `create schema t_extra;
     grant usage on schema t_extra to anon, authenticated;
     create table t_extra.things (id int primary key, label text);
     insert into t_extra.things values (1, 'one');
     grant select, insert on t_extra.things to anon, authenticated;
     create function t_extra.double_it(x int) returns int language sql immutable as $$ select x * 2 $$;
     grant execute on function t_extra.double_it(int) to anon, authenticated;
     notify pgrst, 'reload schema';`,
  );
});
afterAll(() => server?.stop());

describe('Accept-Profile and Content-Profile', () => {
  it('reads and writes a table of another exposed schema', async () => {
    const profile = { 'Accept-Profile': 't_extra' };
    for (let i = 0; i < 50; i++) {
      if ((await rest(server, '/things', { headers: profile })).status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const read = await rest(server, '/things?select=label', { headers: profile });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ label: 'one' }]);
    expect(read.headers.get('content-profile')).toBe('t_extra');
    const write = await rest(server, '/things', {
      method: 'POST',
      headers: { 'Content-Profile': 't_extra', Prefer: 'return=representation' },
      body: JSON.stringify({ id: 2, label: 'two' }),
    });
    expect(write.status).toBe(201);
    expect(await write.json()).toEqual([{ id: 2, label: 'two' }]);
  });

  it('calls a function of another exposed schema', async () => {
    const res = await rest(server, '/rpc/double_it?x=21', { headers: { 'Accept-Profile': 't_extra' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(42);
  });

  it('does not find that table in the default schema', async () => {
    const res = await rest(server, '/things');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST205');
  });

  it('refuses a schema that is not exposed with 406 PGRST106', async () => {
    const res = await rest(server, '/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, t_extra',
    });
  });
});

describe('schema cache reload', () => {
  it("serves a table created after start once NOTIFY pgrst, 'reload schema' is sent", async () => {
    await withDatabase(
      server,
      `create table public.t_later (id int primary key);
       insert into public.t_later values (5);
       grant select on public.t_later to anon;
       notify pgrst, 'reload schema';`,
    );
    await waitForTable(server, 't_later');
    const res = await rest(server, '/t_later');
    expect(await res.json()).toEqual([{ id: 5 }]);
  });

  it("embeds through a foreign key added after start once NOTIFY pgrst, 'reload schema' is sent", async () => {
    await withDatabase(
      server,
      `create table public.t_owner (id int primary key, name text);
       create table public.t_pet (id int primary key, owner_id int);
       insert into public.t_owner values (1, 'Ann');
       insert into public.t_pet values (7, 1);
       grant select on public.t_owner, public.t_pet to anon;
       notify pgrst, 'reload schema';`,
    );
    await waitForTable(server, 't_pet');
    // No key yet: no relationship (and the graph without one is now cached).
    const before = await rest(server, '/t_pet?select=id,t_owner(name)');
    expect(before.status).toBe(400);
    expect(((await before.json()) as { code: string }).code).toBe('PGRST200');
    await withDatabase(
      server,
      `alter table public.t_pet add foreign key (owner_id) references public.t_owner (id);
       notify pgrst, 'reload schema';`,
    );
    let res = await rest(server, '/t_pet?select=id,t_owner(name)');
    for (let i = 0; i < 50 && res.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await rest(server, '/t_pet?select=id,t_owner(name)');
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 7, t_owner: { name: 'Ann' } }]);
  });
});

describe('embedding outside public', () => {
  it('finds no relationship for a table of another schema: 400 PGRST200, never a 500', async () => {
    const res = await rest(server, '/things?select=id,projects(id)', {
      headers: { 'Accept-Profile': 't_extra' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST200');
  });

  it('reads plain columns, JSON-free filters and order there as before', async () => {
    const res = await rest(server, '/things?select=label&id=in.(1,2)&label=match.^o&order=id', {
      headers: { 'Accept-Profile': 't_extra' },
    });
    expect(await res.json()).toEqual([{ label: 'one' }]);
  });
});
