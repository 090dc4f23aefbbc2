import { type Context, Hono } from 'hono';
import type { TokenVerifier } from '../auth/jwt';
import type { ServerConfig } from '../config';
import { NulByteError } from '../db/sql';
import { type Db, isPgError } from '../db/types';
import { logError } from '../log';
import { type Caller, deleteSql, insertSql, preamble, readSql, type Target, updateSql } from './build';
import { restCaller } from './caller';
import { fromPgError, RestError, restErrors } from './errors';
import { jsonDepth } from './json-depth';
import { maxJsonDepth, maxWriteRows } from './limits';
import { parseQuery } from './parse';
import { schemaGraph } from './relationships';
import { rpc } from './rpc';
import type { SchemaCache } from './schema';
import { requireLiveSession } from './session-liveness';
import type { Resolution } from './upsert';

/** What the REST API needs. */
export interface RestDeps {
  db: Db;
  config: ServerConfig;
  verifier: TokenVerifier;
  schema: SchemaCache;
}

interface Prefer {
  representation: boolean;
  countExact: boolean;
  resolution?: Resolution;
}

function prefer(header: string | undefined): Prefer {
  const items = (header ?? '').split(',').map((s) => s.trim());
  return {
    representation: items.includes('return=representation'),
    countExact: items.includes('count=exact'),
    resolution: items.includes('resolution=merge-duplicates')
      ? 'merge'
      : items.includes('resolution=ignore-duplicates')
        ? 'ignore'
        : undefined,
  };
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (jsonDepth(text) > maxJsonDepth)
    throw restErrors.badJson(`JSON may nest at most ${maxJsonDepth} levels`);
  try {
    return JSON.parse(text || 'null');
  } catch (e) {
    throw restErrors.badJson(e instanceof Error ? e.message : 'invalid JSON');
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Runs the caller's statement in one transaction and one round trip; returns the response row. */
async function run(db: Db, caller: Caller, sql: string) {
  try {
    const results = await db.batch(`${preamble(caller)};\n${sql}`);
    const row = results[results.length - 1]?.[0] as { body: string; n: number; total?: number } | undefined;
    if (!row) throw new Error('no result row');
    return row;
  } catch (e) {
    if (isPgError(e)) throw fromPgError(e, caller.role === 'anon');
    throw e;
  }
}

/** The status and body of any error a REST request ends with (never a stack or parameters). */
export function restErrorResponse(e: unknown): { status: number; body: ReturnType<RestError['body']> } {
  if (e instanceof RestError) return { status: e.status, body: e.body() };
  if (e instanceof NulByteError) return { status: 400, body: restErrors.parse('request', e.message).body() };
  logError('rest', e);
  return {
    status: 500,
    body: { code: 'PGRST000', details: null, hint: null, message: 'Internal server error' },
  };
}

/** The PostgREST-compatible table API mounted at /rest/v1. */
export function restRoutes(deps: RestDeps) {
  const app = new Hono();

  app.onError((e, c) => {
    const { status, body } = restErrorResponse(e);
    const headers: Record<string, string> = {};
    if (status === 401)
      headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${body.message}"`;
    return c.json(body, status as 400, headers);
  });

  app.post('/rpc/:fn', async (c) => {
    const caller = await restCaller(c, deps.config, deps.verifier);
    await requireLiveSession(deps.db, caller, deps.config.sessionCheckSeconds);
    const profile = c.req.header('content-profile');
    if (profile && profile !== 'public') throw restErrors.schema();
    return rpc(c, deps.db, caller);
  });

  app.all('/:table', async (c) => {
    const method = c.req.method;
    const caller = await restCaller(c, deps.config, deps.verifier);
    await requireLiveSession(deps.db, caller, deps.config.sessionCheckSeconds);
    const profile =
      method === 'GET' || method === 'HEAD'
        ? c.req.header('accept-profile')
        : c.req.header('content-profile');
    if (profile && profile !== 'public') throw restErrors.schema();
    const name = c.req.param('table');
    const info = deps.schema.get(name);
    if (!info) throw restErrors.noTable(name);
    const target: Target = { table: name, ...info, graph: await schemaGraph(deps.db, deps.schema) };
    const plan = parseQuery(new URL(c.req.url).searchParams);
    const single = (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
    const pref = prefer(c.req.header('prefer'));
    const json = {
      'Content-Type': single
        ? 'application/vnd.pgrst.object+json; charset=utf-8'
        : 'application/json; charset=utf-8',
    };

    if (method === 'GET' || method === 'HEAD') {
      const row = await run(deps.db, caller, readSql(target, plan, single, pref.countExact));
      const from = plan.offset ?? 0;
      const range = row.n > 0 ? `${from}-${from + row.n - 1}` : '*';
      c.header('Content-Range', `${range}/${pref.countExact ? row.total : '*'}`);
      if (pref.countExact) c.header('Preference-Applied', 'count=exact');
      if (method === 'HEAD') return c.body(null, 200);
      return c.body(single ? row.body.slice(1, -1) : row.body, 200, json);
    }

    let sql: string;
    if (method === 'POST') {
      const body = await jsonBody(c);
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isObject)) throw restErrors.badJson('expected a JSON object or an array of objects');
      if (rows.length > maxWriteRows) throw restErrors.tooManyRows(rows.length);
      sql = insertSql(target, plan, rows, single, pref.resolution);
    } else if (method === 'PATCH') {
      const body = await jsonBody(c);
      if (!isObject(body)) throw restErrors.badJson('expected a JSON object');
      if (plan.where.length === 0) throw restErrors.needsFilter('UPDATE');
      sql = updateSql(target, plan, body, single);
    } else if (method === 'DELETE') {
      if (plan.where.length === 0) throw restErrors.needsFilter('DELETE');
      sql = deleteSql(target, plan, single);
    } else {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const row = await run(deps.db, caller, sql);
    c.header('Content-Range', row.n > 0 ? `0-${row.n - 1}/*` : '*/*');
    const applied = [
      method === 'POST' && pref.resolution ? `resolution=${pref.resolution}-duplicates` : '',
      pref.representation ? 'return=representation' : '',
    ].filter(Boolean);
    if (applied.length) c.header('Preference-Applied', applied.join(', '));
    if (pref.representation) {
      return c.body(single ? row.body.slice(1, -1) : row.body, method === 'POST' ? 201 : 200, json);
    }
    return c.body(null, method === 'POST' ? 201 : 204);
  });

  app.all('*', (c) =>
    c.json(
      { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL` },
      404,
    ),
  );
  return app;
}
