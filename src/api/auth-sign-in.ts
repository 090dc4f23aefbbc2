import { getSupabase } from '@/lib/supabase';

/**
 * Signs in with email and password (spec §7 "Sign in"). Resolves to the auth error (null on
 * success) and the signed-in user's id.
 */
export async function signInWithPassword(email: string, password: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  return { error, userId: data.user?.id ?? null };
}
