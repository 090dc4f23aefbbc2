import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError } from './errors';
import { readJson } from './request';
import { type FactorRow, factorJson, listFactors, type UserRow, userJson } from './users';

/** The admin API's reads: the user list, one user, and a user's factors (admin.ts mounts them). */

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (message: string) => new AuthError(400, 'validation_failed', message);

/** The user of the `:id` path segment: 404 as GoTrue's loadUser answers. */
export async function loadUser(db: Queryable, id: string): Promise<UserRow> {
  if (!uuidPattern.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const [user] = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** GET /admin/users?page=&per_page=&filter=: newest first, with X-Total-Count and Link. */
export async function listUsers(deps: AuthDeps, c: Context) {
  const num = (v: string | undefined, fallback: number) => {
    if (v === undefined || v === '') return fallback;
    if (!/^\d{1,9}$/.test(v)) throw invalid(`Bad Pagination Parameters: invalid value "${v}"`);
    return Number(v);
  };
  const page = Math.max(1, num(c.req.query('page'), 1));
  // GoTrue sets no ceiling; this server caps a page at 1,000 users (as REST caps a read).
  const perPage = Math.min(1000, Math.max(1, num(c.req.query('per_page'), 50)));
  const filter = (c.req.query('filter') ?? '').slice(0, 255);
  const like = filter ? `%${filter.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = `where $1::text is null or email ilike $1 or raw_user_meta_data->>'full_name' ilike $1`;
  const [count] = await deps.db.query<{ n: number }>(`select count(*)::int as n from auth.users ${where}`, [
    like,
  ]);
  const users = await deps.db.query<UserRow>(
    `select * from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
    [like, perPage, (page - 1) * perPage],
  );
  const total = count?.n ?? 0;
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = page < last ? [link(page + 1, 'next'), link(last, 'last')] : [link(last, 'last')];
  c.header('X-Total-Count', String(total));
  c.header('Link', links.join(', '));
  return c.json({ users: users.map((u) => userJson(u)), aud: 'authenticated' });
}

/** GET /admin/users/:id/factors; DELETE and PUT {friendly_name} /admin/users/:id/factors/:factor. */
export async function factorRoute(deps: AuthDeps, c: Context) {
  const user = await loadUser(deps.db, c.req.param('id') ?? '');
  const factorId = c.req.param('factor');
  if (!factorId) return c.json((await listFactors(deps.db, user.id)).map(factorJson));
  if (!uuidPattern.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const put = c.req.method === 'PUT';
  const body = put ? await readJson(c) : {};
  if (put && body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const name = typeof body.friendly_name === 'string' ? body.friendly_name.slice(0, 255) : null;
  const returning = 'returning id, friendly_name, factor_type, status, created_at, updated_at';
  const [f] = await deps.db.query<FactorRow>(
    put
      ? `update auth.mfa_factors set friendly_name = coalesce($3, friendly_name), updated_at = now()
         where id = $1 and user_id = $2 ${returning}`
      : `delete from auth.mfa_factors where id = $1 and user_id = $2 ${returning}`,
    put ? [factorId, user.id, name] : [factorId, user.id],
  );
  if (!f) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return c.json(factorJson(f));
}
