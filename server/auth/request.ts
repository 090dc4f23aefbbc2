import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './address';
import { forwardedClient, parseBody } from './body';
import type { AuthDeps } from './context';
import { errors } from './errors';
import { type AccessClaims, JwtError, type TokenClaims } from './jwt';
import type { SessionRow } from './sessions';
import { findUserById, type UserRow } from './users';

/**
 * The request body as a JSON object ({} when empty); 400 bad_json when it isn't JSON, 400
 * validation_failed when it nests too deeply or holds NUL characters (see body.ts).
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  return parseBody(await c.req.text());
}

/**
 * The client's address as per-address limits count it: the socket's peer, or behind TRUST_PROXY
 * proxies the forwarded client; an IPv6 address grouped by its /64 (IPV6_PREFIX, see address.ts).
 */
export function clientIp(c: Context, trustProxy = 0, ipv6Prefix = 64): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // not served by a Node socket (app.request in tests)
  }
  return addressKey(forwardedClient(socket, c.req.header('x-forwarded-for'), trustProxy), ipv6Prefix);
}

/** Counts the request against a per-IP limit; 429 over_request_rate_limit beyond it. */
export function rateLimit(deps: AuthDeps, c: Context, bucket: keyof AuthDeps['config']['rateLimits']) {
  const ip = clientIp(c, deps.config.trustProxy, deps.config.ipv6Prefix);
  if (!deps.limiter.allow(bucket, ip, deps.config.rateLimits[bucket])) throw errors.rateLimited();
}

/**
 * The `iss` of issued tokens and the base of emailed links: SITE_URL's auth URL, never the request's
 * Host header (a client could name any host there). `c` is unused; callers keep passing it.
 */
export function issuer(_c: Context, deps: AuthDeps): string {
  return `${deps.config.siteUrl}/auth/v1`;
}

/** The bearer token of the request, if any. */
export function bearer(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(.+)$/i.exec(h) : null;
  return m?.[1]?.trim();
}

/** The signed-in caller: verified claims, the live session and the user. */
export interface Caller {
  claims: AccessClaims;
  session: SessionRow;
  user: UserRow;
}

/**
 * Requires a valid access token whose session still exists (signed-out sessions stop working for
 * the auth API at once; their tokens stay valid for REST until they expire, as on Supabase).
 */
export async function requireCaller(deps: AuthDeps, c: Context): Promise<Caller> {
  const token = bearer(c);
  if (!token || deps.config.publishableKeys.includes(token)) throw errors.noAuthorization();
  let verified: TokenClaims;
  try {
    verified = await deps.verifier.verify(token);
  } catch (e) {
    throw errors.badJwt(e instanceof JwtError ? e.message : 'invalid token');
  }
  // A child's class session may only read its user and sign out (class-session.ts), never more.
  if (verified.role !== 'authenticated') throw errors.childRefused();
  const claims = verified;
  const [session] = await deps.db.query<SessionRow>(
    'select id, user_id, aal, amr from auth.sessions where id = $1',
    [claims.session_id],
  );
  if (!session || session.user_id !== claims.sub) throw errors.sessionNotFound();
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw errors.userNotFound();
  return { claims, session, user };
}
