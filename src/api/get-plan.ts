import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import { planOf } from './row-values';
import type { Plan } from './types';

/** Reads the user's subscription plan (spec §7 "Read plan"). */
export async function getPlan(userId: string): Promise<Plan> {
  const supabase = await getSupabase();
  const row = check(
    await supabase.from('profiles').select('subscription_plan').eq('user_id', userId).single(),
  );
  return planOf(row.subscription_plan);
}
