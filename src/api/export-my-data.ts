import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * Everything stored for the signed-in account as one JSON document (`public.export_my_data()`
 * through POST /rest/v1/rpc: one value, so the REST read cap does not cut it).
 */
export async function exportMyData(): Promise<unknown> {
  const supabase = await getSupabase();
  return check(await supabase.rpc('export_my_data'));
}

/** The download's file name: mathpop-data-YYYY-MM-DD.json (the local date). */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `mathpop-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
