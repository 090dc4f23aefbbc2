import { RestError } from './errors';
import { maxReadRows } from './limits';
import type { CountPref } from './prefer';

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)` output (either driver's shape). */
export function planRows(explained: unknown): number | undefined {
  try {
    const plan = typeof explained === 'string' ? JSON.parse(explained) : explained;
    const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[])?.[0]?.Plan?.['Plan Rows'];
    return typeof rows === 'number' ? Math.round(rows) : undefined;
  } catch {
    return undefined;
  }
}

/** `EXPLAIN (FORMAT JSON)` of `select 1 from <from>` for count=planned/estimated. */
export const explainSql = (from: string) => `explain (format json) select 1 from ${from}`;

/**
 * The total a read answers for its count preference: exact counts as is; planned the planner's
 * estimate; estimated the exact count up to db-max-rows, beyond it the planner's estimate when it is
 * the larger (as PostgREST).
 */
export function totalFor(count: CountPref | undefined, exact?: number, planned?: number): number | undefined {
  if (!count) return undefined;
  if (count === 'exact') return exact;
  if (count === 'planned') return planned;
  if (exact !== undefined && exact > maxReadRows && planned !== undefined) return Math.max(exact, planned);
  return exact;
}

/** A read's Content-Range (`0-24/3573458`, `*∕0`) and status (206 when partial, 416 past the end). */
export function readRange(from: number, n: number, total: number | undefined) {
  const range = n > 0 ? `${from}-${from + n - 1}` : '*';
  const header = `${range}/${total ?? '*'}`;
  if (total === undefined) return { header, status: 200 as const };
  if (from > total || (from > 0 && from === total && n === 0 && total > 0)) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${from} was requested, but there are only ${total} rows.`,
    );
  }
  return { header, status: n < total ? (206 as const) : (200 as const) };
}

/** A write's Content-Range: `*∕N` for POST and DELETE, `0-(N-1)/N` for PATCH (PostgREST). */
export function writeRange(method: string, n: number, counted: boolean): string {
  const total = counted ? String(n) : '*';
  if (method === 'PATCH' && n > 0) return `0-${n - 1}/${total}`;
  return `*/${total}`;
}
