import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, installFixtures, rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';

// PostgREST's operators (docs: references/api/tables_views#operators; spec: QuerySpec.hs).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await installFixtures(server);
});
afterAll(() => server?.stop());

async function ids(query: string): Promise<number[]> {
  const res = await rest(server, `/t_items?select=id&order=id&${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }[]).map((r) => r.id);
}

describe('array, range and JSON containment', () => {
  it('cs, cd and ov on arrays', async () => {
    expect(await ids('tags=cs.{fruit}')).toEqual([1, 2, 4]);
    expect(await ids('tags=cs.{red,fruit}')).toEqual([1]);
    expect(await ids('tags=cd.{orange,vegetable,green}')).toEqual([3]);
    expect(await ids('tags=ov.{red,orange}')).toEqual([1, 3]);
    expect(await ids('tags=not.cs.{fruit}')).toEqual([3]);
  });

  it('cs on jsonb', async () => {
    expect(await ids(`data=cs.${encodeURIComponent('{"a":2}')}`)).toEqual([2]);
  });

  it('sl, sr, nxl, nxr, adj and ov on ranges', async () => {
    expect(await ids('span=sl.[10,20)')).toEqual([1, 2]);
    expect(await ids('span=sr.[5,10)')).toEqual([3, 4]);
    expect(await ids('span=nxr.[1,10)')).toEqual([1, 2]);
    expect(await ids('span=nxl.[10,30)')).toEqual([3, 4]);
    expect(await ids('span=adj.[5,10)')).toEqual([1, 3]);
    expect(await ids('span=ov.[4,6)')).toEqual([1, 2]);
  });

  it('through supabase-js', async () => {
    const sb = anonClient(server);
    const c = await sb.from('t_items').select('id').contains('tags', ['fruit']).order('id');
    expect(c.data).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    const o = await sb.from('t_items').select('id').overlaps('tags', ['red', 'orange']).order('id');
    expect(o.data).toEqual([{ id: 1 }, { id: 3 }]);
    const r = await sb.from('t_items').select('id').rangeLt('span', '[10,20)').order('id');
    expect(r.data).toEqual([{ id: 1 }, { id: 2 }]);
    const adj = await sb.from('t_items').select('id').rangeAdjacent('span', '[5,10)').order('id');
    expect(adj.data).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

describe('full-text search', () => {
  it('fts, plfts, phfts and wfts, with a language', async () => {
    expect(await ids('doc=fts.jump')).toEqual([3]);
    expect(await ids('doc=fts(english).fox')).toEqual([1, 3]);
    expect(await ids(`doc=plfts(english).${encodeURIComponent('lazy dogs')}`)).toEqual([2]);
    expect(await ids(`doc=phfts(english).${encodeURIComponent('quick brown')}`)).toEqual([1]);
    expect(await ids(`doc=wfts(english).${encodeURIComponent('quick -brown')}`)).toEqual([4]);
    expect(await ids('doc=not.fts(english).fox')).toEqual([2, 4]);
  });

  it('through supabase-js textSearch', async () => {
    const { data } = await anonClient(server)
      .from('t_items')
      .select('id')
      .textSearch('doc', 'fox', { config: 'english' })
      .order('id');
    expect(data).toEqual([{ id: 1 }, { id: 3 }]);
    const web = await anonClient(server)
      .from('t_items')
      .select('id')
      .textSearch('doc', 'dogs sleep', { config: 'english', type: 'websearch' });
    expect(web.data).toEqual([{ id: 2 }]);
  });

  it('refuses an unknown language (400)', async () => {
    const res = await rest(server, '/t_items?doc=fts(klingon).fox');
    expect(res.status).toBe(400);
  });
});

describe('patterns and quantifiers', () => {
  it('match and imatch', async () => {
    expect(await ids('name=match.^[ab]')).toEqual([1, 2]);
    expect(await ids('name=imatch.^[AB]')).toEqual([1, 2]);
    expect(await ids('name=not.match.an')).toEqual([1, 3, 4]);
  });

  it('like, ilike, eq and gt with (any) and (all)', async () => {
    expect(await ids('name=like(any).{a*,c*}')).toEqual([1, 3]);
    expect(await ids('name=ilike(all).{*A*,*E*}')).toEqual([1, 4]);
    expect(await ids('id=eq(any).{2,4}')).toEqual([2, 4]);
    expect(await ids('id=gt(all).{1,2}')).toEqual([3, 4]);
    const sb = await anonClient(server)
      .from('t_items')
      .select('id')
      .likeAnyOf('name', ['b*', 'd*'])
      .order('id');
    expect(sb.data).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('keeps the pattern caps on quantified patterns', async () => {
    const long = `{${'x'.repeat(80)}}`;
    expect((await rest(server, `/t_items?name=like(any).${long}`)).status).toBe(400);
    expect((await rest(server, `/t_items?name=match.${'a'.repeat(80)}`)).status).toBe(400);
  });
});

describe('is, isdistinct and not', () => {
  it('is.true, is.false, is.unknown, is.null, isdistinct', async () => {
    expect(await ids('flag=is.true')).toEqual([1, 4]);
    expect(await ids('flag=is.false')).toEqual([2]);
    expect(await ids('flag=is.unknown')).toEqual([3]);
    expect(await ids('n=is.null')).toEqual([4]);
    expect(await ids('n=not.is.null')).toEqual([1, 2, 3]);
    expect(await ids('n=isdistinct.10')).toEqual([2, 3, 4]);
  });

  it('inside or=() logic trees', async () => {
    expect(await ids('or=(tags.cs.{red},doc.fts(english).dogs)')).toEqual([1, 2, 3]);
  });

  it('refuses an unknown operator with PGRST100', async () => {
    const res = await rest(server, '/t_items?id=xx.1');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST100');
  });
});
