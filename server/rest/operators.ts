import { literal } from '../db/sql';
import { restErrors } from './errors';
import { maxFilterValue, maxInItems, maxPatternLength, maxPatternWildcards } from './limits';
import { splitTop } from './split';

/**
 * PostgREST's filter operators (v12): comparison, pattern, list, null/boolean, full-text search,
 * array/range and range-position operators. `(any)`/`(all)` quantify eq…lte, like, ilike, match and
 * imatch over a `{a,b}` list; the full-text ones take an optional language: `fts(english)`.
 */
const binary: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const quantifiable = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const textSearch: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** An operator split into its name and modifier: `like(any)` → like, any; `fts(english)` → fts, english. */
export interface Op {
  name: string;
  quantifier?: 'any' | 'all';
  language?: string;
}

/** Reads `op` as PostgREST writes it; undefined when it is no operator. */
export function parseOp(op: string): Op | undefined {
  const m = /^([a-z]+)(?:\(([A-Za-z_][\w]*)\))?$/.exec(op);
  if (!m) return undefined;
  const name = m[1] as string;
  const mod = m[2];
  const known = name in binary || name in textSearch || ['in', 'is', 'isdistinct'].includes(name);
  if (!known) return undefined;
  if (mod === undefined) return { name };
  if ((mod === 'any' || mod === 'all') && quantifiable.has(name)) return { name, quantifier: mod };
  if (name in textSearch && /^[a-z_]{1,63}$/.test(mod)) return { name, language: mod };
  return undefined;
}

/** Whether `op` is one of PostgREST's operators. */
export const isOperator = (op: string) => parseOp(op) !== undefined;

const isPattern = (name: string) => name === 'like' || name === 'ilike';

/** The `{a,b}` items of a quantified value (for size checks only: PostgreSQL parses the array). */
function listItems(value: string): string[] {
  if (!value.startsWith('{') || !value.endsWith('}'))
    throw restErrors.parse('filter', `a (any)/(all) value is a list in braces: {a,b}`);
  return splitTop(value.slice(1, -1));
}

/**
 * Bounds what one filter may ask of the database (PGlite runs one statement at a time and cannot
 * cancel it): like/ilike/match/imatch patterns of at most maxPatternLength characters (like: at most
 * maxPatternWildcards wildcards), a quantified list of at most 8 patterns, `in` lists of at most
 * maxInItems items, other values of at most maxFilterValue characters. 400 beyond.
 */
export function checkFilterSize(column: string, opText: string, value: string) {
  const refuse = (why: string) => {
    throw restErrors.parse(`filter (${column.slice(0, 64)}.${opText.slice(0, 20)})`, why);
  };
  const op = parseOp(opText);
  const name = op?.name ?? opText;
  if (isPattern(name) || name === 'match' || name === 'imatch') {
    const patterns = op?.quantifier ? listItems(value) : [value];
    if (op?.quantifier && patterns.length > 8) refuse('a quantified filter may hold at most 8 patterns');
    for (const p of patterns) {
      if (p.length > maxPatternLength) refuse(`a pattern may be at most ${maxPatternLength} characters`);
      if (isPattern(name) && (p.match(/[*%]/g)?.length ?? 0) > maxPatternWildcards)
        refuse(`a pattern may hold at most ${maxPatternWildcards} wildcards`);
      // Back-references make PostgreSQL's regex matcher backtrack (PGlite cannot cancel a statement).
      if (!isPattern(name) && /\\[1-9]/.test(p)) refuse('a regular expression may not hold back-references');
    }
  } else if (name === 'in' || op?.quantifier) {
    if (value.length > maxFilterValue * 4)
      refuse(`an in list may be at most ${maxFilterValue * 4} characters`);
    if (splitTop(value.replace(/^[({]|[)}]$/g, '')).length > maxInItems)
      refuse(`an in list may hold at most ${maxInItems} items`);
  } else if (value.length > maxFilterValue) {
    refuse(`a filter value may be at most ${maxFilterValue} characters`);
  }
}

function inList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw restErrors.parse('filter', `in.${value} needs (…)`);
  const inner = value.slice(1, -1);
  if (!inner) return [];
  return splitTop(inner).map((v) => {
    const s = v.trim();
    return s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s;
  });
}

const isWords: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/** The SQL of `c <op> value` for a column expression `c` (not yet negated). */
export function operatorSql(c: string, opText: string, value: string): string {
  const op = parseOp(opText);
  if (!op) throw restErrors.parse('filter', `unknown operator ${opText}`);
  const { name } = op;
  const pattern = (v: string) => (isPattern(name) ? v.replace(/\*/g, '%') : v);
  const lhs = isPattern(name) || name === 'match' || name === 'imatch' ? `${c}::text` : c;
  if (op.quantifier) {
    const list = literal(pattern(value));
    const typed = lhs === c ? list : `${list}::text[]`;
    return `${lhs} ${binary[name]} ${op.quantifier} (${typed})`;
  }
  if (name in binary) return `${lhs} ${binary[name]} ${literal(pattern(value))}`;
  if (name in textSearch) {
    const lang = op.language ? `${literal(op.language)}::regconfig, ` : '';
    return `${c} @@ ${textSearch[name]}(${lang}${literal(value)})`;
  }
  if (name === 'isdistinct') return `${c} is distinct from ${literal(value)}`;
  if (name === 'in') {
    const items = inList(value);
    return items.length ? `${c} in (${items.map(literal).join(', ')})` : 'false';
  }
  const word = isWords[value.toLowerCase()];
  if (!word) throw restErrors.parse('filter', `is.${value}: expected null, not_null, true, false or unknown`);
  return `${c} is ${word}`;
}
