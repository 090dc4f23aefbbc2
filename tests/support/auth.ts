import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';

/** Password of every user these helpers create (strong enough for the server's rules). */
export const TEST_PASSWORD = 'Purple-Giraffe-42!';

/** The publishable key the app is built with (from .env), sent as `apikey` like supabase-js does. */
function anonKey(): string {
  const env = readFileSync(join(process.cwd(), '.env'), 'utf8');
  const key = /^VITE_SUPABASE_ANON_KEY=(.+)$/m.exec(env)?.[1]?.trim();
  if (!key) throw new Error('VITE_SUPABASE_ANON_KEY is missing from .env');
  return key;
}

/** Base URL of the app under test (the Playwright project's baseURL). */
export function appBaseUrl(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('Playwright baseURL is not set');
  return base;
}

/** Headers supabase-js sends to the auth API. */
export function authHeaders(accessToken?: string): Record<string, string> {
  const key = anonKey();
  return {
    apikey: key,
    Authorization: `Bearer ${accessToken ?? key}`,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
  };
}

/** A fresh, unique email address for a test user. */
export function freshEmail(tag = 'parent'): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A session as the auth API returns it and supabase-js stores it. */
export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string };
}

/**
 * Creates a user through the real auth API (POST /auth/v1/signup, auto-confirmed by the embedded
 * server) and returns its email and session. Fails loudly with the server's answer otherwise.
 */
export async function signUpUser(
  options: { email?: string; password?: string; fullName?: string } = {},
): Promise<{ email: string; password: string; session: TestSession }> {
  const email = options.email ?? freshEmail();
  const password = options.password ?? TEST_PASSWORD;
  const res = await fetch(`${appBaseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ email, password, data: { full_name: options.fullName ?? 'Test Parent' } }),
  });
  const body = (await res.json()) as Partial<TestSession> & { msg?: string; message?: string };
  if (!res.ok || !body.access_token || !body.user) {
    throw new Error(`sign-up of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  const session = {
    ...body,
    expires_at: body.expires_at ?? Math.floor(Date.now() / 1000) + (body.expires_in ?? 3600),
  };
  return { email, password, session: session as TestSession };
}

/** Where supabase-js keeps the session for this base URL: sb-<first label of the hostname>-auth-token. */
export function storageKey(baseUrl = appBaseUrl()): string {
  return `sb-${new URL(baseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Signs a fresh user in for a browser test: signs up through the real auth API, then puts the session
 * where supabase-js keeps it (localStorage) before the app's first load in this tab. Later reloads
 * keep whatever the app did since (so a logout sticks). Returns the email.
 */
export async function signIn(page: Page, options: { fullName?: string } = {}): Promise<string> {
  const { email, session } = await signUpUser(options);
  // Each call gets a higher generation; a tab applies a generation once, so the last signIn wins on
  // the first load and later reloads leave the app's own storage (e.g. after logout) alone.
  const generation = (generations.get(page) ?? 0) + 1;
  generations.set(page, generation);
  await page.addInitScript(
    ([key, value, gen]) => {
      const applied = Number(window.sessionStorage.getItem('__mathpopTestSignIn') ?? '0');
      if (applied >= Number(gen)) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('__mathpopTestSignIn', gen);
    },
    [storageKey(), JSON.stringify(session), String(generation)] as const,
  );
  lastSessions.set(page, session);
  return email;
}

const generations = new WeakMap<Page, number>();
const lastSessions = new WeakMap<Page, TestSession>();

/** The session signIn(page) created (for tests that call the REST API as that user). */
export function sessionOf(page: Page): TestSession {
  const session = lastSessions.get(page);
  if (!session) throw new Error('signIn(page) was not called for this page');
  return session;
}
