import { ident, literal } from '../db/sql';
import { RestError, restErrors } from './errors';
import type { SchemaGraph } from './relationships';
import { type JsonStep, parseFieldPath } from './select-parse';

/** An embedded resource as its parent's filters and order see it. */
export interface EmbedRef {
  /** The embedded table, aliased as in `from`. */
  target: Scope;
  /** `from … where …` of the embedded rows of the current parent row (join and filters). */
  from: string;
  toOne: boolean;
}

/** A table as one level of a statement sees it: its alias, columns, graph and embeds. */
export interface Scope {
  table: string;
  columns: Set<string>;
  /** The row's alias in the statement (`_s` at the top). */
  alias?: string;
  graph?: SchemaGraph;
  /** Embedded resources of this level by alias and by name. */
  embeds?: Map<string, EmbedRef>;
}

/** `->'key'->>0`… of a JSON path. */
export function jsonSql(steps: JsonStep[]): string {
  return steps.map((s) => `${s.arrow}${s.index ? s.key : literal(s.key)}`).join('');
}

/** The table's row as its own composite type, the argument of computed fields and relationships. */
export function rowOf(t: Scope): string {
  return `row(${t.alias ?? '_s'}.*)::public.${ident(t.table)}`;
}

/** Whether `name` is a computed field (a scalar function of the table's row) of `t`. */
export function isComputed(t: Scope, name: string): boolean {
  return !t.columns.has(name) && Boolean(t.graph?.computed.get(t.table)?.has(name));
}

/** A column (or computed field) of `t` as SQL, 42703 when it has neither. */
export function columnSql(t: Scope, name: string): string {
  if (t.columns.has(name)) return `${t.alias ?? '_s'}.${ident(name)}`;
  if (isComputed(t, name)) return `public.${ident(name)}(${rowOf(t)})`;
  throw restErrors.noColumn(t.table, name);
}

function embedOf(t: Scope, name: string): EmbedRef {
  const e = t.embeds?.get(name);
  if (!e)
    throw new RestError(
      400,
      'PGRST108',
      `'${name}' is not an embedded resource in this request`,
      null,
      `Verify that '${name}' is included in the 'select' query parameter.`,
    );
  return e;
}

/**
 * What a filter or `order` names, as SQL: a column, a computed field, a JSON path (`data->a->>b`),
 * a to-one embed's column (`clients(name)`, order only in PostgREST) or an embed itself (its null
 * filter, `clients=not.is.null`: a row of it exists).
 */
export function fieldSql(t: Scope, raw: string): string {
  const related = /^([^()]+)\(([^()]+)\)$/.exec(raw);
  if (related) {
    const e = embedOf(t, related[1] as string);
    if (!e.toOne)
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${related[1]}' is not possible`,
        `'${t.table}' and '${related[1]}' do not form a many-to-one or one-to-one relationship`,
      );
    return `(select ${fieldSql(e.target, related[2] as string)} ${e.from} limit 1)`;
  }
  if (!t.columns.has(raw) && t.embeds?.has(raw)) return `(select 1 ${embedOf(t, raw).from} limit 1)`;
  const path = parseFieldPath(raw);
  if (!path || path.json.length === 0) return columnSql(t, path?.column ?? raw);
  return `${columnSql(t, path.column)}${jsonSql(path.json)}`;
}
