import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 38 #14: the parent's weekly mail said "9 minutes in 1 session" after five practice sessions.
// Five practice sessions (each a warm-up, then answers) and a game, all within 30 minutes, are six
// sessions: in the class view (class_summary) and in the mail's numbers (week_stats since 7 days).
vi.setConfig({ testTimeout: 180_000 });
let server: TestServer;
let parent: TestUser;
let kid: string;

/** One answer row `secondsAgo` before now. */
function answer(secondsAgo: number, source: string) {
  const tap = source === 'warmup';
  return {
    client_id: crypto.randomUUID(),
    student_profile_id: kid,
    op: tap ? 'tap' : 'mul',
    a: tap ? 5 : 3,
    b: tap ? 0 : 4,
    answer: tap ? 5 : 12,
    correct: true,
    ms: 2000,
    source,
    at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  };
}

beforeAll(async () => {
  server = await startTestServer({});
  parent = await newUser(server.url, 'Dana Parent');
  const k = await parent.sb
    .from('student_profiles')
    .insert({ user_id: parent.user.id, student_name: 'Mia' })
    .select('id')
    .single();
  if (k.error) throw k.error;
  kid = k.data.id;
  const rows = [];
  // Five practice sessions 5 minutes apart (the first 28 minutes ago): 3 warm-up taps, 4 answers
  // (one a placement check), 10 s apart.
  for (let s = 0; s < 5; s += 1) {
    const start = 28 * 60 - s * 300;
    for (let i = 0; i < 3; i += 1) rows.push(answer(start - i * 10, 'warmup'));
    for (let i = 0; i < 4; i += 1) rows.push(answer(start - 30 - i * 10, i === 1 ? 'placement' : 'practice'));
  }
  // Then a game, straight after the last practice.
  for (let i = 0; i < 3; i += 1) rows.push(answer(120 - i * 10, 'castle-complete'));
  const f = await parent.sb.from('fact_attempts').insert(rows);
  if (f.error) throw f.error;
});
afterAll(() => server?.stop());

describe('sessions this week', () => {
  it('five practice sessions and a game within 30 minutes are six sessions', async () => {
    const r = await parent.sb.rpc('class_summary', { p_tz_offset: 0 });
    expect(r.error).toBeNull();
    const child = (r.data as unknown as { children: { id: string; sessions_week: number }[] }).children[0];
    expect(child).toMatchObject({ id: kid, sessions_week: 6 });
    const [mail] = await queryDatabase<{ sessions_week: number }>(
      server,
      `select sessions_week from mathpop_private.week_stats($1, 0, now() - interval '7 days')`,
      [parent.user.id],
    );
    expect(mail?.sessions_week).toBe(6);
  });
});
