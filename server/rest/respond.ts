import type { Context } from 'hono';
import type { Db } from '../db/types';
import type { Target } from './build';
import { writeRange } from './count';
import { RestError } from './errors';
import type { ResultRow } from './execute';
import { formatRows, type Media } from './media';
import type { QueryPlan } from './parse';
import { type Action, type Prefer, parsePrefer, preferenceApplied } from './prefer';

let zones: Promise<Set<string>> | undefined;

/** PostgreSQL's time zone names, read once (for `Prefer: timezone=…`). */
function timezones(db: Db): Promise<Set<string>> {
  zones ??= db
    .query<{ name: string }>('select name from pg_timezone_names')
    .then((rows) => new Set(rows.map((r) => r.name)))
    .catch((e) => {
      zones = undefined;
      throw e;
    });
  return zones;
}

/** The request's `Prefer` headers (the zone list is read only when a timezone is asked for). */
export async function preferOf(c: Context, db: Db): Promise<Prefer> {
  const header = c.req.header('prefer');
  const known = header?.includes('timezone=') ? await timezones(db) : new Set<string>();
  return parsePrefer(header, known);
}

/**
 * `Range: 0-9` (items), as PostgREST: narrows limit/offset to the range (with `limit`/`offset` in the
 * query string too, the narrower wins). A malformed range is ignored, as PostgREST ignores it.
 */
export function applyRange(plan: QueryPlan, header: string | undefined) {
  const m = /^(?:items=)?\s*(\d{1,9})-(\d{0,9})\s*$/.exec(header ?? '');
  if (!m) return;
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : undefined;
  if (to !== undefined && to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const offset = (plan.offset ?? 0) + from;
  const rangeLimit = to === undefined ? undefined : to - from + 1;
  plan.offset = offset;
  if (rangeLimit !== undefined) plan.limit = Math.min(plan.limit ?? rangeLimit, rangeLimit);
}

interface WriteAnswer {
  method: string;
  action: Action;
  pref: Prefer;
  media: Media;
  row: ResultRow & { inserted?: number };
  target: Target;
  headers: Record<string, string>;
}

/**
 * A write's answer, as PostgREST's: Content-Range `*∕N` (PATCH `0-(N-1)/N`, N only with a count
 * preference), 201 for an insert (200 for a merge upsert that only updated rows), 200 with
 * return=representation else 204 for PATCH and DELETE, and Preference-Applied.
 */
export function writeResponse(c: Context, a: WriteAnswer): Response {
  const { pref, row, headers } = a;
  headers['Content-Range'] = writeRange(a.method, row.n, pref.count !== undefined);
  const applied = preferenceApplied(pref, a.action);
  if (applied) headers['Preference-Applied'] = applied;
  const onlyUpdated = a.action === 'insert' && pref.resolution === 'merge' && row.inserted === 0 && row.n > 0;
  if (pref.return === 'representation') {
    const status = a.action === 'insert' && !onlyUpdated ? 201 : 200;
    return c.body(formatRows(row.body, a.media), status, headers);
  }
  delete headers['Content-Type'];
  if (a.action === 'insert' && pref.return === 'headers-only') {
    const location = locationOf(a.target, row.body);
    if (location) headers.Location = location;
  }
  if (a.action === 'insert') return c.body(null, onlyUpdated ? 200 : 201, headers);
  return c.body(null, 204, headers);
}

/** PostgREST's Location for an insert: `/table?pk=eq.value` of the first row written. */
function locationOf(t: Target, body: string): string | undefined {
  const pk = t.primaryKey ?? [];
  const first = (JSON.parse(body) as Record<string, unknown>[])[0];
  if (!first || pk.length === 0) return undefined;
  const query = pk
    .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`)
    .join('&');
  return `/${encodeURIComponent(t.table)}?${query}`;
}
