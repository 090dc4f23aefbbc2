import { ident, literal } from '../db/sql';
import { readFrom, readSql, type Target } from './build';
import { explainSql } from './count';
import { maxReadRows } from './limits';
import type { QueryPlan } from './parse';
import type { SchemaGraph } from './relationships';
import type { FunctionInfo } from './rpc-find';

/** How a function is called: named arguments from a JSON object, or one raw (unnamed) value. */
export type CallArgs = { kind: 'named'; args: Record<string, unknown> } | { kind: 'raw'; value: string };

/**
 * `fn(a => _a.a, …)` with the arguments read by json_to_record typed as the parameters (as
 * PostgREST does: JSON arrays become arrays, objects row types, strings any type's input), and the
 * FROM item that provides `_a` ('' when there is none).
 */
function call(f: FunctionInfo, a: CallArgs): { expr: string; from: string } {
  const fn = `${ident(f.schema)}.${ident(f.name)}`;
  if (a.kind === 'raw') {
    const type = f.params[0]?.type ?? 'text';
    const value = type === 'bytea' ? `decode(${literal(a.value)}, 'base64')` : `${literal(a.value)}::${type}`;
    return { expr: `${fn}(${value})`, from: '' };
  }
  const keys = Object.keys(a.args);
  if (keys.length === 0) return { expr: `${fn}()`, from: '' };
  const types = new Map(f.params.map((p) => [p.name, p.type]));
  const cols = keys.map((k) => `${ident(k)} ${types.get(k)}`).join(', ');
  const named = keys.map((k) => `${ident(k)} => _a.${ident(k)}`).join(', ');
  return {
    expr: `${fn}(${named})`,
    from: ` from json_to_record(${literal(JSON.stringify(a.args))}) as _a(${cols})`,
  };
}

/**
 * A result of a public table's row type (`setof clients`) is that table for embeds and computed
 * fields, as PostgREST; any other composite result is a relation without relationships.
 */
function resultTable(f: FunctionInfo, graph?: SchemaGraph): Pick<Target, 'table' | 'columns' | 'graph'> {
  const columns = new Set(f.columns);
  const name = f.rettype.replace(/^public\./, '');
  if (graph?.tables.has(name) && !name.includes('.')) return { table: name, columns, graph };
  return { table: f.name, columns };
}

/** The statements of one RPC call: the result row `{body, n, total?}` and the EXPLAIN for a planned count. */
export interface RpcSql {
  sql: string;
  explain?: string;
  /** Whether the answer is one value/object rather than an array. */
  scalar: boolean;
}

/**
 * A composite result (set or single row) is read like a table: `select`, filters, `order`,
 * `limit`/`offset` and counts apply to it (the call runs once, in a materialized CTE); a scalar one
 * answers its value, a set of scalars their array (at most maxReadRows).
 */
export function rpcSql(
  f: FunctionInfo,
  args: CallArgs,
  plan: QueryPlan,
  opts: { single: boolean; exact: boolean; estimate: boolean; graph?: SchemaGraph },
): RpcSql {
  const { expr, from } = call(f, args);
  if (f.columns) {
    const source = from ? `(select _r.*${from}, lateral ${expr} _r)` : `${expr}`;
    const target: Target = { ...resultTable(f, opts.graph), source: '_f' };
    const cte = `with _f as materialized (select * from ${source} _r)`;
    const single = opts.single || !f.retset;
    const sql = `${cte} ${readSql(target, plan, single && opts.single, opts.exact)}`;
    const explain = opts.estimate
      ? explainSql(
          readFrom(
            { ...target, source: `${from ? `(select _r.*${from}, lateral ${expr} _r)` : expr}` },
            plan,
          ),
        )
      : undefined;
    return { sql, explain, scalar: !f.retset };
  }
  if (f.rettype === 'void')
    return { sql: `select 'null'::text as body, 0 as n from (select ${expr}${from}) _c`, scalar: true };
  if (f.retset) {
    const total = opts.exact ? ', (select count(*) from _f)::int as total' : '';
    return {
      sql: `with _f as materialized (select ${expr} as v${from}) select coalesce(json_agg(_v.v), '[]')::text as body, count(*)::int as n${total} from (select v from _f limit ${maxReadRows}) _v`,
      scalar: false,
    };
  }
  return {
    sql: `select coalesce(to_json(_v.v), 'null'::json)::text as body, 1 as n, 1 as total, ${f.rettype === 'bytea' ? "encode(_v.v, 'base64')" : '_v.v::text'} as raw from (select ${expr} as v${from}) _v`,
    scalar: true,
  };
}
