import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sessionOf, signIn } from './auth';

/**
 * A tiny PostgREST client for seeding data in tests, speaking the same HTTP contract supabase-js
 * uses (apikey + bearer token, return=representation), so row-level security applies as in the app.
 */
export class RestSeed {
  constructor(
    private readonly baseURL: string,
    private readonly session: { access_token: string; user: { id: string } },
    private readonly apiKey: string,
  ) {}

  /** The signed-in user's id. */
  get userId(): string {
    return this.session.user.id;
  }

  private headers(): Record<string, string> {
    return {
      apikey: this.apiKey,
      Authorization: `Bearer ${this.session.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
  }

  /** Sends a request; returns status and parsed body. */
  async request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${this.baseURL}/rest/v1/${path}`, {
      method,
      headers: this.headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** Sets the user's plan. */
  async setPlan(plan: 'parents' | 'teachers'): Promise<void> {
    const res = await this.request('PATCH', `profiles?user_id=eq.${this.userId}`, {
      subscription_plan: plan,
    });
    if (res.status >= 300) throw new Error(`setPlan failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** Adds a student; returns the created row's id, or throws with the server's answer. */
  async addStudent(name: string, grade: string | null = null): Promise<string> {
    const res = await this.tryAddStudent(name, grade);
    if (res.status !== 201) throw new Error(`addStudent failed: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { id: string }[])[0].id;
  }

  /** Tries to add a student and returns the raw answer (used to check the plan-limit trigger). */
  tryAddStudent(name: string, grade: string | null = null) {
    return this.request('POST', 'student_profiles?select=*', {
      user_id: this.userId,
      student_name: name,
      student_grade: grade,
    });
  }

  /**
   * Stores answers to facts for a student (public.fact_attempts), each right and quick unless
   * `correct` says otherwise, `daysAgo` days back (issue 23: a child who has practised before).
   */
  async addFactAnswers(
    studentId: string,
    facts: { a: number; b: number; times?: number; correct?: boolean; source?: string }[],
    daysAgo = 3,
  ): Promise<void> {
    const at = (i: number) => new Date(Date.now() - daysAgo * 86_400_000 + i * 5000).toISOString();
    const rows = facts.flatMap((f, j) =>
      Array.from({ length: f.times ?? 3 }, (_, i) => ({
        client_id: crypto.randomUUID(),
        student_profile_id: studentId,
        op: 'mul',
        a: f.a,
        b: f.b,
        answer: f.correct === false ? f.a * f.b + 1 : f.a * f.b,
        correct: f.correct !== false,
        ms: 1500,
        assisted: false,
        source: f.source ?? 'practice',
        at: at(j * 10 + i),
      })),
    );
    const res = await this.request('POST', 'fact_attempts', rows);
    if (res.status !== 201)
      throw new Error(`addFactAnswers failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** Inserts activity results for a student. */
  async addResults(
    studentId: string | null,
    rows: {
      kind: 'lesson' | 'game';
      activity_id: string;
      is_correct: boolean;
      stars?: number;
      completed_at: string;
    }[],
  ): Promise<void> {
    const body = rows.map((r) => ({
      user_id: this.userId,
      student_profile_id: studentId,
      attempts: 1,
      stars: 0,
      ...r,
    }));
    for (const row of body) {
      const res = await this.request('POST', 'activity_results', row);
      if (res.status !== 201) throw new Error(`addResults failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
}

/** The public API key the built app uses (from .env), so seeding goes through the same gateway. */
export const PUBLISHABLE_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ??
  /^VITE_SUPABASE_ANON_KEY=(.+)$/m.exec(readFileSync('.env', 'utf8'))?.[1].trim() ??
  '';

/**
 * Signs a brand-new user in with the shared signIn helper (sign-up through the real auth API,
 * session put where supabase-js keeps it) and returns a seeding client acting as that user.
 */
export async function signUpSeeded(page: Page, baseURL: string, fullName = 'Test Parent'): Promise<RestSeed> {
  await signIn(page, { fullName });
  return new RestSeed(baseURL, sessionOf(page), PUBLISHABLE_KEY);
}
