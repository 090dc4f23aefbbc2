import { type LastKnownOptions, lastKnown } from '@/lib/lastKnown';
import { restReader } from '@/lib/restReader';
import { check } from './errors';

/** Whether a child has ever answered in practice or placement (else their next practice places them). */
export async function hasPractised(studentId: string, options?: LastKnownOptions): Promise<boolean> {
  // Offline, the last answer read on this device (practice then starts as it would have).
  return lastKnown(
    `practised:${studentId}`,
    async () => {
      const supabase = restReader();
      const rows = check(
        await supabase
          .from('fact_attempts')
          .select('id')
          .eq('student_profile_id', studentId)
          .in('source', ['practice', 'placement'])
          .limit(1),
      );
      return rows.length > 0;
    },
    options,
  );
}
