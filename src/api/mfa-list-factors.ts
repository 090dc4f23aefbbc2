import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** One enrolled factor as the account settings list it. */
export interface FactorSummary {
  id: string;
  type: string;
  friendlyName: string;
  status: 'verified' | 'unverified';
  createdAt: string;
}

/** Lists the account's factors, verified and not (spec §7 "List factors"). */
export async function mfaListFactors(): Promise<FactorSummary[]> {
  const supabase = await getSupabase();
  const data = check(await supabase.auth.mfa.listFactors());
  return data.all.map((f) => ({
    id: f.id,
    type: f.factor_type,
    friendlyName: f.friendly_name ?? 'Authenticator app',
    status: f.status,
    createdAt: f.created_at,
  }));
}
