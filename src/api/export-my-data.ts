import { getSupabase } from '@/lib/supabase';
import { assembleExport, type ExportHead } from './export-pages';

/**
 * Everything stored for the signed-in account as one JSON document, fetched in short pages
 * (`export_my_data_head()`, then `export_my_data_page()` per table until done; see export-pages.ts).
 */
export async function exportMyData(): Promise<ExportHead> {
  const supabase = await getSupabase();
  return assembleExport((fn, args) => supabase.rpc(fn, args));
}

/** The download's file name: mathpop-data-YYYY-MM-DD.json (the local date). */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `mathpop-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
