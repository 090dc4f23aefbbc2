import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client, goodPassword, newUser } from './support/client';
import { type AttemptRow, attempt, flush, withChildren } from './support/facts';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 16 (data): public.fact_attempts is append-only for its owner, checked by the database, and
// written with idempotent upserts keyed by client_id (migration 20261124000500_fact_attempts.sql).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const post = (token: string | undefined, rows: unknown, prefer: string, query = 'on_conflict=client_id') =>
  api(server.url, `/rest/v1/fact_attempts?${query}`, {
    method: 'POST',
    token,
    headers: { Prefer: prefer },
    body: JSON.stringify(rows),
  });

describe('row-level security', () => {
  it('the owner inserts and reads; user_id defaults to the caller', async () => {
    const u = await newUser(server.url);
    const [kid] = await withChildren(u, 'Ana');
    const ins = await u.sb
      .from('fact_attempts')
      .insert(attempt({ student_profile_id: kid ?? null, op: 'div', a: 7, b: 6, answer: 7 }))
      .select()
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data).toMatchObject({ user_id: u.user.id, student_profile_id: kid, op: 'div', a: 7, b: 6 });
    const read = await u.sb.from('fact_attempts').select('op, a, b, answer, correct, assisted');
    expect(read.data).toEqual([{ op: 'div', a: 7, b: 6, answer: 7, correct: true, assisted: false }]);
  });

  it('another account sees nothing and cannot write for someone else’s child or account', async () => {
    const u = await newUser(server.url);
    const [kid] = await withChildren(u, 'Ana');
    expect((await flush(u, [attempt({ student_profile_id: kid ?? null })])).error).toBeNull();
    const other = await newUser(server.url);
    expect((await other.sb.from('fact_attempts').select('*')).data).toEqual([]);
    const forChild = await other.sb
      .from('fact_attempts')
      .insert(attempt({ student_profile_id: kid ?? null }));
    expect(forChild.status).toBe(403);
    expect(forChild.error?.code).toBe('42501');
    const forAccount = await other.sb.from('fact_attempts').insert({ ...attempt(), user_id: u.user.id });
    expect(forAccount.status).toBe(403);
    const viaUpsert = await flush(other, [attempt({ student_profile_id: kid ?? null })]);
    expect(viaUpsert.status).toBe(403);
    expect((await u.sb.from('fact_attempts').select('id')).data).toHaveLength(1);
  });

  it('anon reads and writes nothing', async () => {
    const anon = client(server.url);
    const read = await anon.from('fact_attempts').select('*');
    expect(read.data ?? []).toEqual([]);
    expect(read.status).toBe(401);
    const write = await anon.from('fact_attempts').insert(attempt());
    expect(write.status).toBe(401);
    expect((await anon.from('fact_stats').select('*')).status).toBe(401);
    expect((await anon.from('fact_grid').select('*')).status).toBe(401);
  });

  it('is append-only: update and delete are refused, and the row is unchanged', async () => {
    const u = await newUser(server.url);
    const row = attempt();
    expect((await flush(u, [row])).error).toBeNull();
    const upd = await u.sb.from('fact_attempts').update({ correct: false }).eq('client_id', row.client_id);
    expect(upd.status).toBe(403);
    expect(upd.error?.code).toBe('42501');
    const del = await u.sb.from('fact_attempts').delete().eq('client_id', row.client_id);
    expect(del.status).toBe(403);
    const stats = await u.sb.from('fact_stats').update({ n: 0 }).eq('op', 'mul');
    expect(stats.status).toBe(403);
    const grid = await u.sb.from('fact_grid').delete().eq('user_id', u.user.id);
    expect(grid.status).toBe(403);
    const forged = await u.sb.from('fact_grid').insert({ user_id: u.user.id, facts: '', taps: '' });
    expect(forged.status).toBe(403);
    const still = await u.sb.from('fact_attempts').select('correct');
    expect(still.data).toEqual([{ correct: true }]);
  });
});

describe('checks', () => {
  const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const bad: [string, Partial<AttemptRow> | Record<string, unknown>][] = [
    ['unknown op', { op: 'add' }],
    ['a over 10', { a: 11 }],
    ['b under 1', { op: 'div', b: 0 }],
    ['tap digit 10', { op: 'tap', a: 10, b: 0 }],
    ['tap with b', { op: 'tap', a: 3, b: 2 }],
    ['huge ms', { ms: 600_001 }],
    ['negative ms', { ms: -1 }],
    ['answer too big', { answer: 100_001 }],
    ['answer too small', { answer: -1001 }],
    ['source with capitals', { source: 'Practice' }],
    ['source too long', { source: 'a'.repeat(65) }],
    ['empty source', { source: '' }],
    ['at in the future', { at: minutes(10) }],
    ['at 31 days ago', { at: minutes(-31 * 24 * 60) }],
    ['no op', { op: null }],
    ['not a number', { a: 'three' }],
    ['not a uuid', { client_id: 'abc' }],
  ];

  it.each(bad)('refuses %s with 400, never 500', async (_, over) => {
    const u = await newUser(server.url);
    const r = await post(u.session.access_token, [{ ...attempt(), ...over }], 'resolution=ignore-duplicates');
    const body = await r.json();
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toMatch(/^(23514|23502|22P02|22003)$/);
  });

  it('takes the edges: tap 0 and 9, 10 × 10, ms 0 and 600000, a game id as source, 4 minutes ahead', async () => {
    const u = await newUser(server.url);
    const rows = [
      attempt({ op: 'tap', a: 0, b: 0, answer: 0 }),
      attempt({ op: 'tap', a: 9, b: 0, answer: 9, ms: 0 }),
      attempt({ a: 10, b: 10, answer: 100, ms: 600_000, source: 'space-invaders-2' }),
      attempt({ op: 'div', a: 1, b: 1, answer: -1000, correct: false, at: minutes(4) }),
      attempt({ at: minutes(-29 * 24 * 60) }),
    ];
    const r = await flush(u, rows);
    expect(r.error).toBeNull();
    expect((await u.sb.from('fact_attempts').select('id')).data).toHaveLength(5);
  });

  it('keeps the 500-row cap of one write', async () => {
    const u = await newUser(server.url);
    const r = await flush(
      u,
      Array.from({ length: 501 }, () => attempt()),
    );
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('PGRST124');
  });
});

describe('idempotent upsert', () => {
  it('ignore-duplicates twice stores one row; return=representation lists only new rows', async () => {
    const u = await newUser(server.url);
    const rows = [attempt(), attempt({ op: 'div', a: 4, b: 3, answer: 4 })];
    const first = await flush(u, rows).select('client_id');
    expect(first.error).toBeNull();
    expect(first.data).toHaveLength(2);
    const second = await flush(u, [...rows, attempt({ a: 9, b: 9, answer: 81 })]).select('client_id');
    expect(second.error).toBeNull();
    expect(second.data).toHaveLength(1);
    const same = await flush(u, [rows[0] as AttemptRow, rows[0] as AttemptRow]);
    expect(same.error).toBeNull();
    expect((await u.sb.from('fact_attempts').select('id')).data).toHaveLength(3);
    const raw = await post(u.session.access_token, rows, 'resolution=ignore-duplicates,return=minimal');
    expect(raw.status).toBe(201);
    expect(raw.headers.get('preference-applied')).toBe('resolution=ignore-duplicates, return=minimal');
  });

  it('100 concurrent identical flushes store each attempt once', async () => {
    const u = await newUser(server.url);
    const rows = Array.from({ length: 5 }, (_, i) => attempt({ a: i + 1, answer: (i + 1) * 4 }));
    const results = await Promise.all(Array.from({ length: 100 }, () => flush(u, rows)));
    for (const r of results) expect(r.error).toBeNull();
    const stored = await u.sb.from('fact_attempts').select('client_id');
    expect(stored.data?.map((r) => r.client_id).sort()).toEqual(rows.map((r) => r.client_id).sort());
    const stats = await u.sb.from('fact_stats').select('n');
    expect(stats.data?.map((s) => s.n)).toEqual([1, 1, 1, 1, 1]);
  });

  it('merge-duplicates is refused (no update right): 403 42501, nothing changed', async () => {
    const u = await newUser(server.url);
    const row = attempt();
    expect((await flush(u, [row])).error).toBeNull();
    const merge = await u.sb
      .from('fact_attempts')
      .upsert({ ...row, correct: false }, { onConflict: 'client_id' });
    expect(merge.status).toBe(403);
    expect(merge.error?.code).toBe('42501');
    expect((await u.sb.from('fact_attempts').select('correct')).data).toEqual([{ correct: true }]);
  });

  it('an unknown on_conflict column is 400 42703; a non-unique one 400', async () => {
    const u = await newUser(server.url);
    const unknown = await post(
      u.session.access_token,
      [attempt()],
      'resolution=ignore-duplicates',
      'on_conflict=nope',
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('42703');
    const notUnique = await post(
      u.session.access_token,
      [attempt()],
      'resolution=ignore-duplicates',
      'on_conflict=op',
    );
    expect(notUnique.status).toBe(400);
    expect((await notUnique.json()).code).toBe('42P10');
  });
});

describe('quota', () => {
  it('refuses new rows beyond 10,000 a day; re-sent duplicates cost nothing', async () => {
    const u = await newUser(server.url);
    await withDatabase(
      server,
      `insert into mathpop_private.account_usage (user_id, table_name, day, today, total)
       values ('${u.user.id}', 'public.fact_attempts', (now() at time zone 'utc')::date, 9999, 9999)`,
    );
    const last = attempt();
    expect((await flush(u, [last])).error).toBeNull();
    expect((await flush(u, [last])).error).toBeNull();
    const over = await flush(u, [attempt()]);
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe('quota_exceeded');
    expect(over.error?.details).toMatch(/10000 new rows a day and 500000 in all/);
  }, 60_000);
});

describe('two-factor', () => {
  it('an aal1 token of a user with a verified factor reads nothing and writes nothing', async () => {
    const u = await newUser(server.url);
    expect((await flush(u, [attempt()])).error).toBeNull();
    const { data, error } = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (error || !data) throw error;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data.totp.secret) });
    expect(
      (await u.sb.auth.mfa.challengeAndVerify({ factorId: data.id, code: totp.generate() })).error,
    ).toBeNull();
    const weak = client(server.url);
    expect((await weak.auth.signInWithPassword({ email: u.email, password: goodPassword })).error).toBeNull();
    expect((await weak.from('fact_attempts').select('id')).data).toEqual([]);
    expect((await weak.from('fact_stats').select('n')).data).toEqual([]);
    expect((await weak.from('fact_grid').select('facts')).data).toEqual([]);
    expect((await weak.rpc('fact_log')).data).toEqual({ v: 3, kids: [] });
    const ins = await weak
      .from('fact_attempts')
      .upsert([attempt()], { onConflict: 'client_id', ignoreDuplicates: true });
    expect(ins.status).toBe(403);
    expect((await u.sb.from('fact_attempts').select('id')).data).toHaveLength(1);
    expect((await flush(u, [attempt()])).error).toBeNull();
  });
});
