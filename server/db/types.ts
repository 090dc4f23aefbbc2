/** A row as the drivers return it. */
export type Row = Record<string, unknown>;

/** Runs one parameterised statement. */
export interface Queryable {
  /** One statement with `$n` parameters; returns its rows. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The database the server talks to: PGlite in-process or PostgreSQL over a pool. Both speak the same
 * SQL; the only difference the rest of the server sees is `kind`.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs several `;`-separated statements without parameters in ONE round trip (simple query
   * protocol). PostgreSQL runs them as one implicit transaction: all commit, or on an error none do.
   * Returns each statement's rows.
   */
  batch(sql: string): Promise<Row[][]>;
  /** Runs `fn` inside BEGIN/COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `fn` with the payload of each NOTIFY on `channel` (LISTEN; ends with close()). */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  /** Closes the database (flushes PGlite to disk). */
  close(): Promise<void>;
}

/** A database error as both drivers raise it (PostgreSQL's ErrorResponse fields). */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** Whether `e` is a PostgreSQL error with a SQLSTATE. */
export function isPgError(e: unknown): e is PgError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
  );
}
