import { restErrors } from './errors';
import { maxConditions, maxLogicDepth } from './limits';
import { checkFilterSize, isOperator } from './operators';
import { parseSelectTree, type SelectNode } from './select-parse';
import { splitTop } from './split';

export { splitTop };

/** A filter `column=[not.]op.value`. */
export interface Filter {
  kind: 'filter';
  column: string;
  negate: boolean;
  op: string;
  value: string;
}

/** A logic tree from `or=(…)` / `and=(…)`. */
export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  items: Condition[];
}

/** One condition of the WHERE clause. */
export type Condition = Filter | Logic;

/** `order=col.asc.nullsfirst` */
export interface Order {
  column: string;
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and page of one embedded resource (`students.name=eq.x`, `students.limit=2`). */
export interface EmbedParams {
  where: Condition[];
  order: Order[];
  limit?: number;
  offset?: number;
}

/** What the query string of a REST request asks for. */
export interface QueryPlan {
  select: SelectNode[] | '*';
  where: Condition[];
  order: Order[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
  /** Parameters of embedded resources by their path (`students.results`). */
  embedded: Map<string, EmbedParams>;
}

const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

function parseFilter(column: string, expr: string): Filter {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (dot < 0 || !isOperator(op))
    throw restErrors.parse(`filter (${expr})`, `unknown or missing operator in "${column}=${expr}"`);
  const value = rest.slice(dot + 1);
  checkFilterSize(column, op, value);
  return { kind: 'filter', column, negate, op, value };
}

function parseLogic(op: 'and' | 'or', negate: boolean, body: string, depth = 1): Logic {
  if (!body.startsWith('(') || !body.endsWith(')'))
    throw restErrors.parse('logic tree', `expected (…) in ${op}=${body}`);
  if (depth > maxLogicDepth)
    throw restErrors.parse('logic tree', `logic trees may nest at most ${maxLogicDepth} levels`);
  const items = splitTop(body.slice(1, -1)).map((part): Condition => {
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (m) return parseLogic(m[2] as 'and' | 'or', Boolean(m[1]), m[3] as string, depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) throw restErrors.parse('logic tree', `bad condition "${part}"`);
    return parseFilter(part.slice(0, dot), part.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, items };
}

function parseSelect(s: string): SelectNode[] | '*' {
  if (s.trim() === '*') return '*';
  return s.trim() === '' ? [] : parseSelectTree(s);
}

function parseOrder(s: string): Order[] {
  return splitTop(s).map((p) => {
    const [column, ...mods] = p.split('.');
    const o: Order = { column: column ?? '', desc: false };
    for (const m of mods) {
      if (m === 'desc') o.desc = true;
      else if (m === 'asc') o.desc = false;
      else if (m === 'nullsfirst') o.nulls = 'first';
      else if (m === 'nullslast') o.nulls = 'last';
      else throw restErrors.parse('order', `unexpected "${m}" in ${p}`);
    }
    return o;
  });
}

function parseCount(name: string, v: string): number {
  if (!/^\d{1,9}$/.test(v)) throw restErrors.parse(name, `"${v}" is not an integer from 0 to 999999999`);
  return Number(v);
}

function countConditions(items: Condition[]): number {
  return items.reduce((n, c) => n + 1 + (c.kind === 'logic' ? countConditions(c.items) : 0), 0);
}

/**
 * A parameter for an embedded resource: `path.col=op.v`, `path.order=`, `path.limit=`,
 * `path.offset=`, `path.or=(…)`, `path.and=(…)`, `path.not.or=(…)`. False when `key` has no path.
 */
function embeddedParam(plan: QueryPlan, key: string, value: string): boolean {
  const parts = key.split('.');
  if (parts.length < 2 || key === 'not.or' || key === 'not.and') return false;
  const negated = parts.length > 2 && parts[parts.length - 2] === 'not';
  const last = parts[parts.length - 1] as string;
  const logic = last === 'or' || last === 'and';
  const path = parts.slice(0, negated && logic ? -2 : -1).join('.');
  let p = plan.embedded.get(path);
  if (!p) {
    p = { where: [], order: [] };
    plan.embedded.set(path, p);
  }
  if (last === 'order') p.order = parseOrder(value);
  else if (last === 'limit') p.limit = parseCount(key, value);
  else if (last === 'offset') p.offset = parseCount(key, value);
  else if (logic) p.where.push(parseLogic(last, negated, value));
  else p.where.push(parseFilter(last, value));
  return true;
}

/** Parses a PostgREST query string. */
export function parseQuery(params: URLSearchParams): QueryPlan {
  const plan: QueryPlan = { select: '*', where: [], order: [], embedded: new Map() };
  for (const [key, value] of params) {
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail while building the SQL.
    if (key.includes('\u0000') || value.includes('\u0000'))
      throw restErrors.parse('query string', 'NUL bytes are not allowed');
    if (key === 'select') plan.select = parseSelect(value);
    else if (key === 'order') plan.order = parseOrder(value);
    else if (key === 'limit') plan.limit = parseCount('limit', value);
    else if (key === 'offset') plan.offset = parseCount('offset', value);
    else if (key === 'columns') plan.columns = splitTop(value).map((s) => s.trim().replace(/^"|"$/g, ''));
    else if (key === 'on_conflict')
      plan.onConflict = splitTop(value)
        .map((s) => s.trim().replace(/^"|"$/g, ''))
        .filter(Boolean);
    else if (reserved.has(key)) continue;
    else if (key === 'or' || key === 'and') plan.where.push(parseLogic(key, false, value));
    else if (key === 'not.or' || key === 'not.and')
      plan.where.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
    else if (!embeddedParam(plan, key, value)) plan.where.push(parseFilter(key, value));
  }
  const embeddedConditions = [...plan.embedded.values()].reduce((n, p) => n + countConditions(p.where), 0);
  if (countConditions(plan.where) + embeddedConditions > maxConditions)
    throw restErrors.parse('filter', `a request may hold at most ${maxConditions} conditions`);
  return plan;
}
