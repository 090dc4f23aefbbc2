import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { isPgError } from '../db/types';
import { logError } from '../log';
import { deleteOutboxMail } from '../mail/outbox-purge';
import { generateLink } from './admin-links';
import { factorRoute, listUsers, loadUser, uuidPattern } from './admin-read';
import { parseBody } from './body';
import type { AuthDeps } from './context';
import { adminDisabled } from './disabled';
import { AuthError, errors } from './errors';
import { hashPassword } from './hashing';
import { JwtError } from './jwt';
import { assertMetadataSize, metadataParam } from './metadata';
import { assertStrongPassword } from './passwords';
import { bearer, rateLimit, readJson } from './request';
import { isServiceRoleKey } from './service-key';
import { requireEmail } from './signup';
import { listFactors, type UserRow, userJson } from './users';

/**
 * GoTrue's admin API for users (supabase-js `auth.admin.*`), for the operator's service-role key
 * only (service-key.ts): anybody else gets 403 not_admin "User not allowed", as GoTrue answers a
 * token without an admin role. Statuses, codes and messages from supabase/auth internal/api/admin.go.
 */

/** 401 without a bearer token, 403 bad_jwt for a broken one, 403 not_admin for any non-admin. */
async function requireAdmin(deps: AuthDeps, c: Context) {
  const token = bearer(c);
  if (token && isServiceRoleKey(deps.config, token)) return;
  // Only refusals count against the address (GoTrue does not limit its admin API).
  rateLimit(deps, c, 'user');
  if (!token) throw errors.noAuthorization();
  if (!deps.config.publishableKeys.includes(token)) {
    await deps.verifier.verify(token).catch((e: unknown) => {
      throw errors.badJwt(e instanceof JwtError ? e.message : 'invalid token');
    });
  }
  throw new AuthError(403, 'not_admin', 'User not allowed');
}

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
const invalid = (message: string) => new AuthError(400, 'validation_failed', message);

const objectParam = (v: unknown, name: string) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid(`${name} must be an object`);
  return v as Record<string, unknown>;
};

/** What MathPop cannot keep (no phone numbers, no bans, one role): refused, never ignored. */
function refuseUnsupported(body: Record<string, unknown>) {
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (body.ban_duration !== undefined && body.ban_duration !== 'none' && body.ban_duration !== '') {
    throw invalid('Banning users is not supported by this server: delete the user instead');
  }
  if (body.role !== undefined && body.role !== '' && body.role !== 'authenticated') {
    throw invalid('Only the role "authenticated" is supported by this server');
  }
}

/** GoTrue's UpdateUserMetaData: a top-level merge where a null value removes the key. */
const mergeSql = (col: string, param: string) =>
  `case when ${param}::jsonb is null then ${col}
        else jsonb_strip_nulls(${col} || ${param}::jsonb) end`;

/** POST /admin/users: creates a user (unconfirmed unless email_confirm). */
async function createUser(deps: AuthDeps, c: Context) {
  const body = await readJson(c);
  if (!body.email && !body.phone) throw invalid('Cannot create a user without either an email or phone');
  refuseUnsupported(body);
  const email = requireEmail(body.email, 'create a user');
  if (body.password !== undefined && body.password !== null && body.password_hash) {
    throw invalid('Only a password or a password hash should be provided');
  }
  const meta = metadataParam(body.user_metadata) ?? {};
  assertMetadataSize(meta);
  const app = objectParam(body.app_metadata, 'app_metadata') ?? {};
  let hash: string;
  if (typeof body.password_hash === 'string' && body.password_hash) {
    if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(body.password_hash)) {
      throw invalid('Invalid password hash format: only bcrypt hashes are supported');
    }
    hash = body.password_hash;
  } else if (body.password === undefined || body.password === null || body.password === '') {
    hash = await hashPassword(randomBytes(32).toString('base64url'), deps.config.bcryptCost);
  } else {
    assertStrongPassword(body.password, deps.config.passwordMinLength);
    hash = await hashPassword(body.password, deps.config.bcryptCost);
  }
  let id: string | null = null;
  if (body.id !== undefined && body.id !== '') {
    if (typeof body.id !== 'string' || !uuidPattern.test(body.id)) {
      throw invalid('ID must conform to the uuid v4 format');
    }
    if (/^[0-]+$/.test(body.id)) throw invalid('ID cannot be a nil uuid');
    id = body.id;
  }
  try {
    const [user] = await deps.db.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
         email_confirmed_at)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4,
         '{"provider":"email","providers":["email"]}'::jsonb || $5::jsonb, case when $6 then now() end)
       returning *`,
      [id, email, hash, JSON.stringify(meta), JSON.stringify(app), body.email_confirm === true],
    );
    if (!user) throw new Error('user insert failed');
    return c.json(userJson(user));
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
}

/** PUT /admin/users/:id: email, password, confirmation and metadata (merged), as GoTrue. */
async function updateUser(deps: AuthDeps, c: Context) {
  const user = await loadUser(deps.db, c.req.param('id') ?? '');
  const body = await readJson(c);
  refuseUnsupported(body);
  const email = body.email ? requireEmail(body.email, 'update a user') : null;
  const meta = metadataParam(body.user_metadata);
  if (meta) assertMetadataSize({ ...user.raw_user_meta_data, ...meta });
  const app = objectParam(body.app_metadata, 'app_metadata');
  let hash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    assertStrongPassword(body.password, deps.config.passwordMinLength);
    hash = await hashPassword(body.password, deps.config.bcryptCost);
  }
  try {
    const [row] = await deps.db.query<UserRow>(
      `update auth.users set
         email = coalesce($2, email),
         email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now())
                                   when $2::text is not null and lower($2) <> lower(email) then null
                                   else email_confirmed_at end,
         encrypted_password = coalesce($4, encrypted_password),
         recovery_token = case when $4::text is null then recovery_token end,
         raw_user_meta_data = ${mergeSql('raw_user_meta_data', '$5')},
         raw_app_meta_data = ${mergeSql('raw_app_meta_data', '$6')},
         updated_at = now()
       where id = $1 returning *`,
      [
        user.id,
        email,
        body.email_confirm === true,
        hash,
        meta ? JSON.stringify(meta) : null,
        app ? JSON.stringify(app) : null,
      ],
    );
    if (!row) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json(userJson(row, await listFactors(deps.db, row.id)));
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    throw e;
  }
}

/** DELETE /admin/users/:id: deletes the user and everything of theirs (hard delete only). */
async function deleteUser(deps: AuthDeps, c: Context) {
  const user = await loadUser(deps.db, c.req.param('id') ?? '');
  const text = await c.req.text();
  const body = parseBody(text);
  if (body.should_soft_delete === true) {
    throw invalid('Soft deletion is not supported by this server: delete the user instead');
  }
  await deps.db.query('delete from auth.users where id = $1', [user.id]);
  await deleteOutboxMail(deps.config, [user.email]).catch((e) => logError('mail', e));
  return c.json({});
}

/** Mounts /admin/* (every route behind the service-role check). */
export function adminRoutes(app: Hono, deps: AuthDeps) {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(deps, c);
    await next();
  });
  app.use('/invite', async (c, next) => {
    await requireAdmin(deps, c);
    await next();
  });
  app.get('/admin/users', (c) => listUsers(deps, c));
  app.post('/admin/users', (c) => createUser(deps, c));
  app.get('/admin/users/:id', async (c) => {
    const user = await loadUser(deps.db, c.req.param('id'));
    return c.json(userJson(user, await listFactors(deps.db, user.id)));
  });
  app.put('/admin/users/:id', (c) => updateUser(deps, c));
  app.delete('/admin/users/:id', (c) => deleteUser(deps, c));
  app.get('/admin/users/:id/factors', (c) => factorRoute(deps, c));
  app.delete('/admin/users/:id/factors/:factor', (c) => factorRoute(deps, c));
  app.put('/admin/users/:id/factors/:factor', (c) => factorRoute(deps, c));
  app.post('/admin/generate_link', (c) => generateLink(deps, c));
  // An invite is a sign-up without a password, which MathPop accounts cannot be.
  app.post('/invite', () => {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });
  app.all('/admin/sso/*', () => {
    throw adminDisabled.saml();
  });
  app.all('/admin/oauth/*', () => {
    throw adminDisabled.oauthServer();
  });
  app.all('/admin/scim-providers*', () => {
    throw adminDisabled.scim();
  });
  app.all('/admin/custom-providers*', () => {
    throw new AuthError(404, 'feature_disabled', 'Custom OAuth providers are disabled');
  });
  app.all('/admin/audit', () => {
    throw new AuthError(404, 'feature_disabled', 'Audit log is disabled');
  });
}
