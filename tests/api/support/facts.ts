import { randomUUID } from 'node:crypto';
import { decodeFactLog, type FactLogWire } from '../../../src/fluency/factLogWire';
import type { TestUser } from './client';

/** A row of public.fact_attempts as the app sends it (user_id left to its default, auth.uid()). */
export interface AttemptRow {
  client_id: string;
  student_profile_id: string | null;
  op: 'mul' | 'div' | 'tap';
  a: number;
  b: number;
  answer: number;
  correct: boolean;
  ms: number;
  assisted: boolean;
  source: string;
  at: string;
}

/** A right answer to 3 × 4 just now, with a fresh client_id; `over` changes any field. */
export function attempt(over: Partial<AttemptRow> = {}): AttemptRow {
  return {
    client_id: randomUUID(),
    student_profile_id: null,
    op: 'mul',
    a: 3,
    b: 4,
    answer: 12,
    correct: true,
    ms: 1500,
    assisted: false,
    source: 'practice',
    at: new Date().toISOString(),
    ...over,
  };
}

/** The app's flush: an idempotent upsert keyed by client_id (Prefer: resolution=ignore-duplicates). */
export function flush(u: TestUser, rows: AttemptRow[]) {
  return u.sb.from('fact_attempts').upsert(rows, { onConflict: 'client_id', ignoreDuplicates: true });
}

/** Moves `u` to the teachers plan (25 children) and adds children named `names`; returns their ids. */
export async function withChildren(u: TestUser, ...names: string[]): Promise<string[]> {
  if (names.length > 1) {
    const plan = await u.sb
      .from('profiles')
      .update({ subscription_plan: 'teachers' })
      .eq('user_id', u.user.id);
    if (plan.error) throw plan.error;
  }
  const r = await u.sb
    .from('student_profiles')
    .insert(names.map((student_name) => ({ user_id: u.user.id, student_name })))
    .select('id, student_name');
  if (r.error) throw r.error;
  return names.map((n) => r.data.find((s) => s.student_name === n)?.id as string);
}

/** public.fact_log()'s answer, decoded as the app decodes it (src/fluency/factLogWire.ts). */
export interface FactLog {
  facts: { s: string | null; op: string; a: number; b: number; n: number; recent: number[][] }[];
  taps: { s: string | null; recent: number[] }[];
}

/** The RPC's compact answer as the per-fact log (the app's own decoder). */
export function decodeLog(data: unknown): FactLog {
  return decodeFactLog(data as FactLogWire) as FactLog;
}
