import { createClient } from '@supabase/supabase-js';
import { apiUrl, authStorageKey } from './authStorage';
import { env } from './env';
import { announceSupabase } from './supabaseLoader';

/**
 * The one Supabase client of the app. By default it talks to the embedded server on the page's own
 * origin; VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY point it at a hosted project instead.
 * Only pages behind /auth and /app import this module (games and lessons load it on demand through
 * `loadSupabase`), so the sales pages never download it.
 */
export const supabase = createClient(apiUrl(), env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    storageKey: authStorageKey(),
  },
});

announceSupabase(supabase);
