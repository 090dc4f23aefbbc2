import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/types';

/** The server's ES256 keys: the newest signs, all verify; the public halves are published as JWKS. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  verify: Map<string, CryptoKey>;
  jwks: { keys: JWK[] };
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/**
 * Loads the signing keys from auth.signing_keys, generating the first pair on first start. Keys live
 * in the database (not in memory only, not in the client bundle) so every process shares them.
 */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  let rows = await db.query<KeyRow>(
    'select kid, private_jwk, public_jwk from auth.signing_keys order by created_at desc',
  );
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const pub = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    const priv = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
    await db.query(
      'insert into auth.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3) on conflict do nothing',
      [kid, JSON.stringify(priv), JSON.stringify(pub)],
    );
    rows = await db.query<KeyRow>(
      'select kid, private_jwk, public_jwk from auth.signing_keys order by created_at desc',
    );
  }
  const newest = rows[0];
  if (!newest) throw new Error('no signing key');
  const verify = new Map<string, CryptoKey>();
  for (const r of rows) verify.set(r.kid, (await importJWK(r.public_jwk, 'ES256')) as CryptoKey);
  return {
    kid: newest.kid,
    privateKey: (await importJWK(newest.private_jwk, 'ES256')) as CryptoKey,
    verify,
    jwks: { keys: rows.map((r) => r.public_jwk) },
  };
}
