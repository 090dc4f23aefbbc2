import { ident } from '../db/sql';
import { restErrors } from './errors';
import type { QueryPlan } from './parse';

/** How `Prefer: resolution=…` asks an insert to treat rows that already exist. */
export type Resolution = 'merge' | 'ignore';

/** What the conflict clause needs to know about the table (a subset of build.ts's Target). */
interface ConflictTarget {
  table: string;
  columns: Set<string>;
  primaryKey?: string[];
}

/**
 * The `ON CONFLICT …` clause of an insert, as PostgREST builds it: the target is `on_conflict=`'s
 * columns, else the primary key (no clause at all when the table has none); `ignore-duplicates`
 * is DO NOTHING and `merge-duplicates` DO UPDATE SET every inserted column from EXCLUDED (which
 * needs the UPDATE privilege, so an insert-only table refuses it with 42501). '' when no resolution.
 */
export function conflictSql(
  t: ConflictTarget,
  plan: QueryPlan,
  keys: string[],
  resolution: Resolution | undefined,
): string {
  if (!resolution) return '';
  const cols = plan.onConflict ?? t.primaryKey ?? [];
  if (plan.onConflict && cols.length === 0)
    throw restErrors.parse('on_conflict', 'on_conflict needs at least one column');
  for (const c of cols) if (!t.columns.has(c)) throw restErrors.noColumn(t.table, c);
  if (cols.length === 0) return '';
  const target = ` on conflict (${cols.map(ident).join(', ')})`;
  if (resolution === 'ignore' || keys.length === 0) return `${target} do nothing`;
  return `${target} do update set ${keys.map((k) => `${ident(k)} = excluded.${ident(k)}`).join(', ')}`;
}
