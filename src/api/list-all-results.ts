import { getSupabase } from '@/lib/supabase';
import type { ActivityResult } from '@/state/results';
import { check } from './errors';
import { toResult } from './list-results';
import type { ActivityResultRow } from './types';

/** Rows per request: the server's (and PostgREST's db-max-rows) cap on one read. */
const PAGE = 1000;
/** Pages read at most (a teacher's 25 pupils keep about 2,300 result rows; the quota is 200,000). */
const MAX_PAGES = 20;

/**
 * All of the user's results, whichever student they belong to (profile statistics), newest first.
 * A read returns at most 1000 rows, so a teacher's class is read page by page with `range()`.
 */
export async function listAllResults(userId: string): Promise<ActivityResult[]> {
  const supabase = await getSupabase();
  const rows: ActivityResultRow[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const batch = check(
      await supabase
        .from('activity_results')
        .select('*')
        .eq('user_id', userId)
        .order('completed_at', { ascending: false })
        .order('id', { ascending: true })
        .range(page * PAGE, page * PAGE + PAGE - 1),
    );
    rows.push(...batch);
    if (batch.length < PAGE) break;
  }
  return rows.map(toResult);
}
