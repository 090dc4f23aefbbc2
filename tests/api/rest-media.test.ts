import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, installFixtures, rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';

// Accept, Range and missing=default as PostgREST v12 answers them (docs: references/api/resource_representation,
// pagination, preferences; spec: QuerySpec.hs, NullsStripSpec.hs, RangeSpec.hs, InsertSpec.hs).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await installFixtures(server);
});
afterAll(() => server?.stop());

describe('Accept', () => {
  it('answers text/csv with a header line and one line a row', async () => {
    const res = await rest(server, '/t_items?select=id,name,flag,n&id=lte.3&order=id', {
      headers: { Accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('id,name,flag,n\n1,apple,t,10\n2,banana,f,20\n3,carrot,,30');
    const sb = await anonClient(server).from('t_items').select('id,name').eq('id', 2).csv();
    expect(sb.data).toBe('id,name\n2,banana');
  });

  it('quotes CSV values as PostgreSQL record text does', async () => {
    const res = await rest(server, '/t_items?select=doc&id=eq.1', { headers: { Accept: 'text/csv' } });
    expect(await res.text()).toBe('doc\n"the quick brown fox"');
  });

  it('answers the single-object media type, and 406 PGRST116 for several rows', async () => {
    const one = await rest(server, '/t_items?select=id,name&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await one.json()).toEqual({ id: 1, name: 'apple' });
    const many = await rest(server, '/t_items', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(many.status).toBe(406);
    expect(((await many.json()) as { code: string }).code).toBe('PGRST116');
  });

  it('strips nulls with nulls=stripped on array and object', async () => {
    const arr = await rest(server, '/t_items?select=id,flag,data&id=eq.3', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(arr.status).toBe(200);
    expect(arr.headers.get('content-type')).toBe(
      'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8',
    );
    expect(await arr.json()).toEqual([{ id: 3 }]);
    const obj = await rest(server, '/t_items?select=id,n&id=eq.4', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(await obj.json()).toEqual({ id: 4 });
  });

  it('answers 406 PGRST107 for a media type it does not offer (plans stay off)', async () => {
    for (const type of ['application/geo+json', 'application/vnd.pgrst.plan+json', 'text/html']) {
      const res = await rest(server, '/t_items', { headers: { Accept: type } });
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({
        code: 'PGRST107',
        message: `None of these media types are available: ${type}`,
        details: null,
        hint: null,
      });
    }
    const ok = await rest(server, '/t_items?limit=1', {
      headers: { Accept: 'text/html, application/json;q=0.5' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('Range', () => {
  it('pages with the Range header', async () => {
    const res = await rest(server, '/t_items?select=id&order=id', {
      headers: { Range: '1-2', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/4');
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('refuses an inverted range with 416 PGRST103', async () => {
    const res = await rest(server, '/t_items', { headers: { Range: '3-1' } });
    expect(res.status).toBe(416);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST103');
  });
});

describe('missing=default', () => {
  it('fills the keys a row leaves out with the column default, not null', async () => {
    const res = await rest(server, '/t_items?select=id,n,tags', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: JSON.stringify([
        { id: 200, name: 'a', n: 1 },
        { id: 201, name: 'b' },
      ]),
    });
    expect({ status: res.status, body: res.status === 201 ? null : await res.text() }).toEqual({
      status: 201,
      body: null,
    });
    expect(res.headers.get('preference-applied')).toBe('missing=default, return=representation');
    expect(await res.json()).toEqual([
      { id: 200, n: 1, tags: [] },
      { id: 201, n: 7, tags: [] },
    ]);
    const without = await rest(server, '/t_items?select=id,n', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify([
        { id: 202, name: 'c', n: 1 },
        { id: 203, name: 'd' },
      ]),
    });
    expect(await without.json()).toEqual([
      { id: 202, n: 1 },
      { id: 203, n: null },
    ]);
    await rest(server, '/t_items?id=gte.200', { method: 'DELETE' });
  });
});
