import type { SupabaseClient } from '@supabase/supabase-js';

type Listener = (client: SupabaseClient) => void;

let client: SupabaseClient | null = null;
let pending: Promise<SupabaseClient> | null = null;
const listeners = new Set<Listener>();

/**
 * Loads the one Supabase client on demand. Dashboard and auth pages import `@/lib/supabase`
 * directly; the shell and the game/lesson routes come through here so that supabase-js (about
 * 50 KB gzip) is only fetched when a result is saved or the session needs the server.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  if (client) return Promise.resolve(client);
  pending ??= import('./supabase').then(
    (m) => m.supabase,
    (error: unknown) => {
      pending = null; // let a later call try again
      throw error;
    },
  );
  return pending;
}

/** True once the client module has run (however it was imported). */
export function isSupabaseLoaded(): boolean {
  return client !== null;
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

/** Called once by `@/lib/supabase` when it creates the client. */
export function announceSupabase(created: SupabaseClient): void {
  client = created;
  for (const listener of [...listeners]) listener(created);
  listeners.clear();
}
