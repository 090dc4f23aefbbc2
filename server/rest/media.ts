import { RestError } from './errors';

/** A response media type this API produces. */
export type Media =
  | { kind: 'json'; type: 'application/json' | 'application/vnd.pgrst.array+json'; stripNulls: boolean }
  | { kind: 'object'; stripNulls: boolean }
  | { kind: 'csv' }
  | { kind: 'text'; type: 'text/plain' | 'application/octet-stream' | 'text/xml' };

/** Raw types a function's scalar result may be answered in (PostgREST's raw media types). */
export type RawType = 'text/plain' | 'application/octet-stream' | 'text/xml';

interface Range {
  type: string;
  params: Map<string, string>;
  q: number;
}

function ranges(accept: string): Range[] {
  const out: Range[] = [];
  accept.split(',').forEach((part, i) => {
    const [type = '', ...rest] = part.split(';').map((s) => s.trim());
    if (!type) return;
    const params = new Map<string, string>();
    for (const p of rest) {
      const eq = p.indexOf('=');
      if (eq > 0) params.set(p.slice(0, eq).trim().toLowerCase(), p.slice(eq + 1).trim());
    }
    const q = Number(params.get('q') ?? '1');
    params.delete('q');
    out.push({ type: type.toLowerCase(), params, q: Number.isFinite(q) ? q - i * 1e-6 : 0 });
  });
  return out.filter((r) => r.q > 0).sort((a, b) => b.q - a.q);
}

/** The error PostgREST answers when no acceptable media type is offered. */
export const notAcceptable = (types: string) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types}`);

/**
 * Picks the response media type from `Accept`, as PostgREST negotiates it: the client's types by
 * preference, the first one offered wins; `*∕*` and no header mean JSON; `raw` is a function's raw
 * output type (text/plain, application/octet-stream, text/xml), answered when asked for. Plans
 * (`application/vnd.pgrst.plan`) stay off, as in PostgREST's default; 406 PGRST107 otherwise.
 */
export function negotiate(accept: string | undefined, raw?: RawType): Media {
  const asked = ranges(accept?.trim() || '*/*');
  for (const r of asked) {
    const strip = r.params.get('nulls') === 'stripped';
    switch (r.type) {
      case '*/*':
      case 'application/json':
      case 'application/*':
        return { kind: 'json', type: 'application/json', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', type: 'application/vnd.pgrst.array+json', stripNulls: strip };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls: strip };
      case 'text/csv':
        return { kind: 'csv' };
      default:
        if (raw && (r.type === raw || (raw === 'text/plain' && r.type === 'text/*')))
          return { kind: 'text', type: raw };
    }
  }
  throw notAcceptable(asked.map((r) => r.type).join(', ') || (accept ?? ''));
}

/** The response Content-Type for a media type. */
export function contentType(m: Media): string {
  if (m.kind === 'csv') return 'text/csv; charset=utf-8';
  if (m.kind === 'text') return m.type === 'application/octet-stream' ? m.type : `${m.type}; charset=utf-8`;
  const type = m.kind === 'object' ? 'application/vnd.pgrst.object+json' : m.type;
  return `${type}${m.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
}

function stripNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripNulls);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null) out[k] = stripNulls(x);
    return out;
  }
  return v;
}

/** A value as PostgreSQL's record output writes it (PostgREST's CSV rows are record texts). */
function csvValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'boolean' ? (v ? 't' : 'f') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (s === '' || /[",\\()\s]/.test(s)) return `"${s.replace(/(["\\])/g, '$1$1')}"`;
  return s;
}

/** A JSON array of rows as PostgREST's CSV: a header of the first row's keys, then one line a row. */
export function toCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  const first = rows[0];
  if (!first) return '';
  const keys = Object.keys(first);
  const lines = rows.map((r) => keys.map((k) => csvValue(r[k])).join(','));
  return `${keys.join(',')}\n${lines.join('\n')}`;
}

/** Formats a JSON array body (`[…]`, already checked to hold one row for `object`) for the media type. */
export function formatRows(body: string, m: Media): string {
  if (m.kind === 'csv') return toCsv(body);
  if (m.kind === 'text') return body;
  const text = m.kind === 'object' ? body.slice(1, -1) : body;
  return m.stripNulls ? JSON.stringify(stripNulls(JSON.parse(text))) : text;
}
