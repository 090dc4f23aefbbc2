import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/api/database.types';
import { apiUrl, readStoredSession } from './authStorage';
import { env } from './env';
import { getSupabase, peekSupabase } from './supabase';

/** supabase-js's own REST client (postgrest-js) for the app's schema: `from` and `rpc`, no auth client. */
export type RestReader = PostgrestClient<Database>;

/**
 * The bearer token for the next request, chosen as supabase-js chooses it (its `fetchWithAuth`):
 * the auth client's session once it is loaded; before that, a stored session that is not about to
 * expire (`readStoredSession`), so no auth client is fetched just to read; otherwise the auth client
 * is loaded, which refreshes the session or finds none (then the anon key, as supabase-js sends).
 */
export async function accessToken(): Promise<string> {
  const loaded = peekSupabase();
  if (!loaded) {
    const stored = readStoredSession();
    if (stored) return stored.access_token;
  }
  const client = loaded ?? (await getSupabase());
  return (await client.auth.getSession()).data.session?.access_token ?? env.supabaseAnonKey;
}

let reader: RestReader | null = null;

/**
 * The REST client for reads a child's play route makes before its first question (issue 25 §3,
 * README "Route sizes"): the same postgrest-js that supabase-js wraps, with the same headers and
 * token, but without auth-js (about 15 KB gzip), which the route then fetches only with its first
 * saved answer, as a game route does with its first result.
 */
export function restReader(): RestReader {
  reader ??= new PostgrestClient<Database>(new URL('rest/v1', `${apiUrl()}/`).href, {
    headers: { apikey: env.supabaseAnonKey },
    schema: 'public',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`);
      return fetch(input, { ...init, headers });
    },
  });
  return reader;
}
