import type { Context } from 'hono';
import type { Db } from '../db/types';
import type { Caller } from './build';
import { planRows, readRange, totalFor } from './count';
import { RestError, restErrors } from './errors';
import { runStatement } from './execute';
import { jsonDepth } from './json-depth';
import { maxJsonDepth } from './limits';
import { contentType, formatRows, type Media, negotiate, notAcceptable, type RawType } from './media';
import { parseQuery } from './parse';
import { maxAffected, preferenceApplied } from './prefer';
import type { SchemaGraph } from './relationships';
import { applyRange, preferOf } from './respond';
import { type FunctionInfo, notFound, overloads, resolve, takesRawBody } from './rpc-find';
import { type CallArgs, rpcSql } from './rpc-sql';

const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const rawBody = new Set(['text/plain', 'application/octet-stream', 'text/xml']);

function parseJson(text: string): unknown {
  // Checked before parsing (JSON.parse and the database's jsonb input both recurse).
  if (jsonDepth(text) > maxJsonDepth)
    throw restErrors.badJson(`JSON may nest at most ${maxJsonDepth} levels`);
  try {
    return text.trim() ? JSON.parse(text) : {};
  } catch (e) {
    throw restErrors.badJson(e instanceof Error ? e.message : 'invalid JSON');
  }
}

/** GET/HEAD: query parameters naming a parameter of some overload are arguments (repeated: an array). */
function queryArgs(fns: FunctionInfo[], params: URLSearchParams) {
  const names = new Set(fns.flatMap((f) => f.params.map((p) => p.name)));
  const args: Record<string, unknown> = {};
  const rest = new URLSearchParams();
  for (const [k, v] of params) {
    if (!names.has(k) || reserved.has(k)) rest.append(k, v);
    else if (k in args) args[k] = [...[args[k]].flat(), v];
    else args[k] = v;
  }
  return { args, rest };
}

/** POST: the body as named arguments (JSON object, form) or one raw value, by Content-Type. */
async function bodyArgs(c: Context, fns: FunctionInfo[], at: { schema: string; fn: string }) {
  const type = (c.req.header('content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() || '';
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/json' || type === '') {
    const body = parseJson(text);
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const keys = isObject ? Object.keys(body) : [];
    const takesJson = fns.some((f) => takesRawBody(f, 'application/json'));
    if (!isObject && !takesJson) throw restErrors.badJson('expected a JSON object of named arguments');
    const f = resolve(fns, at, keys, 'application/json', !isObject);
    const raw = f.params.length === 1 && f.params[0]?.name === '';
    const args: CallArgs = raw
      ? { kind: 'raw', value: text.trim() || '{}' }
      : { kind: 'named', args: body as Record<string, unknown> };
    return { f, args };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const form = Object.fromEntries(new URLSearchParams(text));
    return {
      f: resolve(fns, at, Object.keys(form), type, false),
      args: { kind: 'named', args: form } as CallArgs,
    };
  }
  if (rawBody.has(type)) {
    const f = resolve(fns, at, [], type, true);
    const value = type === 'application/octet-stream' ? Buffer.from(bytes).toString('base64') : text;
    return { f, args: { kind: 'raw', value } as CallArgs };
  }
  throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
}

const rawTypes: Record<string, RawType> = {
  text: 'text/plain',
  bytea: 'application/octet-stream',
  xml: 'text/xml',
};

/**
 * /rest/v1/rpc/:fn, as PostgREST: POST with named arguments (JSON object or form) or one unnamed
 * json/jsonb/text/bytea/xml parameter; GET and HEAD with the arguments in the query string, run
 * read-only. Overloads resolve by argument names (300 PGRST203 when ambiguous). A composite result
 * is read like a table (select, filters, order, limit/offset, counts); EXECUTE grants and RLS decide,
 * under the caller's role and claims, in one batch as the table API.
 */
export async function rpc(
  c: Context,
  db: Db,
  caller: Caller,
  schema = 'public',
  graph?: SchemaGraph,
): Promise<Response> {
  const method = c.req.method;
  const fn = c.req.param('fn') ?? '';
  // A name no function of ours can have (a NUL, which the database cannot even compare, a quote, a
  // megabyte): not found, without asking the catalogue.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(fn))
    throw notFound(schema, fn.replace(/[^\w]/g, '?').slice(0, 63), []);
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  const pref = await preferOf(c, db);
  const params = new URL(c.req.url).searchParams;
  const at = { schema, fn };
  const fns = await overloads(db, schema, fn);
  let f: FunctionInfo;
  let args: CallArgs;
  let plan: ReturnType<typeof parseQuery>;
  const readOnly = method !== 'POST';
  if (readOnly) {
    const q = queryArgs(fns, params);
    f = resolve(fns, at, Object.keys(q.args), 'application/json', false);
    args = { kind: 'named', args: q.args };
    plan = parseQuery(q.rest);
  } else {
    plan = parseQuery(params);
    ({ f, args } = await bodyArgs(c, fns, at));
  }
  applyRange(plan, c.req.header('range'));
  const scalarValue = !f.columns && !f.retset;
  const media = negotiate(c.req.header('accept'), scalarValue ? rawTypes[f.rettype] : undefined);
  if (media.kind === 'csv' && !f.columns) throw notAcceptable('text/csv');
  const limit = maxAffected(pref);
  if (limit !== undefined && !f.retset) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const exact = pref.count === 'exact' || pref.count === 'estimated';
  const estimate = pref.count === 'planned' || pref.count === 'estimated';
  const single = media.kind === 'object';
  const q = rpcSql(f, args, plan, { single, exact, estimate, graph });
  const { row, explained } = await runStatement(db, caller, q.sql, {
    rollback: pref.tx === 'rollback',
    maxAffected: limit,
    timezone: pref.timezone,
    explain: q.explain,
    readOnly,
  });
  const headers: Record<string, string> = {};
  const applied = preferenceApplied(pref, 'rpc');
  if (applied) headers['Preference-Applied'] = applied;
  if (f.rettype === 'void') return c.body(null, 204, headers);
  let status: 200 | 206 = 200;
  if (q.scalar) headers['Content-Range'] = `0-0/${pref.count ? 1 : '*'}`;
  else {
    const range = readRange(plan.offset ?? 0, row.n, totalFor(pref.count, row.total, planRows(explained)));
    headers['Content-Range'] = range.header;
    status = range.status;
  }
  headers['Content-Type'] = contentType(media);
  if (method === 'HEAD') return c.body(null, status, headers);
  return c.body(answer(row as typeof row & { raw?: string }, media, q.scalar, f), status, headers);
}

function answer(
  row: { body: string; n: number; raw?: string },
  media: Media,
  scalar: boolean,
  f: FunctionInfo,
) {
  if (media.kind === 'text') {
    if (row.raw === null || row.raw === undefined) return '';
    return f.rettype === 'bytea' ? Buffer.from(row.raw, 'base64') : row.raw;
  }
  if (scalar && f.columns && media.kind !== 'csv') {
    // One row of a composite type: the object (null when the query string filtered it out).
    const strip = media.kind === 'json' || media.kind === 'object' ? media.stripNulls : false;
    return row.n > 0 ? formatRows(row.body, { kind: 'object', stripNulls: strip }) : 'null';
  }
  if (scalar) return media.kind === 'object' ? row.body : formatRows(`[${row.body}]`, media).slice(1, -1);
  return formatRows(row.body, media);
}
