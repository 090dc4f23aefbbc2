import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild } from './support/class';
import { api, newUser } from './support/client';
import { withChildren } from './support/facts';
import { startTestServer, type TestServer } from './support/server';

// Issue 25 §2: results played offline are sent later as new activity_results rows keyed by a
// client-made id with `Prefer: resolution=ignore-duplicates` (src/api/save-queued-results.ts), so a
// repeated flush stores each once. Row-level security, the child role and the stamps still apply.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A queued result row as the app sends it. */
function queued(userId: string, studentId: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    student_profile_id: studentId,
    kind: 'game',
    activity_id: 'secret-vault',
    is_correct: true,
    attempts: 1,
    stars: 3,
    assisted: false,
    completed_at: new Date().toISOString(),
    ...extra,
  };
}

/** The app's flush: POST with on_conflict=id and ignore-duplicates. */
const flush = (token: string, rows: unknown[]) =>
  api(server.url, '/rest/v1/activity_results?on_conflict=id', {
    method: 'POST',
    token,
    headers: { Prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify(rows),
  });

describe('queued results (offline play)', () => {
  it('a parent’s flush repeated stores each result once', async () => {
    const u = await newUser(server.url);
    const [kid] = await withChildren(u, 'Mia');
    const rows = [
      queued(u.user.id, kid),
      queued(u.user.id, kid, { kind: 'lesson', activity_id: 'multiplication1' }),
    ];
    expect((await flush(u.session.access_token, rows)).status).toBe(201);
    expect((await flush(u.session.access_token, rows)).status).toBe(201);
    const stored = await u.sb.from('activity_results').select('id, kind, activity_id, student_profile_id');
    expect(stored.data?.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('another account can neither write for this child nor overwrite a stored row by its id', async () => {
    const u = await newUser(server.url);
    const [kid] = await withChildren(u, 'Mia');
    const mine = queued(u.user.id, kid);
    expect((await flush(u.session.access_token, [mine])).status).toBe(201);
    const other = await newUser(server.url);
    expect((await flush(other.session.access_token, [queued(u.user.id, kid)])).status).toBe(403);
    expect((await flush(other.session.access_token, [queued(other.user.id, kid)])).status).toBe(403);
    // The same id from another account: nothing happens to the stored row.
    const clash = await flush(other.session.access_token, [
      { ...queued(other.user.id, null), id: mine.id, stars: 0 },
    ]);
    expect(clash.status).toBe(201);
    const row = await u.sb.from('activity_results').select('stars, user_id').eq('id', mine.id).single();
    expect(row.data).toEqual({ stars: 3, user_id: u.user.id });
    expect((await other.sb.from('activity_results').select('id')).data).toEqual([]);
  });

  it('a child’s class session flushes its own results once, stamped for its teacher', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const child = await signInChild(server.url, k, 0);
    const row = queued(child.user.id, k.students[0].id);
    expect((await flush(child.access_token, [row])).status).toBe(201);
    expect((await flush(child.access_token, [row])).status).toBe(201);
    const stored = await k.sb.from('activity_results').select('id, user_id, student_profile_id');
    expect(stored.data).toEqual([{ id: row.id, user_id: k.user.id, student_profile_id: k.students[0].id }]);
    // Never for a classmate: the database stamps the row with the signed-in child.
    const forClassmate = queued(child.user.id, k.students[1].id);
    expect((await flush(child.access_token, [forClassmate])).status).toBe(201);
    const stamped = await k.sb
      .from('activity_results')
      .select('student_profile_id')
      .eq('id', forClassmate.id);
    expect(stamped.data).toEqual([{ student_profile_id: k.students[0].id }]);
  });
});
