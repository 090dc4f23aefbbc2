import * as OTPAuth from 'otpauth';
import type { Queryable } from '../db/types';

/** TOTP as GoTrue does it: 6 digits, SHA-1, 30 s steps (verify accepts ±1 step). */
export function totp(secret: string, label: string, issuerName: string) {
  return new OTPAuth.TOTP({
    issuer: issuerName,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** An enrolment not verified within this time was abandoned (the app also removes its own at once). */
const ABANDONED_FACTOR_SECONDS = 3600;

/** Drops the user's abandoned enrolments, so no "not verified yet" factor lingers. */
export async function pruneAbandonedFactors(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
     and created_at < now() - ($2::int * interval '1 second')`,
    [userId, ABANDONED_FACTOR_SECONDS],
  );
}
