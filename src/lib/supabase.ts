import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/api/database.types';
import { apiUrl, authStorageKey } from './authStorage';
import { env } from './env';

/** The app's one Supabase client, typed by the generated schema (`npm run db:types`). */
export type AppSupabase = SupabaseClient<Database>;

type Listener = (client: AppSupabase) => void;

let client: AppSupabase | null = null;
let pending: Promise<AppSupabase> | null = null;
const listeners = new Set<Listener>();

/**
 * The one Supabase client, created on first use. supabase-js (about 50 KB gzip) is imported here on
 * demand, so no page downloads it before something needs the server: game and lesson routes sign in
 * from the stored session (`src/state/session.ts`) and fetch the client with their first saved result.
 * By default it talks to the embedded server on the page's own origin; VITE_SUPABASE_URL /
 * VITE_SUPABASE_ANON_KEY point it at a hosted project instead.
 */
export function getSupabase(): Promise<AppSupabase> {
  if (client) return Promise.resolve(client);
  pending ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      const created = createClient<Database>(apiUrl(), env.supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
          storageKey: authStorageKey(),
        },
      });
      client = created;
      for (const listener of [...listeners]) listener(created);
      listeners.clear();
      return created;
    },
    (error: unknown) => {
      pending = null; // offline: let a later call try again
      throw error;
    },
  );
  return pending;
}

/** The client if it has been created, else null; never loads it (the session sync's only need). */
export function peekSupabase(): AppSupabase | null {
  return client;
}

/** Calls `listener` with the client as soon as it exists; returns the function that stops listening. */
export function onSupabaseLoaded(listener: Listener): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
