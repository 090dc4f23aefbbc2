import { type Context, Hono } from 'hono';
import type { TokenVerifier } from '../auth/jwt';
import type { ServerConfig } from '../config';
import { NulByteError } from '../db/sql';
import type { Db } from '../db/types';
import { logError } from '../log';
import { deleteSql, insertSql, readFrom, readSql, type Target, updateSql } from './build';
import { restCaller } from './caller';
import { explainSql, planRows, readRange, totalFor } from './count';
import { RestError, restErrors } from './errors';
import { runStatement } from './execute';
import { jsonDepth } from './json-depth';
import { maxJsonDepth, maxWriteRows } from './limits';
import { contentType, formatRows, negotiate, notAcceptable } from './media';
import { columnDefaults } from './missing';
import { parseQuery } from './parse';
import { type Action, maxAffected, preferenceApplied } from './prefer';
import { cacheKey, profileOf } from './profiles';
import { putRow } from './put';
import { schemaGraph } from './relationships';
import { applyRange, preferOf, writeResponse } from './respond';
import { rpc } from './rpc';
import type { SchemaCache } from './schema';
import { requireLiveSession } from './session-liveness';

/** What the REST API needs. */
export interface RestDeps {
  db: Db;
  config: ServerConfig;
  verifier: TokenVerifier;
  schema: SchemaCache;
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

  app.all('/rpc/:fn', async (c) => {
    const caller = await restCaller(c, deps.config, deps.verifier);
    await requireLiveSession(deps.db, caller, deps.config.sessionCheckSeconds);
    const schema = profileOf(c);
    const graph = schema === 'public' ? await schemaGraph(deps.db, deps.schema) : undefined;
    return rpc(c, deps.db, caller, schema, graph);
  });

  app.all('/:table', async (c) => {
    const method = c.req.method;
    const caller = await restCaller(c, deps.config, deps.verifier);
    await requireLiveSession(deps.db, caller, deps.config.sessionCheckSeconds);
    const schema = profileOf(c);
    const name = c.req.param('table');
    const info = deps.schema.get(cacheKey(schema, name));
    if (!info) throw restErrors.noTable(name, schema);
    // The relationship graph covers public: embeds in another schema find no relationship (PGRST200).
    const graph = schema === 'public' ? await schemaGraph(deps.db, deps.schema) : undefined;
    const target: Target = { table: name, ...info, ...(schema === 'public' ? { graph } : { schema }) };
    const plan = parseQuery(new URL(c.req.url).searchParams);
    applyRange(plan, c.req.header('range'));
    const pref = await preferOf(c, deps.db);
    const media = negotiate(c.req.header('accept'));
    if (media.kind === 'text') throw notAcceptable(media.type);
    const single = media.kind === 'object';
    const opts = { rollback: pref.tx === 'rollback', timezone: pref.timezone };
    const headers: Record<string, string> = { 'Content-Type': contentType(media) };

    if (method === 'GET' || method === 'HEAD') {
      const exact = pref.count === 'exact' || pref.count === 'estimated';
      const estimate = pref.count === 'planned' || pref.count === 'estimated';
      const explain = estimate ? explainSql(readFrom(target, plan)) : undefined;
      const sql = readSql(target, plan, single, exact);
      const { row, explained } = await runStatement(deps.db, caller, sql, { ...opts, explain });
      const total = totalFor(pref.count, row.total, planRows(explained));
      const range = readRange(plan.offset ?? 0, row.n, total);
      headers['Content-Range'] = range.header;
      const applied = preferenceApplied(pref, 'read');
      if (applied) headers['Preference-Applied'] = applied;
      if (method === 'HEAD') return c.body(null, range.status, headers);
      return c.body(formatRows(row.body, media), range.status, headers);
    }

    let sql: string;
    let action: Action;
    if (method === 'POST') {
      action = 'insert';
      const body = await jsonBody(c);
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isObject)) throw restErrors.badJson('expected a JSON object or an array of objects');
      if (rows.length > maxWriteRows) throw restErrors.tooManyRows(rows.length);
      // headers-only answers no body but a Location naming the first row by its primary key.
      if (pref.return === 'headers-only' && info.primaryKey.length)
        plan.select = info.primaryKey.map((column) => ({ kind: 'field', column, json: [] }));
      const defaults = pref.missing === 'default' ? await columnDefaults(deps.db, schema, name) : undefined;
      sql = insertSql(target, plan, rows, single, pref.resolution, defaults);
    } else if (method === 'PATCH') {
      action = 'update';
      const body = await jsonBody(c);
      if (!isObject(body)) throw restErrors.badJson('expected a JSON object');
      if (plan.where.length === 0) throw restErrors.needsFilter('UPDATE');
      sql = updateSql(target, plan, body, single);
    } else if (method === 'DELETE') {
      action = 'delete';
      if (plan.where.length === 0) throw restErrors.needsFilter('DELETE');
      sql = deleteSql(target, plan, single);
    } else if (method === 'PUT') {
      action = 'update';
      const row = putRow(target, plan, await jsonBody(c));
      sql = insertSql(target, { ...plan, where: [] }, [row], single, 'merge');
    } else {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const limit = action === 'insert' ? undefined : maxAffected(pref);
    const { row } = await runStatement(deps.db, caller, sql, { ...opts, maxAffected: limit });
    return writeResponse(c, { method, action, pref, media, row, target, headers });
  });

  app.all('*', (c) =>
    c.json(
      { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL` },
      404,
    ),
  );
  return app;
}
