import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The signed-in session as supabase-js keeps it in the page's localStorage. */
export interface StoredSession {
  access_token: string;
  user: { id: string; email: string };
}

/** Reads the session supabase-js stored for the page (after signIn). */
export async function sessionOf(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? localStorage.getItem(key) : null;
  });
  if (!raw) throw new Error('No supabase session in localStorage: call signIn(page) first');
  return JSON.parse(raw) as StoredSession;
}

/**
 * A tiny PostgREST client for seeding data in tests, speaking the same HTTP contract supabase-js
 * uses (apikey + bearer token, return=representation), so row-level security applies as in the app.
 */
export class RestSeed {
  constructor(
    private readonly baseURL: string,
    private readonly session: StoredSession,
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

/** A seeding client for the user signed in on `page`. */
export async function seedFor(page: Page, baseURL: string): Promise<RestSeed> {
  return new RestSeed(baseURL, await sessionOf(page), PUBLISHABLE_KEY);
}

/**
 * Signs a brand-new user up through the auth API and puts the session where supabase-js keeps it
 * before the app loads (server/README.md). Returns a seeding client for that user.
 */
export async function signUpSeeded(page: Page, baseURL: string, fullName = 'Test Parent'): Promise<RestSeed> {
  const res = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `e2e-${crypto.randomUUID()}@example.com`,
      password: 'Sunny-Maths-42',
      data: { full_name: fullName },
    }),
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as StoredSession;
  const ref = new URL(baseURL).hostname.split('.')[0];
  // Only when absent, so a reload keeps the session the app has since refreshed or raised to AAL2.
  await page.addInitScript(
    ([k, v]) => {
      if (!localStorage.getItem(k)) localStorage.setItem(k, v);
    },
    [`sb-${ref}-auth-token`, JSON.stringify(session)],
  );
  return new RestSeed(baseURL, session, PUBLISHABLE_KEY);
}
