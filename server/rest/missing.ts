import { ident, literal } from '../db/sql';
import type { Db } from '../db/types';

/** The default expression of each column of `schema.table` that has one (for Prefer: missing=default). */
export async function columnDefaults(db: Db, schema: string, table: string): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; expr: string }>(
    `select a.attname::text as name, pg_get_expr(d.adbin, d.adrelid) as expr
     from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
     where d.adrelid = to_regclass($1) and not a.attisdropped`,
    [`${ident(schema)}.${ident(table)}`],
  );
  return new Map(rows.map((r) => [r.name, r.expr]));
}

/**
 * The `(cols) select …` of an insert with `Prefer: missing=default`: a key a row leaves out takes
 * the column's default (evaluated per row) instead of null, as PostgREST does; rows keep their order.
 */
export function insertWithDefaults(
  table: string,
  keys: string[],
  rows: Record<string, unknown>[],
  defaults: Map<string, string>,
): string {
  const names = keys.map(ident).join(', ');
  const values = keys.map((k) => {
    const d = defaults.get(k);
    return d ? `case when _e.j ? ${literal(k)} then _p.${ident(k)} else ${d} end` : `_p.${ident(k)}`;
  });
  const json = literal(JSON.stringify(rows));
  return `(${names}) select ${values.join(', ')} from jsonb_array_elements(${json}::jsonb) with ordinality _e(j, i) cross join lateral jsonb_populate_record(null::${table}, _e.j) _p order by _e.i`;
}
