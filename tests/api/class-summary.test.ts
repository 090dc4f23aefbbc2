import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild, type TestClass } from './support/class';
import { api, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 24 §3: the class at a glance is one call, class_summary(), and its numbers match a recount
// of the raw rows (last played, minutes and sessions this week, streak), with the fact log beside.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
let k: TestClass;
const DAY = 86_400_000;
const now = Date.now();
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  k = await newClass(server.url, ['Ana', 'Bruno', 'Caio']);
  const [ana, bruno] = k.students;
  // Ana: today (two answers a minute apart, then one 2 hours later), yesterday and 2 days ago.
  // Bruno: 3 and 4 days ago, and a finished game today. Caio: nothing.
  const at = (ms: number) => new Date(now - ms).toISOString();
  const rows = [
    [ana?.id, 60_000, 2_000],
    [ana?.id, 120_000, 95_000],
    [ana?.id, 2 * 3_600_000, 4_000],
    [ana?.id, DAY, 3_000],
    [ana?.id, 2 * DAY, 3_000],
    [bruno?.id, 3 * DAY, 7_000],
    [bruno?.id, 4 * DAY, 7_000],
  ].map(([sid, ago, ms], i) => ({
    client_id: crypto.randomUUID(),
    student_profile_id: sid,
    op: 'mul',
    a: 1 + i,
    b: 3,
    answer: 3 * (1 + i),
    correct: true,
    ms,
    source: 'practice',
    at: at(ago as number),
  }));
  const f = await k.sb.from('fact_attempts').insert(rows);
  if (f.error) throw f.error;
  const r = await k.sb
    .from('activity_results')
    .insert({ user_id: k.user.id, student_profile_id: bruno?.id, kind: 'game', activity_id: 'space' });
  if (r.error) throw r.error;
});
afterAll(() => server?.stop());

interface Child {
  id: string;
  name: string;
  last_played: string | null;
  minutes_week: number;
  sessions_week: number;
  streak: number;
}

/** The same numbers, recounted here from the raw rows (UTC days, weeks from Monday). */
async function recount(): Promise<Record<string, Omit<Child, 'id' | 'name'>>> {
  const events = await queryDatabase<{ sid: string; at: string; ms: number }>(
    server,
    `select student_profile_id::text as sid, at::text, ms from public.fact_attempts where user_id = '${k.user.id}'
     union all select student_profile_id::text, completed_at::text, 0 from public.activity_results where user_id = '${k.user.id}'`,
  );
  const today = new Date();
  const weekStart =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    ((today.getUTCDay() + 6) % 7) * DAY;
  const dayOf = (t: number) => Math.floor(t / DAY);
  const out: Record<string, Omit<Child, 'id' | 'name'>> = {};
  for (const s of k.students) {
    const mine = events.filter((e) => e.sid === s.id).map((e) => ({ t: Date.parse(e.at), ms: e.ms }));
    const week = mine.filter((e) => e.t >= weekStart).sort((a, b) => a.t - b.t);
    const sessions = week.filter((e, i) => i === 0 || e.t - (week[i - 1]?.t ?? 0) > 30 * 60_000).length;
    const days = new Set(mine.map((e) => dayOf(e.t)));
    let d = days.has(dayOf(now)) ? dayOf(now) : dayOf(now) - 1;
    let streak = 0;
    while (days.has(d)) {
      streak++;
      d--;
    }
    const last = Math.max(...mine.map((e) => e.t));
    out[s.id] = {
      last_played: mine.length ? new Date(last).toISOString() : null,
      minutes_week: Math.round(week.reduce((n, e) => n + Math.min(e.ms, 60_000), 0) / 60_000),
      sessions_week: sessions,
      streak,
    };
  }
  return out;
}

describe('class_summary', () => {
  it('answers every child in one call, matching a recount of the raw rows', async () => {
    const { data, error } = await k.sb.rpc('class_summary', { p_tz_offset: 0 });
    expect(error).toBeNull();
    const summary = data as { children: Child[]; log: { v: number; kids: { s: string }[] } };
    expect(summary.children.map((c) => c.name)).toEqual(['Ana', 'Bruno', 'Caio']);
    const expected = await recount();
    for (const c of summary.children) {
      const { id, name, last_played, minutes_week, sessions_week, streak } = c;
      const want = expected[id];
      expect({ minutes_week, sessions_week, streak }, name).toEqual({
        minutes_week: want?.minutes_week,
        sessions_week: want?.sessions_week,
        streak: want?.streak,
      });
      expect(last_played ? Date.parse(last_played) : null, name).toBe(
        want?.last_played ? Date.parse(want.last_played) : null,
      );
    }
    // Spot checks that don't depend on where the week starts.
    const byName = new Map(summary.children.map((c) => [c.name, c]));
    expect(byName.get('Ana')?.streak).toBe(3);
    expect(byName.get('Bruno')?.streak).toBe(1);
    expect(byName.get('Caio')).toMatchObject({
      last_played: null,
      minutes_week: 0,
      sessions_week: 0,
      streak: 0,
    });
    // The fact log rides along: the same as fact_log()'s class form.
    const log = await k.sb.rpc('fact_log');
    expect(summary.log).toEqual(log.data);
    expect(summary.log.kids.map((f) => f.s)).toEqual(
      expect.arrayContaining([k.students[0]?.id, k.students[1]?.id]),
    );
  });

  it('shows nothing of another account, and refuses children and anonymous callers', async () => {
    const stranger = await newUser(server.url, 'Stranger');
    const own = await stranger.sb.rpc('class_summary', { p_tz_offset: 0 });
    expect(own.data).toEqual({ children: [], log: { v: 3, kids: [] } });
    const child = (await signInChild(server.url, k, 0)).access_token;
    const asChild = await api(server.url, '/rest/v1/rpc/class_summary', {
      method: 'POST',
      token: child,
      body: '{}',
    });
    expect(asChild.status).toBe(403);
    const anon = await api(server.url, '/rest/v1/rpc/class_summary', { method: 'POST', body: '{}' });
    expect(anon.status).toBe(401);
    const bad = await k.sb.rpc('class_summary', { p_tz_offset: 'east' as unknown as number });
    expect(bad.error?.code).toBe('22P02');
  });
});
