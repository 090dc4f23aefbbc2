import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** Removes a factor from the account. */
export async function mfaUnenroll(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.mfa.unenroll({ factorId }));
}
