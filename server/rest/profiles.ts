import type { Context } from 'hono';
import { RestError } from './errors';

let exposed: string[] | undefined;

/**
 * The schemas /rest/v1 serves, PostgREST's `db-schemas`: `DB_SCHEMAS` (comma-separated, default
 * `public`); the first is the default profile.
 */
export function exposedSchemas(): string[] {
  exposed ??= (process.env.DB_SCHEMAS ?? 'public')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[a-z_][a-z0-9_]{0,62}$/.test(s));
  if (exposed.length === 0) exposed = ['public'];
  return exposed;
}

/** The key of a table in the schema cache: the bare name in `public`, `schema.name` elsewhere. */
export const cacheKey = (schema: string, table: string) =>
  schema === 'public' ? table : `${schema}.${table}`;

/**
 * The schema a request targets: `Accept-Profile` for GET and HEAD, `Content-Profile` for the others,
 * else the first exposed schema. A schema not exposed is 406 PGRST106, PostgREST's wording.
 */
export function profileOf(c: Context): string {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const asked = c.req.header(read ? 'accept-profile' : 'content-profile');
  const schemas = exposedSchemas();
  // With several schemas PostgREST names the one answered in Content-Profile.
  const answer = (schema: string) => {
    if (schemas.length > 1) c.header('Content-Profile', schema);
    return schema;
  };
  if (asked === undefined) return answer(schemas[0] as string);
  if (!schemas.includes(asked)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${asked.slice(0, 63)}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return answer(asked);
}
