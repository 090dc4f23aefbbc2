import type { PgError } from '../db/types';
import { maxWriteRows } from './limits';

/** A PostgREST error: HTTP status and `{code, message, details, hint}`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or a list of objects as PGRST201 gives its candidates. */
    readonly details: string | null | object[] = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  /** The PostgREST error body. */
  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

// PostgREST's SQLSTATE → HTTP status table (the cases this API can meet).
function statusOf(code: string, anon: boolean): number {
  if (code === '42501') return anon ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '57014') return 500;
  // Too complex (stack depth, too many columns…): the request's fault, so 4xx, not PostgREST's 500.
  if (code.startsWith('54')) return 400;
  if (code === '53400' || code === '53300') return 503;
  if (code.startsWith('08')) return 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  if (code.startsWith('P0')) return code === 'P0001' ? 400 : 500;
  if (code.startsWith('XX')) return 500;
  return 400;
}

/** Maps a database error to PostgREST's response (the single-object check becomes PGRST116). */
export function fromPgError(e: PgError, anon: boolean): RestError {
  if (e.code === 'PT406') {
    return new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${e.message} rows`,
    );
  }
  if (e.code === 'PT413') return restErrors.tooManyRows(Number(e.message));
  return new RestError(statusOf(e.code, anon), e.code, e.message, e.detail ?? null, e.hint ?? null);
}

/** The errors PostgREST raises itself, before the database. */
export const restErrors = {
  noTable: (table: string, schema = 'public') =>
    new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`),
  noColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  parse: (what: string, details: string) =>
    new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details),
  badJson: (details: string) => new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  noApiKey: () =>
    new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    ),
  badApiKey: () =>
    new RestError(
      401,
      'PGRST301',
      'Invalid API key',
      null,
      'Double check your Supabase `anon` or `service_role` API key.',
    ),
  tooManyRows: (n: number) =>
    new RestError(
      400,
      'PGRST124',
      `A request may write at most ${maxWriteRows} rows`,
      `The request would write ${n} rows`,
      `Split the write into requests of ${maxWriteRows} rows or fewer, or narrow the filters.`,
    ),
  /** UPDATE or DELETE without a filter, refused as hosted Supabase's safeupdate refuses it. */
  needsFilter: (verb: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${verb} requires a WHERE clause`),
  badJwt: (why: string) =>
    new RestError(401, 'PGRST301', why === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature'),
};
