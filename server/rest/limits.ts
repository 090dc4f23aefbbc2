/**
 * The REST API's bounds on the work one request may ask for (see server/README.md). PGlite runs one
 * statement at a time and can't interrupt one (no statement_timeout there), so what a request may
 * ask for is bounded up front instead.
 */

/** Most rows a read returns, like PostgREST's `db-max-rows` (hosted Supabase's default too). */
export const maxReadRows = 1000;
/** Most rows one write (POST, PATCH, DELETE) may insert, change or remove. */
export const maxWriteRows = 500;
/** Deepest nesting of a JSON request body (rows are flat; 30,000 levels broke the server). */
export const maxJsonDepth = 32;

/**
 * Types a `select` item may be cast to: ordinary value types only. A cast to `regclass`, `regproc`
 * and the like looks names up in the catalogue, which told a caller whether objects exist.
 */
export const allowedCasts = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float',
  'float4',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'json',
  'jsonb',
]);

/** Most conditions (filters and logic-tree items) one request may hold. */
export const maxConditions = 64;
/** Deepest nesting of `or=(and(…))` trees. */
export const maxLogicDepth = 8;

/**
 * Longest `like`/`ilike` pattern (names are ≤ 100 characters; the app sends none). A pattern's cost
 * grows with its length times the text's for every wildcard: `npm run bench stall` measures the
 * worst one the caps allow over an account's 5,000 results of 100 characters.
 */
export const maxPatternLength = 64;
/** Most wildcards (`*`, `%`) in one pattern: each one multiplies the matcher's backtracking. */
export const maxPatternWildcards = 3;
/** Most items in an `in.(…)` list. */
export const maxInItems = 256;
/** Longest value of any other filter. */
export const maxFilterValue = 4096;

/** Deepest nesting of embedded resources in `select` (`a(b(c(d(e))))` is 4 levels below the table). */
export const maxEmbedDepth = 4;
/** Most embedded resources one `select` may name, at every level together. */
export const maxEmbeds = 16;
/**
 * Most rows the to-many embeds of one read may return, all levels together (top-level rows have
 * their own cap, maxReadRows). Counted while the statement runs: past it, 400 and nothing is sent.
 */
export const maxEmbeddedRows = 1000;
