import type { Context } from 'hono';
import { childRole, type TokenVerifier } from '../auth/jwt';
import { bearer } from '../auth/request';
import type { ServerConfig } from '../config';
import type { Caller } from './build';
import { restErrors } from './errors';

const anonClaims = JSON.stringify({ role: 'anon' });

/**
 * Who a REST request runs as. The `apikey` must be a known publishable key; the bearer token is the
 * publishable key itself (role anon) or a valid access token (role authenticated, or mathpop_child
 * for a child's class session; its claims given to the database as request.jwt.claims). Anything else
 * is 401.
 */
export async function restCaller(c: Context, config: ServerConfig, verifier: TokenVerifier): Promise<Caller> {
  const key = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey') ?? undefined;
  if (!key) throw restErrors.noApiKey();
  if (!config.publishableKeys.includes(key)) throw restErrors.badApiKey();
  const token = bearer(c);
  if (!token || config.publishableKeys.includes(token)) return { role: 'anon', claims: anonClaims };
  try {
    const { claims, json } = await verifier.verifyWithJson(token);
    if (claims.role !== 'authenticated' && claims.role !== childRole) throw new Error('role');
    return { role: claims.role, claims: json };
  } catch (e) {
    throw restErrors.badJwt(e instanceof Error && /exp/.test(e.message) ? 'expired' : 'invalid');
  }
}
