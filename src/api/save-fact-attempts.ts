import { getSupabase } from '@/lib/supabase';
import type { Database } from './database.types';
import { check } from './errors';

/** One row of `public.fact_attempts` as the client sends it (user_id defaults to auth.uid()). */
export type FactAttemptRow = Omit<
  Database['public']['Tables']['fact_attempts']['Insert'],
  'user_id' | 'id' | 'created_at'
>;

/** Rows per request: keeps one request small enough for the server's body limit. */
export const SAVE_BATCH = 500;

/**
 * Stores fact attempts idempotently (issue 16): a row whose client_id is already stored is skipped,
 * so a flush that is retried, or run by two tabs at once, stores each answer once.
 */
export async function saveFactAttempts(rows: readonly FactAttemptRow[]): Promise<void> {
  if (rows.length > SAVE_BATCH) throw new Error(`At most ${SAVE_BATCH} fact attempts per call`);
  if (rows.length === 0) return;
  const supabase = await getSupabase();
  check(
    await supabase
      .from('fact_attempts')
      .upsert([...rows], { onConflict: 'client_id', ignoreDuplicates: true }),
  );
}
