import { getSupabase } from '@/lib/supabase';

/** Signs in with email and password (spec §7 "Sign in"). Resolves to the auth error, or null. */
export async function signInWithPassword(email: string, password: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return error;
}
