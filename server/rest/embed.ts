import { ident } from '../db/sql';
import { findRel } from './find-rel';
import { columnSql, type EmbedRef, fieldSql, jsonSql, rowOf, type Scope } from './json-path';
import { maxEmbeddedRows } from './limits';
import type { Condition, EmbedParams, Order, QueryPlan } from './parse';
import type { Relationship, SchemaGraph } from './relationships';
import { type EmbedNode, type FieldNode, fieldName, type SelectNode } from './select-parse';

/** Turns one condition into SQL against a scope (build.ts's filter operators). */
export type ConditionSql = (t: Scope, c: Condition) => string;

/** What one level of the statement reads: a table (or the written rows), filtered and paged. */
interface Level {
  scope: Scope;
  select: SelectNode[] | '*';
  params: EmbedParams;
  /** Embed path of this level (`''` at the top), for `students.order=` and the like. */
  path: string;
  /** `public.t _s`, `_r _s`, a function call…, and conditions joining it to its parent. */
  from: string;
  joins: string[];
  /** Most rows of this level (the top level's cap; none for embeds without a limit). */
  limit?: number;
}

/** One statement's state: aliases handed out, the plan's embed parameters, the filter builder. */
interface Ctx {
  n: number;
  plan: QueryPlan;
  cond: ConditionSql;
}

/** A built level: its SELECT and its `from … where …` (the rows, unpaged: for exists and counts). */
export interface BuiltLevel {
  sql: string;
  from: string;
}

const noGraph: SchemaGraph = { tables: new Map(), rels: new Map(), computed: new Map() };

const orderSql = (t: Scope, order: Order[]) =>
  order.map(
    (o) => `${fieldSql(t, o.column)} ${o.desc ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );

function fieldExpr(t: Scope, f: FieldNode): string {
  if (f.column === '*') return f.aggregate === 'count' ? 'count(*)' : `${t.alias}.*`;
  let expr = `${columnSql(t, f.column)}${jsonSql(f.json)}`;
  if (f.cast) expr = `(${expr})::${f.cast}`;
  if (f.aggregate) expr = `${f.aggregate}(${expr})`;
  if (f.aggregateCast) expr = `(${expr})::${f.aggregateCast}`;
  return expr;
}

/** The source rows of an embed and the conditions joining them to the parent row. */
function source(rel: Relationship, parent: Scope, alias: string, n: number) {
  const p = parent.alias as string;
  if (rel.fn) return { from: `public.${ident(rel.fn)}(${rowOf(parent)}) ${alias}`, joins: [] };
  const from = `public.${ident(rel.target)} ${alias}`;
  if (!rel.junction)
    return { from, joins: rel.cols.map(([o, c]) => `${alias}.${ident(c)} = ${p}.${ident(o)}`) };
  const j = `_j${n}`;
  return {
    from: `${from}, public.${ident(rel.junction.table)} ${j}`,
    joins: [
      ...rel.junction.sourceCols.map(([jc, o]) => `${j}.${ident(jc)} = ${p}.${ident(o)}`),
      ...rel.junction.targetCols.map(([jc, c]) => `${j}.${ident(jc)} = ${alias}.${ident(c)}`),
    ],
  };
}

/** Output column names of a level, for spreading a to-many embed into arrays. */
function outputNames(t: Scope, select: SelectNode[] | '*', embedded: Map<string, string[]>): string[] {
  if (select === '*') return [...t.columns];
  return select.flatMap((s) => {
    if (s.kind === 'field') return s.column === '*' && !s.aggregate ? [...t.columns] : [fieldName(s)];
    return s.spread ? (embedded.get(s.alias ?? s.name) ?? []) : s.select.length ? [s.alias ?? s.name] : [];
  });
}

interface EmbedOut {
  join: string;
  /** The select item (none for an empty embed, `table!inner()`), and its expression to group by. */
  select?: string;
  group?: string;
  names: string[];
}

function embed(ctx: Ctx, parent: Level, e: EmbedNode, aggregated: boolean): EmbedOut {
  const scope = parent.scope;
  // No graph (a schema other than public, a function's scalar result): no relationship, PGRST200.
  const graph = scope.graph ?? noGraph;
  const rel = findRel(graph, scope.table, e.name, e.hint);
  const n = ++ctx.n;
  const alias = `_e${n}`;
  const lateral = `_a${n}`;
  const name = e.alias ?? e.name;
  const path = parent.path ? `${parent.path}.${name}` : name;
  const params = ctx.plan.embedded.get(path) ??
    ctx.plan.embedded.get(parent.path ? `${parent.path}.${e.name}` : e.name) ?? { where: [], order: [] };
  const table = rel.target;
  const columns = graph.tables.get(table) ?? new Set<string>();
  // `projects(count)`: PostgREST's embedded count, the aggregate when the table has no such column.
  const select = e.select.map(
    (s): SelectNode =>
      s.kind === 'field' && s.column === 'count' && !s.json.length && !s.aggregate && !columns.has('count')
        ? { ...s, column: '*', aggregate: 'count' }
        : s,
  );
  const child: Level = {
    scope: { table, columns, alias, graph, embeds: new Map() },
    select,
    params,
    path,
    ...source(rel, scope, alias, n),
    limit: params.limit,
  };
  const built = level(ctx, child);
  (scope.embeds as Map<string, EmbedRef>).set(name, {
    target: child.scope,
    from: built.from,
    toOne: rel.toOne,
  });
  if (e.join === 'inner') parent.joins.push(`exists (select 1 ${built.from})`);
  const kind = e.join === 'inner' ? 'inner' : 'left';
  const names = outputNames(child.scope, e.select, built.names);
  const json = aggregated ? '::jsonb' : '';
  const spread = { select: names.length ? `${lateral}.*` : undefined, group: lateral, names };
  if (rel.toOne) {
    const join = `${kind} join lateral (${built.sql}) ${lateral} on true`;
    if (e.spread) return { join, ...spread };
    const expr = `row_to_json(${lateral}.*)${json}`;
    if (!e.select.length) return { join, names };
    return { join, select: `${expr} as ${ident(name)}`, group: expr, names };
  }
  // To-many: aggregated into one JSON array per parent row; each row counts against the budget.
  const budget = `where mathpop_internal.embed_budget(${maxEmbeddedRows})`;
  if (e.spread) {
    const cols = names.map((c) => `coalesce(json_agg(${lateral}.${ident(c)}), '[]') as ${ident(c)}`);
    const join = `${kind} join lateral (select ${cols.join(', ')} from (${built.sql}) ${lateral} ${budget}) ${lateral} on true`;
    return { join, ...spread };
  }
  const on = e.join === 'inner' ? `${lateral}.${lateral} is not null` : 'true';
  const join = `${kind} join lateral (select json_agg(${lateral}) as ${lateral} from (${built.sql}) ${lateral} ${budget}) ${lateral} on ${on}`;
  const expr = `coalesce(${lateral}.${lateral}, '[]')${json}`;
  if (!e.select.length) return { join, names };
  return { join, select: `${expr} as ${ident(name)}`, group: expr, names };
}

/**
 * One level as PostgREST reads it, in one statement: the rows are filtered, ordered and paged first
 * (an inner SELECT), then each embed joins them laterally (json_agg / row_to_json), so embeds are
 * read only for the rows that are returned. `!inner` embeds filter the rows with `exists`.
 */
function level(ctx: Ctx, lv: Level): BuiltLevel & { names: Map<string, string[]> } {
  const t = lv.scope;
  const select = lv.select;
  const fields = select === '*' ? [] : select.filter((s): s is FieldNode => s.kind === 'field');
  const aggregated = fields.some((f) => f.aggregate);
  const outs: EmbedOut[] = [];
  const names = new Map<string, string[]>();
  if (select !== '*') {
    for (const s of select) {
      if (s.kind !== 'embed') continue;
      const out = embed(ctx, lv, s, aggregated);
      outs.push(out);
      if (s.spread) names.set(s.alias ?? s.name, out.names);
    }
  }
  const where = [...lv.joins, ...lv.params.where.map((c) => ctx.cond(t, c))];
  const from = `from ${lv.from}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  const order = orderSql(t, lv.params.order);
  const page = `${lv.limit !== undefined ? ` limit ${lv.limit}` : ''}${lv.params.offset ? ` offset ${lv.params.offset}` : ''}`;
  const orderBy = order.length ? ` order by ${order.join(', ')}` : '';
  const items: { sql: string; group?: string }[] = [];
  let k = 0;
  for (const s of select === '*' ? [] : select) {
    if (s.kind === 'embed') {
      const out = outs[k++] as EmbedOut;
      if (out.select) items.push({ sql: out.select, group: out.group });
      continue;
    }
    const expr = fieldExpr(t, s);
    const star = s.column === '*' && !s.aggregate;
    items.push({
      sql: star ? expr : `${expr} as ${ident(fieldName(s))}`,
      group: s.aggregate ? undefined : expr,
    });
  }
  if (select === '*') items.push({ sql: `${t.alias}.*` });
  const list = items.map((i) => i.sql).join(', ');
  const joins = outs.map((o) => ` ${o.join}`).join('');
  if (aggregated) {
    // Aggregates: group by every other item; order and page the groups, not the rows.
    const groups = items.flatMap((i) => (i.group ? [i.group] : []));
    const groupBy = groups.length ? ` group by ${groups.join(', ')}` : '';
    const sql = `select ${list} from (select ${t.alias}.* ${from}) ${t.alias}${joins}${groupBy}${orderBy}${page}`;
    return { sql, from, names };
  }
  const inner = `select ${t.alias}.* ${from}${orderBy}${page}`;
  // The rows come out of the inner SELECT in order; the joins keep it, but say so when there are any.
  const outerOrder = outs.length ? orderBy : '';
  return { sql: `select ${list} from (${inner}) ${t.alias}${joins}${outerOrder}`, from, names };
}

/**
 * The SELECT of a read (or of the rows a write returns): `from` is `public.t _s` or `_r _s`.
 * Returns the statement and the unpaged `from … where …` for the exact count.
 */
export function selectTree(
  scope: Scope,
  plan: QueryPlan,
  from: string,
  cond: ConditionSql,
  page: { limit?: number; filtered: boolean },
): BuiltLevel {
  const top: Level = {
    scope: { ...scope, alias: '_s', embeds: new Map() },
    select: plan.select,
    params: page.filtered
      ? { where: plan.where, order: plan.order, offset: plan.offset }
      : { where: [], order: [] },
    path: '',
    from,
    joins: [],
    limit: page.limit,
  };
  return level({ n: 0, plan, cond }, top);
}
