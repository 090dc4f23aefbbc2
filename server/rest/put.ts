import type { Target } from './build';
import { RestError, restErrors } from './errors';
import type { QueryPlan } from './parse';

/**
 * Checks a PUT as PostgREST does (a single-row upsert): the filters are exactly one `eq` on each
 * primary key column (else 405 PGRST105), no limit or offset, the body one object whose key values
 * match them (else 400 PGRST115). Returns the row to upsert.
 */
export function putRow(t: Target, plan: QueryPlan, body: unknown): Record<string, unknown> {
  const pk = t.primaryKey ?? [];
  const filters = plan.where.map((c) => (c.kind === 'filter' && c.op === 'eq' && !c.negate ? c : undefined));
  const cols = filters.map((f) => f?.column);
  const exact =
    pk.length > 0 &&
    filters.every(Boolean) &&
    cols.length === pk.length &&
    pk.every((k) => cols.filter((c) => c === k).length === 1);
  if (!exact || plan.limit !== undefined || plan.offset !== undefined) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw restErrors.badJson('expected a JSON object');
  const row = body as Record<string, unknown>;
  for (const f of filters) {
    if (f && String(row[f.column]) !== f.value)
      throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
  return row;
}
