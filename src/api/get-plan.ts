import { supabase } from '@/lib/supabase';
import { check } from './errors';
import type { Plan } from './types';

/** Reads the user's subscription plan (spec §7 "Read plan"). */
export async function getPlan(userId: string): Promise<Plan> {
  const row = check(
    await supabase.from('profiles').select('subscription_plan').eq('user_id', userId).single(),
  ) as { subscription_plan: Plan };
  return row.subscription_plan;
}
