import type { Context } from 'hono';
import { ident, literal } from '../db/sql';
import { type Db, isPgError } from '../db/types';
import { type Caller, preamble } from './build';
import { fromPgError, RestError, restErrors } from './errors';
import { jsonDepth } from './json-depth';
import { maxJsonDepth, maxReadRows } from './limits';

/** A function of `public` as the catalog describes it. */
interface FunctionRow {
  names: string[] | null;
  modes: string[] | null;
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
}

const notFound = (fn: string, keys: string[]) =>
  new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${fn}(${keys.join(', ')}) in the schema cache`,
    null,
    'Check the function name and its argument names.',
  );

/** The input argument names of a function (in and inout, in order). */
function inputNames(f: FunctionRow): string[] {
  const names = f.names ?? [];
  if (!f.modes) return names.slice(0, f.nargs);
  return names.filter((_, i) => f.modes?.[i] === 'i' || f.modes?.[i] === 'b');
}

/** The overload named `fn` whose arguments the body's keys name (defaults may be left out). */
async function findFunction(db: Db, fn: string, keys: string[]): Promise<FunctionRow> {
  const rows = await db.query<FunctionRow>(
    `select p.proargnames as names, p.proargmodes::text[] as modes, p.pronargs::int as nargs,
       p.pronargdefaults::int as ndefaults, p.proretset as retset, p.prorettype::regtype::text as rettype
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [fn],
  );
  const match = rows.find((f) => {
    const names = inputNames(f);
    const required = names.slice(0, f.nargs - f.ndefaults);
    return keys.every((k) => names.includes(k)) && required.every((k) => keys.includes(k));
  });
  if (!match) throw notFound(fn, keys);
  return match;
}

/** A JSON value as an SQL literal of unknown type (Postgres casts it to the argument's type). */
function argLiteral(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return literal(v);
  if (typeof v === 'number' || typeof v === 'boolean') return literal(String(v));
  return literal(JSON.stringify(v));
}

/** The statement calling `fn` with named arguments, answering one row `{body, n}`. */
function callSql(fn: string, f: FunctionRow, args: Record<string, unknown>): string {
  const named = Object.entries(args)
    .map(([k, v]) => `${ident(k)} => ${argLiteral(v)}`)
    .join(', ');
  const call = `public.${ident(fn)}(${named})`;
  if (f.rettype === 'void') return `select 'null'::text as body, 0 as n from (select ${call}) _c`;
  if (f.retset) {
    return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
      from (select * from ${call} limit ${maxReadRows}) _r`;
  }
  return `select coalesce(to_json(_v.v), 'null'::json)::text as body, 1 as n from (select ${call} as v) _v`;
}

/**
 * POST /rest/v1/rpc/:fn, as PostgREST: the JSON object body gives the named arguments of a function
 * of `public`; its EXECUTE grants and RLS decide, under the caller's role and claims in the same one
 * batch as the table API. A function returning one value (e.g. fact_log's JSON) answers that
 * value, whatever its size; a set-returning one an array of at most maxReadRows rows; a void one 204.
 */
export async function rpc(c: Context, db: Db, caller: Caller): Promise<Response> {
  const fn = c.req.param('fn') ?? '';
  // A name no function of ours can have (a NUL, which the database cannot even compare, a quote, a
  // megabyte): not found, without asking the catalogue.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(fn)) throw notFound(fn.replace(/[^\w]/g, '?').slice(0, 63), []);
  const text = await c.req.text();
  // Checked before parsing (JSON.parse and the database's jsonb input both recurse).
  if (jsonDepth(text) > maxJsonDepth)
    throw restErrors.badJson(`JSON may nest at most ${maxJsonDepth} levels`);
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch (e) {
    throw restErrors.badJson(e instanceof Error ? e.message : 'invalid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw restErrors.badJson('expected a JSON object of named arguments');
  }
  const args = body as Record<string, unknown>;
  const f = await findFunction(db, fn, Object.keys(args));
  let row: { body: string; n: number } | undefined;
  try {
    const results = await db.batch(`${preamble(caller)};\n${callSql(fn, f, args)}`);
    row = results[results.length - 1]?.[0] as typeof row;
  } catch (e) {
    if (isPgError(e)) throw fromPgError(e, caller.role === 'anon');
    throw e;
  }
  if (!row) throw new Error('no result row');
  if (f.rettype === 'void') return c.body(null, 204);
  return c.body(row.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}
