import { jwtVerify, SignJWT } from 'jose';
import type { SigningKeys } from '../auth/keys';

/** The audience of unsubscribe tokens: never `authenticated`, so one is useless as an access token. */
const audience = 'mathpop-weekly-unsubscribe';

/** A signed token that switches one account's weekly email off, without signing in (180 days). */
export function unsubscribeToken(keys: SigningKeys, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('180d')
    .sign(keys.privateKey);
}

/** The account an unsubscribe token names, or null when it is not a valid one of ours. */
export async function unsubscribeUser(keys: SigningKeys, token: string): Promise<string | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = header.kid ? keys.verify.get(header.kid) : undefined;
        if (!key) throw new Error('unknown key');
        return key;
      },
      { algorithms: ['ES256'], audience, requiredClaims: ['sub', 'exp'] },
    );
    const sub = payload.sub ?? '';
    return /^[0-9a-f-]{36}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}
