import { literal } from '../db/sql';
import { type Db, isPgError, type Row } from '../db/types';
import { type Caller, preamble } from './build';
import { fromPgError, RestError } from './errors';

/** The one row a REST statement answers: JSON body text, rows in it, and the total if counted. */
export interface ResultRow {
  body: string;
  n: number;
  total?: number;
}

/** How a statement runs beyond the caller's role: PostgREST's transaction preferences. */
export interface RunOptions {
  /** `Prefer: tx=rollback`: answer as if committed, then roll back. */
  rollback?: boolean;
  /** `Prefer: handling=strict, max-affected=N`: more affected rows roll back with PGRST124. */
  maxAffected?: number;
  /** `Prefer: timezone=…` (already checked against pg_timezone_names). */
  timezone?: string;
  /** GET and HEAD on a function: a read-only transaction (writes fail with 25006, 405). */
  readOnly?: boolean;
  /** A statement run before `sql` whose first row's first column is returned (EXPLAIN for count=planned). */
  explain?: string;
}

/** The answer: the result row and, with `explain`, that statement's value. */
export interface RunResult {
  row: ResultRow;
  explained?: unknown;
}

class Rollback extends Error {
  constructor(readonly result: RunResult) {
    super('rollback');
  }
}

export const maxAffectedError = (n: number) =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${n} rows`,
  );

function head(caller: Caller, opts: RunOptions): string {
  const ro = opts.readOnly ? "select set_config('transaction_read_only', 'on', true);\n" : '';
  const tz = opts.timezone ? `;\nselect set_config('timezone', ${literal(opts.timezone)}, true)` : '';
  return `${ro}${preamble(caller)}${tz}`;
}

const firstValue = (rows: Row[] | undefined) => {
  const r = rows?.[0];
  return r ? Object.values(r)[0] : undefined;
};

/**
 * Runs the caller's statement under their role and claims. Ordinarily one batch (one round trip,
 * one implicit transaction); with tx=rollback or max-affected, an explicit transaction whose end
 * is decided after reading the result (ROLLBACK: nothing the statement did stays).
 */
export async function runStatement(
  db: Db,
  caller: Caller,
  sql: string,
  opts: RunOptions = {},
): Promise<RunResult> {
  try {
    if (!opts.rollback && opts.maxAffected === undefined) {
      const explain = opts.explain ? `;\n${opts.explain}` : '';
      const results = await db.batch(`${head(caller, opts)}${explain};\n${sql}`);
      const row = results[results.length - 1]?.[0] as unknown as ResultRow | undefined;
      if (!row) throw new Error('no result row');
      return { row, explained: opts.explain ? firstValue(results[results.length - 2]) : undefined };
    }
    try {
      return await db.transaction(async (tx): Promise<RunResult> => {
        for (const s of head(caller, opts).split(';\n')) await tx.query(s);
        const explained = opts.explain ? firstValue(await tx.query(opts.explain)) : undefined;
        const row = (await tx.query<ResultRow>(sql))[0];
        if (!row) throw new Error('no result row');
        if (opts.maxAffected !== undefined && row.n > opts.maxAffected) throw maxAffectedError(row.n);
        if (opts.rollback) throw new Rollback({ row, explained });
        return { row, explained };
      });
    } catch (e) {
      if (e instanceof Rollback) return e.result;
      throw e;
    }
  } catch (e) {
    if (isPgError(e)) throw fromPgError(e, caller.role === 'anon');
    throw e;
  }
}
