import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client } from './support/client';
import { createEmbedSchema } from './support/embed-schema';
import { startTestServer, type TestServer } from './support/server';

// JSON paths, computed fields and quoted identifiers in select, filters and order, as PostgREST's
// docs ("JSON Columns", "Computed Fields", "Renaming Columns") and JsonOperatorSpec give them.
let server: TestServer;
let sb: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await createEmbedSchema(server);
  sb = client(server.url);
});
afterAll(() => server?.stop());

const get = async (path: string) => {
  const res = await api(server.url, `/rest/v1/${path}`);
  return { status: res.status, body: await res.json() };
};

describe('JSON paths', () => {
  it('selects ->> as text and -> as JSON, named by the last key, or aliased', async () => {
    const { data, error } = await sb
      .from('docs')
      .select('id, data->a->>b, data->tags, n:data->a->n')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, b: 'x', tags: ['red', 'blue'], n: 2 }]);
  });

  it('indexes arrays (->0, ->-1) and casts the result', async () => {
    const { body } = await get(
      'docs?select=first:data->tags->>0,last:data->tags->>-1,n:data->a->>n::int&id=eq.1',
    );
    expect(body).toEqual([{ first: 'red', last: 'blue', n: 2 }]);
    const none = await get('docs?select=data->tags->>5&id=eq.3');
    expect(none.body).toEqual([{ tags: null }]);
  });

  it('filters and orders on JSON paths', async () => {
    const { data, error } = await sb
      .from('docs')
      .select('id')
      .eq('data->>c', 'v')
      .order('data->a->>n', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3 }, { id: 1 }]);
    const nested = await get('docs?select=id&data->a->>b=in.(x,y)&order=id');
    expect(nested.body).toEqual([{ id: 1 }, { id: 2 }]);
    const json = await get('docs?select=id&data->a->n=gt.1&order=id');
    expect(json.body).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('applies JSON paths inside embeds and their filters', async () => {
    const { body } = await get('clients?select=id,docs(b:data->a->>b)&docs.data->>c=eq.v&id=eq.1');
    expect(body).toEqual([{ id: 1, docs: [{ b: 'x' }] }]);
  });

  it('refuses a path on an unknown column (42703) and a malformed one (PGRST100)', async () => {
    const unknown = await get('docs?select=nope->a');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('42703');
    const bad = await get('docs?select=data->>a->b');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PGRST100');
  });
});

describe('computed fields', () => {
  it('selects, filters and orders on a function of the row type, never in *', async () => {
    const { data, error } = await sb
      .from('people')
      .select('name, shout')
      .order('shout', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'John', shout: 'JOHN' },
      { name: 'Jane', shout: 'JANE' },
    ]);
    const filtered = await get('people?select=id,loud:shout&shout=eq.JANE');
    expect(filtered.body).toEqual([{ id: 2, loud: 'JANE' }]);
    const star = await get('people?select=*&id=eq.1');
    expect(star.body).toEqual([{ id: 1, name: 'John' }]);
  });

  it('works on embedded rows', async () => {
    const { body } = await get('message?select=id,sender:people!sender(shout)&id=eq.1');
    expect(body).toEqual([{ id: 1, sender: { shout: 'JOHN' } }]);
  });
});

describe('quoted identifiers', () => {
  it('selects, aliases and filters a column whose name has a space', async () => {
    const { data, error } = await sb
      .from('docs')
      .select('id, "my col", other:"my col"')
      .eq('my col', 'second');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, 'my col': 'second', other: 'second' }]);
  });
});
