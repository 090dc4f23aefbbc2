import { isPgError } from './types';

/**
 * A database error as the rest of the server sees it: SQLSTATE, message, detail and hint, and the
 * stack of the call. The drivers' own error objects are not passed on, because PGlite's carry the
 * statement and its parameters (recovery tokens, password hashes), which a log line printing the
 * error would then show.
 */
export class DbError extends Error {
  readonly code: string;
  readonly detail?: string;
  readonly hint?: string;
  constructor(source: { code: string; message: string; detail?: string; hint?: string }) {
    super(source.message);
    this.name = 'DbError';
    this.code = source.code;
    if (source.detail) this.detail = source.detail;
    if (source.hint) this.hint = source.hint;
  }
}

/** Re-throws a driver error as a DbError (other errors pass unchanged, minus any SQL they carry). */
export function cleanDbError(e: unknown): unknown {
  if (isPgError(e)) return new DbError(e);
  if (e instanceof Error) {
    const fields = e as unknown as Record<string, unknown>;
    for (const k of ['query', 'params', 'queryOptions']) if (k in fields) delete fields[k];
  }
  return e;
}

/** Runs `fn`, re-throwing driver errors as DbErrors. */
export async function cleanly<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw cleanDbError(e);
  }
}
