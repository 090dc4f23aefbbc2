import { getSupabase } from '@/lib/supabase';
import type { Database } from './database.types';
import { check } from './errors';

/**
 * One activity result saved while offline, as the client sends it later: a new row whose `id` the
 * client made (crypto.randomUUID) when the result happened, so sending it twice stores it once.
 */
export type QueuedResultRow = Database['public']['Tables']['activity_results']['Insert'] & { id: string };

/** Rows per request (the server takes at most 500 per write). */
export const RESULT_BATCH = 100;

/**
 * Stores results that waited on the device, idempotently: each is a new row keyed by its
 * client-made id (`Prefer: resolution=ignore-duplicates`), merged per activity by the readers
 * (latestPerActivity), as a child's class session's rows are.
 */
export async function saveQueuedResults(rows: readonly QueuedResultRow[]): Promise<void> {
  if (rows.length > RESULT_BATCH) throw new Error(`At most ${RESULT_BATCH} results per call`);
  if (rows.length === 0) return;
  const supabase = await getSupabase();
  check(
    await supabase.from('activity_results').upsert([...rows], { onConflict: 'id', ignoreDuplicates: true }),
  );
}
