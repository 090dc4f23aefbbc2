import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';

/** The publishable key the app ships with (.env). */
export const publishableKey = 'sb_publishable_mathpop_local_2f7c1d9e4b';

/** A supabase-js client for the server, without persistence or background refresh. */
export function client(url: string): SupabaseClient {
  return createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A unique email address. */
export const newEmail = () => `kid-${randomUUID().slice(0, 12)}@example.com`;

/** A password that passes the strength rules. */
export const goodPassword = 'Sunny-Maths-42';

/** A signed-up, signed-in user with their own client. */
export interface TestUser {
  sb: SupabaseClient;
  user: User;
  session: Session;
  email: string;
}

/** Signs a fresh user up through supabase-js (auto-confirm gives a session). */
export async function newUser(url: string, fullName = 'Test Parent'): Promise<TestUser> {
  const sb = client(url);
  const email = newEmail();
  const { data, error } = await sb.auth.signUp({
    email,
    password: goodPassword,
    options: { emailRedirectTo: url, data: { full_name: fullName } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('no session after sign-up');
  return { sb, user: data.user, session: data.session, email };
}

/** Raw HTTP helper: the API with the publishable key and an optional bearer token. */
export async function api(url: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', publishableKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return fetch(`${url}${path}`, { ...init, headers });
}
