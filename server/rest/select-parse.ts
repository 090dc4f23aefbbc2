import { restErrors } from './errors';
import { allowedCasts, maxEmbedDepth, maxEmbeds } from './limits';

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** The aggregate functions PostgREST accepts in `select`. */
export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

/** A selected column: `alias:col->json->>path::cast.agg()::cast`, `*`, or `count()`. */
export interface FieldNode {
  kind: 'field';
  column: string;
  json: JsonStep[];
  alias?: string;
  cast?: string;
  aggregate?: AggregateFn;
  aggregateCast?: string;
}

/** An embedded resource: `alias:target!hint!inner(...)` or `...target(...)`. */
export interface EmbedNode {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  select: SelectNode[];
}

/** One item of the `select` tree. */
export type SelectNode = FieldNode | EmbedNode;

const fail = (details: string): never => {
  throw restErrors.parse('select', details);
};

/** Splits on commas outside parentheses and double quotes, dropping whitespace outside quotes. */
function splitItems(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (!quoted && /\s/.test(ch)) continue;
    if (ch === ',' && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (depth !== 0 || quoted) fail(`unbalanced parentheses or quotes in "${s.slice(0, 80)}"`);
  out.push(cur);
  return out;
}

/** A tiny cursor over one select item. */
class Cursor {
  i = 0;
  constructor(readonly s: string) {}
  rest() {
    return this.s.slice(this.i);
  }
  eat(token: string): boolean {
    if (!this.s.startsWith(token, this.i)) return false;
    this.i += token.length;
    return true;
  }
  /** A name: `"quoted"` or letters, digits, `_`, `$` and single dashes not starting an arrow. */
  name(): string | undefined {
    if (this.s[this.i] === '"') {
      const end = this.s.indexOf('"', this.i + 1);
      if (end < 0) return undefined;
      const v = this.s.slice(this.i + 1, end);
      this.i = end + 1;
      return v;
    }
    const m = /^[\p{L}\p{N}_$]+(?:-(?!>)[\p{L}\p{N}_$]+)*/u.exec(this.rest());
    if (!m) return undefined;
    this.i += m[0].length;
    return m[0];
  }
  cast(): string | undefined {
    if (!this.eat('::')) return undefined;
    const m = /^(?:double precision|[a-z_][a-z0-9_]*(?:\[\])?)/.exec(this.rest());
    if (!m) return fail(`unexpected "${this.rest()}"`);
    this.i += m[0].length;
    if (!allowedCasts.has(m[0].replace(/\[\]$/, ''))) fail(`casting to ${m[0]} is not allowed`);
    return m[0];
  }
}

function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : undefined;
    if (!arrow) return steps;
    const idx = /^-?\d+(?![\p{L}_$])/u.exec(c.rest());
    if (idx) {
      c.i += idx[0].length;
      steps.push({ arrow, key: idx[0], index: true });
    } else {
      const key = c.name();
      if (key === undefined) fail(`expected a key after ${arrow} in "${c.s}"`);
      steps.push({ arrow, key: key as string, index: false });
    }
    if (arrow === '->>' && c.s.startsWith('->', c.i)) fail(`->> must be the last step of "${c.s}"`);
  }
}

function field(c: Cursor, alias: string | undefined): FieldNode {
  const node: FieldNode = { kind: 'field', column: '*', json: [], alias };
  if (c.eat('count()')) {
    node.aggregate = 'count';
  } else if (!c.eat('*')) {
    const column = c.name();
    if (column === undefined) fail(`unexpected "${c.s}"`);
    node.column = column as string;
    node.json = jsonPath(c);
    node.cast = c.cast();
    const agg = /^\.(count|sum|avg|max|min)\(\)/.exec(c.rest());
    if (agg) {
      c.i += agg[0].length;
      node.aggregate = agg[1] as AggregateFn;
    }
  }
  if (node.aggregate) node.aggregateCast = c.cast();
  if (c.rest() !== '') fail(`unexpected "${c.rest()}" in "${c.s}"`);
  return node;
}

interface Budget {
  embeds: number;
}

function item(raw: string, depth: number, budget: Budget): SelectNode {
  if (raw === '') fail('empty select item');
  const c = new Cursor(raw);
  const spread = c.eat('...');
  let alias: string | undefined;
  const start = c.i;
  const first = c.name();
  if (first !== undefined && c.s[c.i] === ':' && c.s[c.i + 1] !== ':') {
    c.i++;
    alias = first;
  } else c.i = start;
  // An embed is `name[!hint][!inner](…)`; `count()` is the aggregate, not an embed named count.
  const embed = /^("[^"]*"|[\p{L}\p{N}_$-]+)((?:![\p{L}\p{N}_$-]+)*)\((.*)\)$/su.exec(c.rest());
  const countCall = embed?.[1] === 'count' && embed[2] === '' && embed[3] === '';
  if (!embed || countCall) {
    if (spread) fail(`"...${raw.slice(3)}" must spread an embedded resource`);
    return field(c, alias);
  }
  if (spread && alias) fail(`a spread embed cannot have an alias: "${raw}"`);
  if (depth >= maxEmbedDepth) fail(`embedded resources may nest at most ${maxEmbedDepth} levels`);
  budget.embeds++;
  if (budget.embeds > maxEmbeds) fail(`a request may embed at most ${maxEmbeds} resources`);
  const name = (embed[1] as string).replace(/^"|"$/g, '');
  const node: EmbedNode = { kind: 'embed', name, alias, spread, select: [] };
  for (const part of (embed[2] as string).split('!').slice(1)) {
    if (part === 'inner' || part === 'left') node.join = part;
    else if (node.hint === undefined) node.hint = part;
    else fail(`unexpected "!${part}" in "${raw}"`);
  }
  const inner = embed[3] as string;
  node.select = inner === '' ? [] : splitItems(inner).map((s) => item(s, depth + 1, budget));
  return node;
}

/** Parses a PostgREST `select` value into its tree (columns, JSON paths, aggregates, embeds). */
export function parseSelectTree(s: string): SelectNode[] {
  const budget: Budget = { embeds: 0 };
  return splitItems(s).map((p) => item(p, 0, budget));
}

/** Output name of a field: its alias, else its aggregate, else its last JSON key, else its column. */
export function fieldName(f: FieldNode): string {
  if (f.alias) return f.alias;
  if (f.aggregate) return f.aggregate;
  const keys = f.json.filter((s) => !s.index);
  return keys.length ? (keys[keys.length - 1] as JsonStep).key : f.column;
}

/** A filter's or order's column with its JSON path: `data->a->>b` → `data` and two steps. */
export function parseFieldPath(raw: string): { column: string; json: JsonStep[] } | undefined {
  const c = new Cursor(raw);
  const column = c.name();
  if (column === undefined) return undefined;
  try {
    const json = jsonPath(c);
    return c.rest() === '' ? { column, json } : undefined;
  } catch {
    return undefined;
  }
}
