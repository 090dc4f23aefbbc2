import { check } from './errors';

/** What `export_my_data_head()` answers: the export without its rows, table names as keys. */
export interface ExportHead {
  readme: { about: string; fields: Record<string, Record<string, string>> };
  tables: Record<string, unknown[]>;
  account: Record<string, unknown> | null;
  exported_at: string;
}

/** One page of one table (`export_my_data_page`): its rows and the cursor of the next (null: done). */
export interface ExportPage {
  rows: unknown[];
  next: string | null;
}

/** The two calls the export makes, as supabase-js's `rpc` answers them. */
export type ExportRpc = (
  fn: 'export_my_data_head' | 'export_my_data_page',
  args?: { p_table: string; p_after?: string },
) => PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;

/**
 * Everything stored for the account, put together from short calls (issue 27: no request may hold
 * the database long): the head, then each table page by page until its cursor runs out. The result
 * has the head's keys in the head's order, so the file reads as the one-call export did.
 */
export async function assembleExport(rpc: ExportRpc): Promise<ExportHead> {
  const head = check(await rpc('export_my_data_head')) as ExportHead;
  for (const table of Object.keys(head.tables)) {
    const rows: unknown[] = [];
    let after: string | undefined;
    do {
      const page = check(
        await rpc('export_my_data_page', after ? { p_table: table, p_after: after } : { p_table: table }),
      ) as ExportPage;
      rows.push(...page.rows);
      after = page.next ?? undefined;
    } while (after);
    head.tables[table] = rows;
  }
  return head;
}
