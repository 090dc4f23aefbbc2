import { randomInt } from 'node:crypto';
import { api, newUser, type TestUser } from './client';

/** A teacher (teachers plan) with students, their class code and picture passwords. */
export interface TestClass extends TestUser {
  code: string;
  students: { id: string; name: string; pair: [number, number] }[];
}

/** Signs a teacher up, switches them to the teachers plan, adds `names` as students. */
export async function newClass(url: string, names: string[] = ['Ana Silva', 'Bruno']): Promise<TestClass> {
  const t = await newUser(url, 'Teacher Tess');
  const plan = await t.sb.from('profiles').update({ subscription_plan: 'teachers' }).eq('user_id', t.user.id);
  if (plan.error) throw plan.error;
  const students: TestClass['students'] = [];
  for (const name of names) {
    const s = await t.sb
      .from('student_profiles')
      .insert({ user_id: t.user.id, student_name: name })
      .select('id')
      .single();
    if (s.error) throw s.error;
    const p = await t.sb
      .from('student_picture_passwords')
      .select('pair')
      .eq('student_profile_id', s.data.id)
      .single();
    if (p.error) throw p.error;
    students.push({ id: s.data.id, name, pair: p.data.pair as [number, number] });
  }
  const code = await t.sb.rpc('class_code');
  if (code.error) throw code.error;
  return { ...t, code: code.data as string, students };
}

/** A made-up client address (the test servers run with TRUST_PROXY=1), one per test. */
export const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** POST /auth/v1/class/roster from `address`. */
export function roster(url: string, code: unknown, address: string, init: { token?: string } = {}) {
  return api(url, '/auth/v1/class/roster', {
    method: 'POST',
    headers: { 'X-Forwarded-For': address },
    body: JSON.stringify({ code }),
    ...init,
  });
}

/** POST /auth/v1/class/token from `address`. */
export function classToken(url: string, body: Record<string, unknown>, address: string) {
  return api(url, '/auth/v1/class/token', {
    method: 'POST',
    headers: { 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

/** A child session's response body (as /token's). */
export interface ChildSessionBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: Record<string, unknown> & { id: string; app_metadata: Record<string, unknown> };
}

/** Signs student `i` of the class in with the right pictures; throws unless 200. */
export async function signInChild(url: string, k: TestClass, i = 0, address = newAddress()) {
  const s = k.students[i];
  if (!s) throw new Error(`no student ${i}`);
  const res = await classToken(url, { code: k.code, student_id: s.id, pictures: s.pair }, address);
  if (res.status !== 200) throw new Error(`class sign-in: ${res.status} ${await res.text()}`);
  return (await res.json()) as ChildSessionBody;
}

/** A right pair's wrong order, and a pair that is not it at all. */
export function wrongPairs(pair: [number, number]): [number, number][] {
  const other = ([0, 1, 2, 3].find((n) => !pair.includes(n)) ?? 0) as number;
  return [
    [pair[1], pair[0]],
    [pair[0], other],
    [other, pair[1]],
  ];
}
