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

const selectKeys = 'select kid, private_jwk, public_jwk from auth.signing_keys order by created_at desc, kid';

/**
 * Loads the signing keys from auth.signing_keys, generating the first pair on first start. Keys live
 * in the database (not in memory only, not in the client bundle) so every process shares them. The
 * first pair is made under a transaction-scoped advisory lock, looked for again once the lock is
 * held: of N processes starting at once on an empty database one makes it, the others read it
 * (issue 35 #13).
 */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  let rows = await db.query<KeyRow>(selectKeys);
  if (rows.length === 0) {
    rows = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('mathpop signing keys', 0))`);
      const found = await tx.query<KeyRow>(selectKeys);
      if (found.length > 0) return found;
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const kid = randomBytes(12).toString('base64url');
      const pub = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
      const priv = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
      await tx.query('insert into auth.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)', [
        kid,
        JSON.stringify(priv),
        JSON.stringify(pub),
      ]);
      return tx.query<KeyRow>(selectKeys);
    });
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
