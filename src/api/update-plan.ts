import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';
import { planOf } from './row-values';
import type { Plan } from './types';

/** Switches the user's subscription plan (spec §7 "Update plan"); throws if no row changed. */
export async function updatePlan(userId: string, plan: Plan): Promise<Plan> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase
      .from('profiles')
      .update({ subscription_plan: plan })
      .eq('user_id', userId)
      .select('subscription_plan'),
  );
  if (rows.length === 0) throw new ApiError({ message: 'No profile row was updated' });
  return planOf(rows[0].subscription_plan);
}
