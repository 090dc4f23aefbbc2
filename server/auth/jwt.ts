import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { SigningKeys } from './keys';

/** The claims of a MathPop access token (the same set GoTrue issues). */
export interface AccessClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

/** The database role of children's class sessions (supabase/migrations/20261124000600_class_logins.sql). */
export const childRole = 'mathpop_child';

/**
 * The claims of a child's class session (server/auth/class-session.ts): sub is the student's id, no
 * email; `owner_id` names the teacher's account.
 */
export interface ChildClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  phone: string;
  role: typeof childRole;
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: false;
  is_child: true;
  owner_id: string;
}

/** What a verified access token may claim: a grown-up's session or a child's class session. */
export type TokenClaims = AccessClaims | ChildClaims;

/** Signs access tokens with the newest key (header carries its `kid`). */
export function signAccessToken(keys: SigningKeys, claims: TokenClaims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .sign(keys.privateKey);
}

/** Why a token was refused. */
export class JwtError extends Error {}

/**
 * Verifies tokens: ES256 only (so `alg: none` and HS256 forgeries fail), a known `kid`, a valid
 * signature, audience `authenticated`, and not expired. Verified tokens are cached until they expire,
 * so a busy client costs one signature check per token, not per request.
 */
export class TokenVerifier {
  private cache = new Map<string, { claims: TokenClaims; json: string }>();

  constructor(private keys: SigningKeys) {}

  /** The token's claims, or a JwtError. */
  async verify(token: string): Promise<TokenClaims> {
    return (await this.verifyWithJson(token)).claims;
  }

  /** The token's claims and their JSON text (what the database gets as request.jwt.claims). */
  async verifyWithJson(token: string): Promise<{ claims: TokenClaims; json: string }> {
    const now = Math.floor(Date.now() / 1000);
    const hit = this.cache.get(token);
    if (hit) {
      if (hit.claims.exp > now) return hit;
      this.cache.delete(token);
    }
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const key = header.kid ? this.keys.verify.get(header.kid) : undefined;
          if (!key) throw new JwtError('unknown signing key');
          return key;
        },
        { algorithms: ['ES256'], audience: 'authenticated', requiredClaims: ['sub', 'exp'] },
      );
      const entry = { claims: payload as TokenClaims, json: JSON.stringify(payload) };
      if (this.cache.size >= 10_000) this.cache.clear();
      this.cache.set(token, entry);
      return entry;
    } catch (e) {
      throw new JwtError(e instanceof Error ? e.message : String(e));
    }
  }
}
