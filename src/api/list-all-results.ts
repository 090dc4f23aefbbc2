import { supabase } from '@/lib/supabase';
import type { ActivityResult } from '@/state/results';
import { check } from './errors';
import { toResult } from './list-results';
import type { ActivityResultRow } from './types';

/** All of the user's results, whichever student they belong to (profile statistics). */
export async function listAllResults(userId: string): Promise<ActivityResult[]> {
  const rows = check(
    await supabase
      .from('activity_results')
      .select('*')
      .eq('user_id', userId)
      .order('completed_at', { ascending: false })
      .limit(5000),
  ) as ActivityResultRow[];
  return rows.map(toResult);
}
