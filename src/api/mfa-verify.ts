import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** Answers a challenge with a 6-digit code (spec §7 "Multi-factor verify"); raises the session to AAL2. */
export async function mfaVerify(factorId: string, challengeId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.mfa.verify({ factorId, challengeId, code }));
}
