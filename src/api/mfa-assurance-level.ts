import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** The session's assurance level and the level the account could reach (spec §7). */
export interface AssuranceLevel {
  current: 'aal1' | 'aal2' | null;
  next: 'aal1' | 'aal2' | null;
}

/** Reads the authenticator assurance level of the current session. */
export async function mfaAssuranceLevel(): Promise<AssuranceLevel> {
  const supabase = await getSupabase();
  const data = check(await supabase.auth.mfa.getAuthenticatorAssuranceLevel());
  const level = (l: string | null) => (l === 'aal1' || l === 'aal2' ? l : null);
  return { current: level(data.currentLevel), next: level(data.nextLevel) };
}
