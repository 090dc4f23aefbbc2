import { supabase } from '@/lib/supabase';
import { check } from './errors';

/** Removes a factor from the account. */
export async function mfaUnenroll(factorId: string): Promise<void> {
  check(await supabase.auth.mfa.unenroll({ factorId }));
}
