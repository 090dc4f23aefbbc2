import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild, type TestClass } from './support/class';
import { api, newUser } from './support/client';
import { type AttemptRow, attempt } from './support/facts';
import { startTestServer, type TestServer } from './support/server';

// Issue 35 #6: streaks, Fluent facts and stars cannot be forged from a child's session: answers
// faster than a tap or all at one instant do not count, days are when the server received the
// answers, and stars come only for lesson ids the app has. Paper answers earn stars, never Fluent.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
let k: TestClass;
beforeAll(async () => {
  server = await startTestServer();
  k = await newClass(server.url, ['Ana', 'Bia', 'Caio', 'Dani', 'Eva']);
});
afterAll(() => server?.stop());

interface Rewards {
  stars: number;
  fluent: number;
  streak: number;
  practice_days: number;
}
const rewardsOf = async (token: string, student: string) => {
  const res = await api(server.url, '/rest/v1/rpc/student_rewards', {
    method: 'POST',
    token,
    body: JSON.stringify({ p_student: student, p_tz_minutes: 0 }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Rewards;
};
const post = async (token: string, rows: AttemptRow[]) => {
  const res = await api(server.url, '/rest/v1/fact_attempts', {
    method: 'POST',
    token,
    headers: { Prefer: 'resolution=ignore-duplicates' },
    body: JSON.stringify(rows),
  });
  expect(res.status).toBe(201);
};
/** Every × fact 1..10 × 1..10, three times each (300 answers). */
const allFacts = (over: (i: number) => Partial<AttemptRow>) =>
  Array.from({ length: 300 }, (_, i) => {
    const a = (i % 10) + 1;
    const b = (Math.floor(i / 10) % 10) + 1;
    return attempt({ a, b, answer: a * b, ...over(i) });
  });

describe('forged rewards (finding 6)', () => {
  it('290 answers back-dated over 29 days in one POST make one day, not a 30-day streak', async () => {
    const child = await signInChild(server.url, k, 0);
    const day = 86_400_000;
    const rows = Array.from({ length: 290 }, (_, i) =>
      attempt({
        at: new Date(Date.now() - Math.floor(i / 10) * day - (i % 10) * 5000 - 60_000).toISOString(),
      }),
    );
    await post(child.access_token, rows);
    const r = await rewardsOf(child.access_token, k.students[0]?.id ?? '');
    expect(r.practice_days).toBe(1);
    expect(r.streak).toBe(1);
  });

  it('300 answers of ms=1 at one instant make no fact Fluent and earn no star', async () => {
    const child = await signInChild(server.url, k, 1);
    const now = new Date().toISOString();
    await post(
      child.access_token,
      allFacts(() => ({ ms: 1, at: now })),
    );
    const r = await rewardsOf(child.access_token, k.students[1]?.id ?? '');
    expect(r.fluent).toBe(0);
    expect(r.stars).toBe(0);
    // Tapping speed but all at one instant: one answer counts.
    const same = allFacts(() => ({ ms: 900, at: new Date(Date.now() - 1000).toISOString() }));
    await post(child.access_token, same);
    const after = await rewardsOf(child.access_token, k.students[1]?.id ?? '');
    expect(after.fluent).toBe(0);
    expect(after.stars).toBe(1);
  });

  it('real answers still count: spaced in time, 900 ms each, make facts Fluent', async () => {
    const child = await signInChild(server.url, k, 2);
    const start = Date.now() - 300 * 2000;
    await post(
      child.access_token,
      allFacts((i) => ({ ms: 900, at: new Date(start + i * 2000).toISOString() })),
    );
    const r = await rewardsOf(child.access_token, k.students[2]?.id ?? '');
    expect(r.fluent).toBe(100);
    expect(r.stars).toBe(300);
  });

  it('50 lesson results with invented ids add no star; a real lesson one; one done with help none', async () => {
    const child = await signInChild(server.url, k, 3);
    const before = (await rewardsOf(child.access_token, k.students[3]?.id ?? '')).stars;
    const results = Array.from({ length: 50 }, (_, i) => ({
      user_id: k.user.id,
      student_profile_id: k.students[3]?.id,
      kind: 'lesson',
      activity_id: `made-up-${i}`,
      is_correct: true,
    }));
    const res = await api(server.url, '/rest/v1/activity_results', {
      method: 'POST',
      token: child.access_token,
      body: JSON.stringify(results),
    });
    expect(res.status).toBe(201);
    expect((await rewardsOf(child.access_token, k.students[3]?.id ?? '')).stars).toBe(before);
    const real = { ...results[0], activity_id: 'factor2' };
    const helped = { ...results[0], activity_id: 'factor3', assisted: true };
    for (const row of [real, helped]) {
      const ok = await api(server.url, '/rest/v1/activity_results', {
        method: 'POST',
        token: child.access_token,
        body: JSON.stringify(row),
      });
      expect(ok.status).toBe(201);
    }
    expect((await rewardsOf(child.access_token, k.students[3]?.id ?? '')).stars).toBe(before + 1);
  });

  it('paper answers (untimed) earn stars like practice answers and never make a fact Fluent', async () => {
    const id = k.students[4]?.id ?? '';
    const now = new Date().toISOString();
    // Paper marks name a printed sheet and its item (issue 37): six items, each 3 × 4.
    const facts = Array.from({ length: 6 }, () => 'mul:3:4').join(',');
    const sheet = await k.sb
      .from('practice_sheets')
      .insert({ student_profile_id: id, week: '2026-W48', facts })
      .select('id')
      .single();
    expect(sheet.error).toBeNull();
    const rows = Array.from({ length: 6 }, (_, i) => ({
      ...attempt({ student_profile_id: id, source: 'paper', ms: 0, at: now }),
      sheet_id: sheet.data?.id,
      sheet_item: i + 1,
    }));
    const ins = await k.sb.from('fact_attempts').insert(rows);
    expect(ins.error).toBeNull();
    const r = await rewardsOf(k.session.access_token, id);
    expect(r.stars).toBe(6);
    expect(r.fluent).toBe(0);
  });

  it('a client cannot choose when the server received an answer', async () => {
    const child = await signInChild(server.url, k, 0);
    await post(child.access_token, [
      {
        ...attempt({ at: new Date(Date.now() - 20 * 86_400_000).toISOString() }),
        created_at: '2026-01-01T00:00:00Z',
      } as AttemptRow,
    ]);
    const rows = await api(
      server.url,
      '/rest/v1/fact_attempts?select=created_at&order=created_at.asc&limit=1',
      {
        token: child.access_token,
      },
    );
    const [first] = (await rows.json()) as { created_at: string }[];
    expect(Date.now() - new Date(first?.created_at ?? 0).getTime()).toBeLessThan(3_600_000);
  });

  it('another grown-up reads nothing, no token is refused, 100 calls at once all answer', async () => {
    const stranger = await newUser(server.url);
    expect(await rewardsOf(stranger.session.access_token, k.students[2]?.id ?? '')).toBeNull();
    const none = await api(server.url, '/rest/v1/rpc/student_rewards', {
      method: 'POST',
      body: JSON.stringify({ p_student: k.students[2]?.id, p_tz_minutes: 0 }),
    });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    const rs = await Promise.all(
      Array.from({ length: 100 }, () =>
        api(server.url, '/rest/v1/rpc/student_rewards', {
          method: 'POST',
          token: k.session.access_token,
          body: JSON.stringify({ p_student: k.students[2]?.id, p_tz_minutes: 0 }),
        }),
      ),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
  });
});
