import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, installFixtures, names, rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';

// RPC as PostgREST v12 answers it (docs: references/api/functions; spec: RpcSpec.hs).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await installFixtures(server);
});
afterAll(() => server?.stop());

describe('the query string on /rpc/fn', () => {
  it('applies select, filters, order and limit to the function result', async () => {
    const res = await rest(server, '/rpc/t_list_items?select=id,name&name=neq.banana&order=id.desc&limit=2', {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 4, name: 'date' },
      { id: 3, name: 'carrot' },
    ]);
  });

  it('works through supabase-js filters on rpc()', async () => {
    const { data, error } = await anonClient(server)
      .rpc('t_list_items')
      .select('name')
      .in('id', [1, 3])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'apple' }, { name: 'carrot' }]);
  });

  it('answers a function returning one row as an object, select applied', async () => {
    const res = await rest(server, '/rpc/t_item?i=2&select=name');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'banana' });
  });

  it('refuses a column the result does not have (400)', async () => {
    const res = await rest(server, '/rpc/t_list_items?nope=eq.1', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
  });
});

describe('GET and HEAD', () => {
  it('takes the arguments from the query string', async () => {
    const res = await rest(server, '/rpc/t_add_them?a=3&b=4', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(7);
    expect(res.headers.get('content-range')).toBe('0-0/1');
    const sb = await anonClient(server).rpc('t_add_them', { a: 1, b: 2 }, { get: true });
    expect(sb.data).toBe(3);
  });

  it('answers HEAD without a body, with the count', async () => {
    const res = await rest(server, '/rpc/t_list_items', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(await res.text()).toBe('');
  });

  it('runs GET read-only: a function that writes fails with 405 (25006) and changes nothing', async () => {
    const res = await rest(server, '/rpc/t_rename_all?p=x');
    expect(res.status).toBe(405);
    expect(((await res.json()) as { code: string }).code).toBe('25006');
    expect(await names(server)).toEqual(['apple', 'banana', 'carrot', 'date']);
  });

  it('refuses other methods with 405 PGRST101', async () => {
    const res = await rest(server, '/rpc/t_add_them', { method: 'PATCH', body: '{}' });
    expect(res.status).toBe(405);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST101');
  });
});

describe('argument shapes', () => {
  it('passes a whole JSON body to a function of one unnamed json parameter', async () => {
    const res = await rest(server, '/rpc/t_echo_json', { method: 'POST', body: '{"x":[1,2],"y":null}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ x: [1, 2], y: null });
    const arr = await rest(server, '/rpc/t_echo_json', { method: 'POST', body: '[1,2,3]' });
    expect(await arr.json()).toEqual([1, 2, 3]);
  });

  it('passes a text/plain body to one unnamed text parameter and answers text/plain when asked', async () => {
    const res = await rest(server, '/rpc/t_echo_text', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Accept: 'text/plain' },
      body: 'hello, world',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('hello, world');
  });

  it('passes bytes to one unnamed bytea parameter and answers octet-stream', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const res = await rest(server, '/rpc/t_echo_bytea', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('builds a row-type argument from a JSON object and an array argument from a JSON array', async () => {
    const pt = await anonClient(server).rpc('t_point_sum', { p: { x: 2, y: 5 } });
    expect(pt.error).toBeNull();
    expect(pt.data).toBe(7);
    const arr = await anonClient(server).rpc('t_arr_len', { xs: [4, 5, 6] });
    expect(arr.data).toBe(3);
  });

  it('answers 204 for a void function', async () => {
    const res = await rest(server, '/rpc/t_noop', { method: 'POST', body: '{}' });
    expect(res.status).toBe(204);
  });
});

describe('overloads and unknown functions', () => {
  it('answers 300 PGRST203 when two overloads fit the arguments', async () => {
    const res = await rest(server, '/rpc/t_overloaded', { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(300);
    expect(await res.json()).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.t_overloaded(a => integer), public.t_overloaded(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('answers 404 PGRST202 when no function takes the arguments', async () => {
    const res = await rest(server, '/rpc/t_add_them', { method: 'POST', body: '{"a":1,"c":2}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.t_add_them(a, c) in the schema cache',
      details:
        'Searched for the function public.t_add_them with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});
