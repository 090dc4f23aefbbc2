import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';

/** Switches the weekly email (issue 24 §4) on or off for the signed-in account. */
export async function setWeeklyEmail(userId: string, on: boolean): Promise<void> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase.from('profiles').update({ weekly_email: on }).eq('user_id', userId).select('weekly_email'),
  );
  if (rows.length === 0) throw new ApiError({ message: 'No profile row was updated' });
}
