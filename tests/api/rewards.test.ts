import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayOf,
  emptyModel,
  type FactAttempt,
  type FluencyModel,
  type SimChild,
  seededRng,
  simulateSession,
  stateFromLog,
  warmUpTaps,
  withAttempt,
} from '../../src/fluency';
import { countsFromJson, type LessonResult, recountRewards } from '../../src/rewards/counts';
import { newClass, signInChild } from './support/class';
import { api, newUser, type TestUser } from './support/client';
import { type AttemptRow, attempt, flush, withChildren } from './support/facts';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 23: public.student_rewards (migration 20261126000200_placement_rewards.sql) derives the
// child's stars, Fluent facts and tables, streak and today's light from the log, on the server.
vi.setConfig({ testTimeout: 180_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const TZ = -180;
const ctx = { grade: '3', tzOffsetMinutes: TZ };

/** Right and quick on ×2, ×5, ×10, right but slow on ×3, wrong on the rest. */
const child: SimChild = (f, rng) => {
  const easy = [2, 5, 10].includes(f.a) || [2, 5, 10].includes(f.b);
  const three = f.a === 3 || f.b === 3;
  return { correct: easy || (three && rng() < 0.8), ms: easy ? 1200 + rng() * 600 : 3500 + rng() * 2500 };
};

/** Placement four days ago, then a session a day up to yesterday (and taps), as rows for `student`. */
function simulatedLog(student: string): FactAttempt[] {
  const today = dayOf(Date.now() / 1000, TZ);
  let model: FluencyModel = emptyModel(ctx);
  const log: FactAttempt[] = [];
  for (let day = today - 4; day < today; day++) {
    for (const tap of warmUpTaps(day, [900, 1100, 1000], TZ)) {
      model = withAttempt(model, tap);
      log.push(tap);
    }
    const run = simulateSession(
      model,
      day,
      child,
      seededRng(day),
      day === today - 4 ? { placement: true } : {},
    );
    model = run.session.model;
    log.push(...run.attempts);
  }
  return log.map((x, i) => ({ ...x, clientId: crypto.randomUUID(), studentId: student, at: x.at, i }));
}

const row = (x: FactAttempt): AttemptRow =>
  attempt({
    client_id: x.clientId,
    student_profile_id: x.studentId,
    op: x.fact.op,
    a: x.fact.a,
    b: x.fact.b,
    answer: x.answer,
    correct: x.correct,
    ms: Math.round(x.ms),
    assisted: x.assisted,
    source: x.source,
    at: x.at,
  });

async function store(u: TestUser, log: FactAttempt[]) {
  for (let i = 0; i < log.length; i += 400)
    expect((await flush(u, log.slice(i, i + 400).map(row))).error).toBeNull();
}

const rewards = async (u: TestUser, student: string) => {
  const r = await u.sb.rpc('student_rewards', { p_student: student, p_tz_minutes: TZ });
  expect(r.error).toBeNull();
  return r.data;
};

describe('student_rewards()', () => {
  it('gives the same totals as a recount from the log', async () => {
    const u = await newUser(server.url);
    const [kid] = (await withChildren(u, 'Kai')) as [string];
    expect(
      (await u.sb.from('student_profiles').update({ student_grade: '3' }).eq('id', kid)).error,
    ).toBeNull();
    const log = simulatedLog(kid);
    // Today: ten quick answers to 2 × 2 (today's light), in the last minutes.
    for (let i = 0; i < 10; i++) {
      const at = new Date(Date.now() - (120 - i * 5) * 1000).toISOString();
      log.push({
        ...log[log.length - 1],
        clientId: crypto.randomUUID(),
        fact: { op: 'mul', a: 2, b: 2 },
        answer: 4,
        correct: true,
        ms: 1400,
        assisted: false,
        source: 'practice',
        at,
      });
    }
    // A game answer counts, a lesson with a fact counts once (its fact), a lesson without one by its result.
    log.push({
      ...log[0],
      clientId: crypto.randomUUID(),
      fact: { op: 'mul', a: 6, b: 7 },
      answer: 42,
      correct: true,
      ms: 3000,
      source: 'secret-vault',
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    log.push({
      ...log[0],
      clientId: crypto.randomUUID(),
      fact: { op: 'mul', a: 6, b: 8 },
      answer: 48,
      correct: true,
      ms: 3000,
      source: 'multiplication3',
      at: new Date(Date.now() - 50_000).toISOString(),
    });
    await store(u, log);
    // Issue 35 #6: days count when the server received an answer; these were sent as they were made.
    await withDatabase(
      server,
      `set session_replication_role = replica;
       update public.fact_attempts set created_at = at where student_profile_id = '${kid}';
       set session_replication_role = origin;`,
    );
    const lessons: LessonResult[] = [
      { activityId: 'multiplication3', isCorrect: true },
      { activityId: 'factor2', isCorrect: true },
      { activityId: 'factor3', isCorrect: false },
    ];
    const results = lessons.map((l) => ({
      user_id: u.user.id,
      student_profile_id: kid,
      kind: 'lesson',
      activity_id: l.activityId,
      is_correct: l.isCorrect,
    }));
    results.push({
      user_id: u.user.id,
      student_profile_id: kid,
      kind: 'game',
      activity_id: 'ferris-wheel',
      is_correct: true,
    });
    expect((await u.sb.from('activity_results').insert(results)).error).toBeNull();

    const stored = countsFromJson(await rewards(u, kid));
    const recount = recountRewards(log, lessons, ctx, Date.now());
    expect(stored).toEqual(recount);
    // The log means something: placement, stars, Fluent facts, days and today's light.
    expect(stateFromLog(log, ctx).facts.size).toBeGreaterThan(20);
    expect(stored.stars).toBeGreaterThan(40);
    expect(stored.fluent).toBeGreaterThan(0);
    expect(stored.practiceDays).toBeGreaterThanOrEqual(4);
    expect(stored.todayDone).toBe(true);
    expect(stored.streak).toBe(stored.practiceDays);
  });

  it('a child session reads only its own rewards', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [ana, bruno] = k.students.map((s) => s.id) as [string, string];
    const right = simulatedLog(ana).find((x) => x.fact.op !== 'tap' && x.correct);
    if (!right) throw new Error('no right answer in the log');
    await store(k, [{ ...right, source: 'practice' }]);
    const token = (await signInChild(server.url, k, 0)).access_token;
    const call = async (student: string) => {
      const res = await api(server.url, '/rest/v1/rpc/student_rewards', {
        method: 'POST',
        token,
        body: JSON.stringify({ p_student: student, p_tz_minutes: TZ }),
      });
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(countsFromJson(await call(ana))).toEqual(countsFromJson(await rewards(k, ana)));
    expect((await call(ana)).stars).toBe(1);
    expect(await call(bruno)).toBeNull();
    // Another grown-up reads nothing of this class either; a bad time zone is a 4xx.
    const stranger = await newUser(server.url);
    expect(await rewards(stranger, ana)).toBeNull();
    const bad = await stranger.sb.rpc('student_rewards', { p_student: ana, p_tz_minutes: 5000 });
    expect(bad.status).toBe(400);
  });

  it('a forged attempt with correct=true from another student is refused, and a wrong answer earns nothing', async () => {
    const k = await newClass(server.url, ['Ana', 'Bruno']);
    const [ana] = k.students.map((s) => s.id) as [string, string];
    const before = countsFromJson(await rewards(k, ana));
    // Bruno's class session names Ana: the row is stamped as Bruno's own, never Ana's.
    const bruno = (await signInChild(server.url, k, 1)).access_token;
    const forged = attempt({ student_profile_id: ana, answer: 13, correct: true });
    const res = await api(server.url, '/rest/v1/fact_attempts', {
      method: 'POST',
      token: bruno,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify(forged),
    });
    expect(res.status).toBe(201);
    const [stored] = (await res.json()) as { student_profile_id: string; correct: boolean }[];
    expect(stored).toMatchObject({ student_profile_id: k.students[1]?.id, correct: false });
    // Another account may not write for Ana at all.
    const stranger = await newUser(server.url);
    const refused = await flush(stranger, [attempt({ student_profile_id: ana, correct: true })]);
    expect(refused.status).toBe(403);
    expect(countsFromJson(await rewards(k, ana))).toEqual(before);
  });
});
