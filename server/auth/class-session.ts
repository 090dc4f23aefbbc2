import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { type ChildClaims, childRole, JwtError, signAccessToken, type TokenClaims } from './jwt';
import { bearer, issuer } from './request';
import { newRefreshToken } from './sessions';

/**
 * Children's class sessions: rows of mathpop_private.child_sessions (one per class sign-in, ended by
 * a class code rotation, a new picture password, deleting the student or signing out) with their own
 * rotating refresh tokens. Their refresh tokens start with this prefix, so /token knows the kind.
 */
export const childTokenPrefix = 'class.';

/** The student a child session is for, as the session response shows them (first name only). */
export interface ChildStudent {
  id: string;
  first_name: string;
  avatar_url: string | null;
}

/** A live child session with its student and owner. */
export interface ChildSession {
  id: string;
  owner_id: string;
  created_at: Date;
  student: ChildStudent;
}

/** Starts a child session for a student who just signed in; returns it with its first refresh token. */
export async function createChildSession(
  tx: Queryable,
  student: ChildStudent,
  ownerId: string,
): Promise<{ session: ChildSession; refreshToken: string }> {
  const [row] = await tx.query<{ id: string; created_at: Date }>(
    `insert into mathpop_private.child_sessions (student_profile_id, owner_id) values ($1, $2)
     returning id, created_at`,
    [student.id, ownerId],
  );
  if (!row) throw new Error('child session insert failed');
  const refreshToken = childTokenPrefix + newRefreshToken();
  await tx.query('insert into mathpop_private.child_refresh_tokens (token, session_id) values ($1, $2)', [
    refreshToken,
    row.id,
  ]);
  return { session: { ...row, owner_id: ownerId, student }, refreshToken };
}

/** The child's user object: no email, no identities; app_metadata names the class provider and owner. */
export function childUserJson(s: ChildSession) {
  const at = new Date(s.created_at).toISOString();
  return {
    id: s.student.id,
    aud: 'authenticated',
    role: childRole,
    phone: '',
    app_metadata: { provider: 'class', providers: ['class'], role: 'child', owner_id: s.owner_id },
    user_metadata: { first_name: s.student.first_name, avatar_url: s.student.avatar_url },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/** A session response exactly shaped like /token's, for a child session. */
export async function childSessionResponse(
  deps: AuthDeps,
  c: Context,
  s: ChildSession,
  refreshToken: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = deps.config.jwtExpiry;
  const user = childUserJson(s);
  const claims: ChildClaims = {
    aud: 'authenticated',
    exp: now + expiresIn,
    iat: now,
    iss: issuer(c, deps),
    sub: s.student.id,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: childRole,
    aal: 'aal1',
    amr: [{ method: 'class', timestamp: Math.floor(new Date(s.created_at).getTime() / 1000) }],
    session_id: s.id,
    is_anonymous: false,
    is_child: true,
    owner_id: s.owner_id,
  };
  return {
    access_token: await signAccessToken(deps.keys, claims),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user,
  };
}

/** The live child session `id` of student `studentId`, if it still exists (with `for update`: locked). */
export async function findChildSession(
  db: Queryable,
  id: string,
  studentId: string,
  lock = false,
): Promise<ChildSession | undefined> {
  const [r] = await db.query<
    { id: string; owner_id: string; created_at: Date; student_id: string } & Omit<ChildStudent, 'id'>
  >(
    `select s.id, s.owner_id, s.created_at, p.id as student_id,
       mathpop_private.class_name(p.user_id, p.student_name) as first_name, p.avatar_url
     from mathpop_private.child_sessions s join public.student_profiles p on p.id = s.student_profile_id
     where s.id::text = $1 and s.student_profile_id::text = $2 ${lock ? 'for update of s' : ''}`,
    [id, studentId],
  );
  if (!r) return undefined;
  return {
    id: r.id,
    owner_id: r.owner_id,
    created_at: r.created_at,
    student: { id: r.student_id, first_name: r.first_name, avatar_url: r.avatar_url },
  };
}

/**
 * The child session of the request's bearer token, or undefined when the token is not a child's
 * (a grown-up's token, or none: the grown-up handlers answer those). A child token whose session
 * ended: 403 session_not_found.
 */
export async function childCaller(deps: AuthDeps, c: Context): Promise<ChildSession | undefined> {
  const token = bearer(c);
  if (!token || deps.config.publishableKeys.includes(token)) return undefined;
  let claims: TokenClaims;
  try {
    claims = await deps.verifier.verify(token);
  } catch (e) {
    throw errors.badJwt(e instanceof JwtError ? e.message : 'invalid token');
  }
  if (claims.role !== childRole) return undefined;
  const session = await findChildSession(deps.db, claims.session_id, claims.sub);
  if (!session) throw errors.sessionNotFound();
  return session;
}

/** What a child's class session may call besides the class endpoints (and the open GET endpoints). */
const childAllowed = new Set(['GET /user', 'POST /logout', 'POST /token']);

/**
 * Refuses (403 child_session_not_allowed) a request bearing a child's access token to any auth
 * endpoint but reading its user, signing out and refreshing: a child cannot change, mail, enrol or
 * delete anything, whatever the endpoint would otherwise need. Other tokens pass untouched.
 */
export async function refuseChildElsewhere(deps: AuthDeps, c: Context, path: string, open: boolean) {
  const token = bearer(c);
  if (!token || open || childAllowed.has(`${c.req.method} ${path}`) || path.startsWith('/class/')) return;
  const claims = await deps.verifier.verify(token).catch(() => undefined);
  if (claims?.role === childRole) throw errors.childRefused();
}

/** GET /auth/v1/user for a child session: the child's user object. */
export function childUser(c: Context, s: ChildSession) {
  return c.json(childUserJson(s));
}

/**
 * POST /auth/v1/logout for a child session: `local` ends this session; `global` (supabase-js's
 * default) and `others` end the student's sessions (all, or all but this one).
 */
export async function childLogout(deps: AuthDeps, c: Context, s: ChildSession) {
  const scope = c.req.query('scope') ?? 'global';
  const sql = {
    local: 'delete from mathpop_private.child_sessions where id = $1 and student_profile_id = $2',
    others: 'delete from mathpop_private.child_sessions where student_profile_id = $2 and id <> $1',
    global: 'delete from mathpop_private.child_sessions where student_profile_id = $2 or id = $1',
  }[scope];
  if (!sql) throw errors.validation('Unsupported logout scope');
  await deps.db.query(sql, [s.id, s.student.id]);
  return c.body(null, 204);
}

/** The refresh-token errors, worded as for grown-ups. */
export const refreshErrors = {
  notFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  alreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
};
