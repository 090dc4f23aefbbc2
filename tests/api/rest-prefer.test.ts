import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, installFixtures, names, rest } from './support/rest-fixtures';
import { startTestServer, type TestServer } from './support/server';

// Prefer as PostgREST v12 answers it (docs: references/api/preferences; spec: PreferencesSpec.hs,
// MaxAffectedSpec.hs, DeleteSpec/InsertSpec/UpdateSpec counts, QueryLimitedSpec estimated counts).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await installFixtures(server);
});
afterAll(() => server?.stop());

const original = ['apple', 'banana', 'carrot', 'date'];

describe('count', () => {
  it('counts inserts, updates and deletes exactly (supabase-js reports the number, not NaN)', async () => {
    const sb = anonClient(server);
    const ins = await sb.from('t_items').insert(
      [
        { id: 100, name: 'x' },
        { id: 101, name: 'y' },
      ],
      { count: 'exact' },
    );
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    expect(ins.count).toBe(2);
    const upd = await sb.from('t_items').update({ name: 'z' }, { count: 'exact' }).gte('id', 100);
    expect(upd.status).toBe(204);
    expect(upd.count).toBe(2);
    const del = await sb.from('t_items').delete({ count: 'exact' }).gte('id', 100).select('id');
    expect(del.status).toBe(200);
    expect(del.count).toBe(2);
    expect(del.data).toEqual([{ id: 100 }, { id: 101 }]);
  });

  it('writes Content-Range as PostgREST: */N for POST and DELETE, 0-(N-1)/N for PATCH, */* uncounted', async () => {
    const post = await rest(server, '/t_items', {
      method: 'POST',
      headers: { Prefer: 'return=representation, count=exact' },
      body: JSON.stringify({ id: 110, name: 'p' }),
    });
    expect(post.status).toBe(201);
    expect(post.headers.get('content-range')).toBe('*/1');
    expect(post.headers.get('preference-applied')).toBe('return=representation, count=exact');
    const patch = await rest(server, '/t_items?id=eq.110', {
      method: 'PATCH',
      headers: { Prefer: 'count=exact' },
      body: JSON.stringify({ name: 'q' }),
    });
    expect(patch.status).toBe(204);
    expect(patch.headers.get('content-range')).toBe('0-0/1');
    const del = await rest(server, '/t_items?id=eq.110', { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(del.headers.get('content-range')).toBe('*/*');
  });

  it('counts an RPC result', async () => {
    const { count, data, status } = await anonClient(server).rpc('t_list_items', {}, { count: 'exact' });
    expect(status).toBe(200);
    expect(count).toBe(4);
    expect(data).toHaveLength(4);
    const head = await anonClient(server).rpc('t_list_items', {}, { count: 'exact', head: true, get: true });
    expect(head.count).toBe(4);
  });

  it('answers count=planned with the planner estimate and 206 when the page is partial', async () => {
    const res = await rest(server, '/t_items?limit=1', { headers: { Prefer: 'count=planned' } });
    expect(res.status).toBe(206);
    const [range, total] = (res.headers.get('content-range') ?? '').split('/');
    expect(range).toBe('0-0');
    expect(Number(total)).toBeGreaterThan(0);
    expect(res.headers.get('preference-applied')).toBe('count=planned');
    const sb = await anonClient(server).from('t_items').select('id', { count: 'planned' });
    expect(typeof sb.count).toBe('number');
  });

  it('answers count=estimated with the exact count below db-max-rows', async () => {
    const res = await rest(server, '/t_items?limit=2', { headers: { Prefer: 'count=estimated' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-1/4');
    const all = await rest(server, '/t_items', { headers: { Prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-3/4');
  });

  it('refuses an offset past the end with 416 PGRST103 when counting', async () => {
    const res = await rest(server, '/t_items?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
    });
  });
});

describe('tx', () => {
  it('rolls back a PATCH, a DELETE, a POST and an RPC with tx=rollback, answering as if committed', async () => {
    const patch = await rest(server, '/t_items?id=lte.2', {
      method: 'PATCH',
      headers: { Prefer: 'tx=rollback, return=representation' },
      body: JSON.stringify({ name: 'gone' }),
    });
    expect(patch.status).toBe(200);
    expect(patch.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await patch.json()).toHaveLength(2);
    const del = await rest(server, '/t_items?id=eq.3', {
      method: 'DELETE',
      headers: { Prefer: 'tx=rollback' },
    });
    expect(del.status).toBe(204);
    expect(del.headers.get('preference-applied')).toBe('tx=rollback');
    const post = await rest(server, '/t_items', {
      method: 'POST',
      headers: { Prefer: 'tx=rollback' },
      body: JSON.stringify({ id: 120, name: 'ghost' }),
    });
    expect(post.status).toBe(201);
    const rpc = await rest(server, '/rpc/t_rename_all', {
      method: 'POST',
      headers: { Prefer: 'tx=rollback' },
      body: JSON.stringify({ p: '!' }),
    });
    expect(rpc.status).toBe(200);
    expect(((await rpc.json()) as { name: string }[]).map((r) => r.name)).toContain('apple!');
    expect(rpc.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await names(server)).toEqual(original);
  });

  it('commits with tx=commit and says so', async () => {
    const res = await rest(server, '/t_items', {
      method: 'POST',
      headers: { Prefer: 'tx=commit' },
      body: JSON.stringify({ id: 130, name: 'kept' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('tx=commit');
    expect(await names(server)).toEqual([...original, 'kept']);
    await rest(server, '/t_items?id=eq.130', { method: 'DELETE' });
  });
});

describe('handling and max-affected', () => {
  it('refuses unknown preferences with handling=strict (PGRST122) and ignores them when lenient', async () => {
    const strict = await rest(server, '/t_items', { headers: { Prefer: 'handling=strict, anything' } });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: anything',
      hint: null,
    });
    const twoHeaders = new Headers([
      ['Prefer', 'handling=strict'],
      ['Prefer', 'something, else'],
    ]);
    const split = await rest(server, '/t_items', { headers: twoHeaders });
    expect(((await split.json()) as { details: string }).details).toBe(
      'Invalid preferences: something, else',
    );
    const lenient = await rest(server, '/t_items', { headers: { Prefer: 'handling=lenient, anything' } });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
    const badCount = await rest(server, '/t_items', { headers: { Prefer: 'handling=strict, count=lots' } });
    expect(badCount.status).toBe(400);
  });

  it('refuses a PATCH touching more rows than max-affected with PGRST124, changing nothing', async () => {
    const res = await rest(server, '/t_items?id=lte.3', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ name: 'many' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await names(server)).toEqual(original);
    const del = await rest(server, '/t_items?id=gte.2', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(del.status).toBe(400);
    expect(await names(server)).toEqual(original);
  });

  it('applies a PATCH within max-affected and lists both preferences', async () => {
    const res = await rest(server, '/t_items?id=eq.1', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ name: 'apple' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
  });

  it('ignores max-affected without handling=strict, as PostgREST', async () => {
    const res = await rest(server, '/t_items?id=lte.4', {
      method: 'PATCH',
      headers: { Prefer: 'handling=lenient, max-affected=1' },
      body: JSON.stringify({ flag: true }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('handling=lenient');
  });

  it('refuses max-affected on an RPC above the limit (PGRST124) and on a non-set one (PGRST128)', async () => {
    const over = await rest(server, '/rpc/t_rename_all', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ p: '?' }),
    });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { code: string }).code).toBe('PGRST124');
    expect(await names(server)).toEqual(original);
    const scalar = await rest(server, '/rpc/t_add_them', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ a: 1, b: 2 }),
    });
    expect(scalar.status).toBe(400);
    expect(await scalar.json()).toEqual({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
  });
});

describe('return, timezone and upserts', () => {
  it('answers return=minimal and headers-only without a body', async () => {
    const min = await rest(server, '/t_items', {
      method: 'POST',
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify({ id: 140, name: 'm' }),
    });
    expect(min.status).toBe(201);
    expect(await min.text()).toBe('');
    expect(min.headers.get('preference-applied')).toBe('return=minimal');
    expect(min.headers.get('location')).toBeNull();
    const located = await rest(server, '/t_items', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 141, name: 'h' }),
    });
    expect(located.status).toBe(201);
    expect(located.headers.get('location')).toBe('/t_items?id=eq.141');
    expect(await located.text()).toBe('');
    await rest(server, '/t_items?id=eq.141', { method: 'DELETE' });
    const headersOnly = await rest(server, '/t_items?id=eq.140', {
      method: 'DELETE',
      headers: { Prefer: 'return=headers-only' },
    });
    expect(headersOnly.status).toBe(204);
  });

  it('answers a merge-duplicates upsert 201 when it inserts and 200 when it only updates', async () => {
    const sb = anonClient(server);
    const inserted = await sb.from('t_items').upsert({ id: 150, name: 'u1' }).select();
    expect(inserted.status).toBe(201);
    const updated = await sb.from('t_items').upsert({ id: 150, name: 'u2' }).select();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([expect.objectContaining({ id: 150, name: 'u2' })]);
    const minimal = await sb.from('t_items').upsert({ id: 150, name: 'u3' });
    expect(minimal.status).toBe(200);
    await rest(server, '/t_items?id=eq.150', { method: 'DELETE' });
  });

  it('sets the time zone of the answer with timezone=…, and refuses an unknown one when strict', async () => {
    const res = await rest(server, '/rpc/t_add_them?a=1&b=1', {
      headers: { Prefer: 'timezone=America/Sao_Paulo' },
    });
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Sao_Paulo');
    const bad = await rest(server, '/t_items', {
      headers: { Prefer: 'handling=strict, timezone=Mars/Base' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: string }).details).toBe(
      'Invalid preferences: timezone=Mars/Base',
    );
  });
});

describe('PUT (single-row upsert)', () => {
  it('inserts then replaces one row named by its primary key', async () => {
    const put = (id: number, name: string, headers: Record<string, string> = {}) =>
      rest(server, `/t_items?id=eq.${id}`, { method: 'PUT', headers, body: JSON.stringify({ id, name }) });
    expect((await put(160, 'first')).status).toBe(204);
    const again = await put(160, 'second', { Prefer: 'return=representation' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual([expect.objectContaining({ id: 160, name: 'second' })]);
    await rest(server, '/t_items?id=eq.160', { method: 'DELETE' });
  });

  it('refuses filters other than eq on the whole key (405 PGRST105) and a mismatching body (400 PGRST115)', async () => {
    const wrong = await rest(server, '/t_items?id=gt.1', {
      method: 'PUT',
      body: JSON.stringify({ id: 2, name: 'x' }),
    });
    expect(wrong.status).toBe(405);
    expect(((await wrong.json()) as { code: string }).code).toBe('PGRST105');
    const mismatch = await rest(server, '/t_items?id=eq.1', {
      method: 'PUT',
      body: JSON.stringify({ id: 2, name: 'x' }),
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { code: string }).code).toBe('PGRST115');
    expect(await names(server)).toEqual(original);
  });
});
