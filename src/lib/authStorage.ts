import type { Session } from '@supabase/supabase-js';
import { env } from './env';

/** The Supabase API base: VITE_SUPABASE_URL, or the page's own origin (the embedded server). */
export function apiUrl(): string {
  return env.supabaseUrl ?? window.location.origin;
}

/** Where supabase-js keeps the session in localStorage (its default: sb-<first host label>-auth-token). */
export function authStorageKey(): string {
  return `sb-${new URL(apiUrl()).hostname.split('.')[0]}-auth-token`;
}

/** supabase-js refreshes a token this close to expiry; a stored one nearer than this is not trusted. */
export const EXPIRY_MARGIN_MS = 90_000;

/**
 * The session supabase-js persisted, read without loading supabase-js (it is 50 KB gzip the game
 * routes need only to save a result): null when there is none, it is malformed, or its access token
 * is within EXPIRY_MARGIN_MS of expiring (supabase-js must refresh it first). Like supabase-js, it
 * trusts an unexpired stored token without asking the server; RLS still checks every request.
 */
export function readStoredSession(now = Date.now()): Session | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(authStorageKey());
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<Session> | null;
    if (
      !session ||
      typeof session.access_token !== 'string' ||
      typeof session.refresh_token !== 'string' ||
      typeof session.expires_at !== 'number' ||
      typeof session.user?.id !== 'string'
    )
      return null;
    return session.expires_at * 1000 - now > EXPIRY_MARGIN_MS ? (session as Session) : null;
  } catch {
    return null;
  }
}
