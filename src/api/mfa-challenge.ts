import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** Opens a challenge for a factor (spec §7 "Multi-factor challenge"); returns the challenge id. */
export async function mfaChallenge(factorId: string): Promise<string> {
  const supabase = await getSupabase();
  const data = check(await supabase.auth.mfa.challenge({ factorId }));
  return data.id;
}
