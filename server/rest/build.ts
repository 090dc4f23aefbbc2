import { ident, literal } from '../db/sql';
import { selectTree } from './embed';
import { restErrors } from './errors';
import { fieldSql, type Scope } from './json-path';
import { maxReadRows, maxWriteRows } from './limits';
import { insertWithDefaults } from './missing';
import { operatorSql } from './operators';
import type { Condition, Filter, QueryPlan } from './parse';
import { conflictSql, type Resolution } from './upsert';

/** The table a request targets, with its known columns (and its relationship graph, for embeds). */
export interface Target extends Scope {
  /** Primary key columns: an upsert's default conflict target (none: plain insert). */
  primaryKey?: string[];
  /** The table's schema (default public). */
  schema?: string;
  /** The relation read instead of the table (a function's result, RPC with a query string). */
  source?: string;
}

/** Who runs the statement: the role RLS sees and the JWT claims (JSON text). */
export interface Caller {
  role: 'anon' | 'authenticated' | 'mathpop_child';
  claims: string;
}

/**
 * The statement that switches the transaction to the caller's role and claims, so row-level
 * security decides what the following statement sees. Local to the request's transaction.
 */
export function preamble(caller: Caller): string {
  return `select set_config('role', ${literal(caller.role)}, true), set_config('request.jwt.claims', ${literal(caller.claims)}, true), set_config('request.method', 'rest', true), set_config('statement_timeout', '8s', true)`;
}

function col(t: Target, name: string): string {
  if (!t.columns.has(name)) throw restErrors.noColumn(t.table, name);
  return `_s.${ident(name)}`;
}

function filterSql(t: Scope, f: Filter): string {
  const sql = operatorSql(fieldSql(t, f.column), f.op, f.value);
  return f.negate ? `not (${sql})` : sql;
}

/** One filter or logic tree as SQL against the scope's row. */
export function conditionSql(t: Scope, cond: Condition): string {
  if (cond.kind === 'filter') return filterSql(t, cond);
  const inner = cond.items.map((i) => conditionSql(t, i)).join(cond.op === 'and' ? ' and ' : ' or ');
  const sql = `(${inner || (cond.op === 'and' ? 'true' : 'false')})`;
  return cond.negate ? `not ${sql}` : sql;
}

/** ` where …` for the plan's filters ('' when none). */
export function whereSql(t: Target, plan: QueryPlan): string {
  if (plan.where.length === 0) return '';
  return ` where ${plan.where.map((c) => conditionSql(t, c)).join(' and ')}`;
}

const table = (t: Target) => t.source ?? `${t.schema ? ident(t.schema) : 'public'}.${ident(t.table)}`;

/**
 * Wraps rows in `_src` into the response row: JSON body text, row count, single-object check, and
 * for PATCH and DELETE the write cap (more rows raise, rolling the statement back).
 */
function envelope(
  t: Target,
  plan: QueryPlan,
  src: string,
  single: boolean,
  extra = '',
  capped = false,
): string {
  const cap = capped ? `, mathpop_internal.expect_at_most(count(*), ${maxWriteRows}) as capped` : '';
  const check = `${single ? ', mathpop_internal.expect_single(count(*)) as single' : ''}${cap}`;
  const rows = selectTree(t, plan, `${src} _s`, conditionSql, { filtered: false }).sql;
  return `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n${check}${extra} from (${rows}) _t`;
}

/**
 * GET: the rows RLS lets the caller see, filtered, ordered and paged (at most maxReadRows), with
 * their embedded resources, in one statement.
 */
export function readSql(t: Target, plan: QueryPlan, single: boolean, countExact: boolean): string {
  const limit = Math.min(plan.limit ?? maxReadRows, maxReadRows);
  const built = selectTree(t, plan, `${table(t)} _s`, conditionSql, { limit, filtered: true });
  const total = countExact ? `, (select count(*) ${built.from})::int as total` : '';
  const check = single ? ', mathpop_internal.expect_single(count(*)) as single' : '';
  return `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n${check}${total} from (${built.sql}) _t`;
}

/** The rows a read counts, `table _s where …` (filters, `!inner` embeds): the planned count's FROM. */
export function readFrom(t: Target, plan: QueryPlan): string {
  return selectTree(t, plan, `${table(t)} _s`, conditionSql, { filtered: true }).from.replace(/^from /, '');
}

/** POST: inserts the JSON rows (the union of their keys, or `columns=`), upserting on a resolution. */
export function insertSql(
  t: Target,
  plan: QueryPlan,
  rows: Record<string, unknown>[],
  single: boolean,
  resolution: Resolution | undefined,
  defaults?: Map<string, string>,
): string {
  const keys = plan.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const k of keys) col(t, k);
  const names = keys.map(ident).join(', ');
  const json = literal(JSON.stringify(rows));
  const source = !keys.length
    ? `default values`
    : defaults
      ? insertWithDefaults(table(t), keys, rows, defaults)
      : `(${names}) select ${names} from json_populate_recordset(null::${table(t)}, ${json})`;
  const conflict = conflictSql(t, plan, keys, resolution);
  if (resolution === 'merge') {
    // xmax = 0 marks a row inserted rather than updated: a merge that only updated answers 200.
    const inserted = ', (select count(*) filter (where _ins) from _w)::int as inserted';
    return `with _w as (insert into ${table(t)} as _s ${source}${conflict} returning _s, (_s.xmax = 0) as _ins), _r as (select (_w._s).* from _w) ${envelope(t, plan, '_r', single, inserted)}`;
  }
  return `with _r as (insert into ${table(t)} as _s ${source}${conflict} returning _s.*) ${envelope(t, plan, '_r', single)}`;
}

/** PATCH: sets the body's columns on the filtered rows RLS lets the caller update. */
export function updateSql(
  t: Target,
  plan: QueryPlan,
  patch: Record<string, unknown>,
  single: boolean,
): string {
  const keys = Object.keys(patch);
  for (const k of keys) col(t, k);
  if (keys.length === 0)
    return `select '[]'::text as body, 0 as n${single ? ', mathpop_internal.expect_single(0) as single' : ''}`;
  const sets = keys.map((k) => `${ident(k)} = _p.${ident(k)}`).join(', ');
  const json = literal(JSON.stringify(patch));
  const where = whereSql(t, plan);
  return `with _r as (update ${table(t)} as _s set ${sets} from json_populate_record(null::${table(t)}, ${json}) _p${where} returning _s.*) ${envelope(t, plan, '_r', single, '', true)}`;
}

/** DELETE: removes the filtered rows RLS lets the caller delete. */
export function deleteSql(t: Target, plan: QueryPlan, single: boolean): string {
  return `with _r as (delete from ${table(t)} as _s${whereSql(t, plan)} returning _s.*) ${envelope(t, plan, '_r', single, '', true)}`;
}
