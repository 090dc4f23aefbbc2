import { type LastKnownOptions, lastKnown } from '@/lib/lastKnown';
import { getSupabase } from '@/lib/supabase';
import { countsFromJson, type RewardCounts } from '@/rewards';
import { check } from './errors';

/**
 * A child's rewards (issue 23), derived on the server by public.student_rewards from the fact
 * log and results: the same for the grown-up and the child's own class session. Null when the
 * caller may not see that child. Offline, the last rewards read on this device (issue 25).
 */
export async function getRewards(
  studentId: string,
  options?: LastKnownOptions,
): Promise<RewardCounts | null> {
  return lastKnown(
    `rewards:${studentId}`,
    async () => {
      const supabase = await getSupabase();
      const tz = -new Date().getTimezoneOffset();
      const result = await supabase.rpc('student_rewards', { p_student: studentId, p_tz_minutes: tz });
      const data = result.error ? check(result) : result.data;
      return data ? countsFromJson(data) : null;
    },
    options,
  );
}
