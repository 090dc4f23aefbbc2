import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Migration 20261124000300_results_first_student.sql: results recorded before an account had any
// student become its first student's, in the insert itself; and the assisted flag.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function addResult(u: TestUser, activity: string, studentId: string | null = null) {
  const { error } = await u.sb.from('activity_results').insert({
    user_id: u.user.id,
    student_profile_id: studentId,
    kind: 'game',
    activity_id: activity,
    is_correct: true,
    stars: 3,
  });
  expect(error).toBeNull();
}

async function addStudent(u: TestUser, name: string): Promise<string> {
  const { data, error } = await u.sb
    .from('student_profiles')
    .insert({ user_id: u.user.id, student_name: name })
    .select()
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function resultsOf(u: TestUser) {
  const { data, error } = await u.sb
    .from('activity_results')
    .select('activity_id, student_profile_id')
    .eq('user_id', u.user.id)
    .order('activity_id');
  expect(error).toBeNull();
  return data ?? [];
}

describe('the first student adopts the results recorded without one', () => {
  it('moves every student-less result to the first student, in the same insert', async () => {
    const parent = await newUser(server.url);
    await addResult(parent, 'secret-vault');
    await addResult(parent, 'ferris-wheel-race');
    const mia = await addStudent(parent, 'Mia');
    expect(await resultsOf(parent)).toEqual([
      { activity_id: 'ferris-wheel-race', student_profile_id: mia },
      { activity_id: 'secret-vault', student_profile_id: mia },
    ]);
  });

  it('leaves them alone when the account already has a student', async () => {
    const teacher = await newUser(server.url);
    const { error } = await teacher.sb
      .from('profiles')
      .update({ subscription_plan: 'teachers' })
      .eq('user_id', teacher.user.id);
    expect(error).toBeNull();
    const mia = await addStudent(teacher, 'Mia');
    await addResult(teacher, 'secret-vault', mia);
    await addResult(teacher, 'inverse-vault'); // "no student" chosen on purpose
    await addStudent(teacher, 'Leo');
    expect(await resultsOf(teacher)).toEqual([
      { activity_id: 'inverse-vault', student_profile_id: null },
      { activity_id: 'secret-vault', student_profile_id: mia },
    ]);
  });

  it("never touches another account's results", async () => {
    const other = await newUser(server.url);
    await addResult(other, 'secret-vault');
    const parent = await newUser(server.url);
    await addStudent(parent, 'Ana');
    expect(await resultsOf(other)).toEqual([{ activity_id: 'secret-vault', student_profile_id: null }]);
  });

  it('refuses a student for another account without moving anything', async () => {
    const victim = await newUser(server.url);
    await addResult(victim, 'secret-vault');
    const attacker = await newUser(server.url);
    const { error } = await attacker.sb
      .from('student_profiles')
      .insert({ user_id: victim.user.id, student_name: 'Mallory' });
    expect(error).not.toBeNull();
    expect(await resultsOf(victim)).toEqual([{ activity_id: 'secret-vault', student_profile_id: null }]);
  });
});

describe('assisted', () => {
  it('defaults to false and keeps true when a level was finished with help', async () => {
    const parent = await newUser(server.url);
    const base = { user_id: parent.user.id, kind: 'game', is_correct: true, stars: 1 };
    // Two single inserts: a bulk insert sends null for a key a row lacks (supabase-js defaultToNull).
    const helped = await parent.sb
      .from('activity_results')
      .insert({ ...base, activity_id: 'soccer-teams', assisted: true });
    expect(helped.error).toBeNull();
    const alone = await parent.sb
      .from('activity_results')
      .insert({ ...base, activity_id: 'ice-cream-party' });
    expect(alone.error).toBeNull();
    const { data } = await parent.sb
      .from('activity_results')
      .select('activity_id, assisted')
      .eq('user_id', parent.user.id)
      .order('activity_id');
    expect(data).toEqual([
      { activity_id: 'ice-cream-party', assisted: false },
      { activity_id: 'soccer-teams', assisted: true },
    ]);
  });

  it('refuses a null assisted with a 400', async () => {
    const parent = await newUser(server.url);
    const { error, status } = await parent.sb.from('activity_results').insert({
      user_id: parent.user.id,
      kind: 'game',
      activity_id: 'soccer-teams',
      assisted: null,
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });
});
