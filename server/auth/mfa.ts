import type { Context } from 'hono';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AuthDeps } from './context';
import { AuthError, errors } from './errors';
import { pruneAbandonedFactors, totp } from './mfa-factors';
import { requireRecentPassword } from './reauthenticate';
import { type Caller, issuer, rateLimit, readJson, requireCaller } from './request';
import { type FactorRow, listFactors } from './users';

export { verifyFactor } from './mfa-verify';

interface SecretFactor extends FactorRow {
  secret: string;
}

async function ownFactor(deps: AuthDeps, caller: Caller, id: string): Promise<SecretFactor> {
  const [factor] = await deps.db.query<SecretFactor>(
    `select id, friendly_name, factor_type, status, secret, created_at, updated_at
     from auth.mfa_factors where id::text = $1 and user_id = $2`,
    [id, caller.user.id],
  );
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /auth/v1/factors: enrols a TOTP factor (phone factors are not available here). */
export async function enrollFactor(deps: AuthDeps, c: Context) {
  const caller = await requireCaller(deps, c);
  const body = await readJson(c);
  if (body.factor_type === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (body.factor_type === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (body.factor_type !== 'totp') throw errors.validation('factor_type needs to be totp, phone or webauthn');
  await pruneAbandonedFactors(deps.db, caller.user.id);
  const factors = await listFactors(deps.db, caller.user.id);
  if (factors.some((f) => f.status === 'verified') && caller.session.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  // Whoever holds a stolen token must not be able to lock the owner out: a recent password entry.
  await requireRecentPassword(deps.db, caller.session);
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.filter((f) => f.status === 'unverified').length >= 10) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of unverified factors reached, unenroll to continue',
    );
  }
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const issuerName =
    typeof body.issuer === 'string' && body.issuer.trim()
      ? body.issuer.trim()
      : new URL(issuer(c, deps)).host;
  const uri = totp(secret, caller.user.email, issuerName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  const [row] = await deps.db.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret)
     values ($1, $2, 'totp', $3) returning id`,
    [caller.user.id, friendlyName || null, secret],
  );
  return c.json({
    id: row?.id,
    type: 'totp',
    friendly_name: friendlyName,
    // Raw SVG, as GoTrue sends it: supabase-js turns it into a data: URL itself.
    totp: { qr_code: svg, secret, uri },
  });
}

/** POST /auth/v1/factors/:id/challenge: a challenge valid for the configured time (300 s). */
export async function challengeFactor(deps: AuthDeps, c: Context) {
  rateLimit(deps, c, 'mfa');
  const caller = await requireCaller(deps, c);
  const factor = await ownFactor(deps, caller, c.req.param('id') ?? '');
  // Challenges old enough that they can neither be verified nor count as a recent failure.
  const keep = deps.config.mfaChallengeSeconds + deps.config.mfaFailedVerifies.windowSeconds;
  await deps.db.query(
    `delete from auth.mfa_challenges where factor_id = $1
     and created_at < now() - ($2::int * interval '1 second')`,
    [factor.id, keep],
  );
  const [row] = await deps.db.query<{ id: string; created: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
     returning id, extract(epoch from created_at)::float8 as created`,
    [factor.id, null],
  );
  if (!row) throw new Error('challenge insert failed');
  return c.json({
    id: row.id,
    type: 'totp',
    expires_at: Math.floor(row.created) + deps.config.mfaChallengeSeconds,
  });
}

/** DELETE /auth/v1/factors/:id: removes a factor (a verified one only from an AAL2 session). */
export async function unenrollFactor(deps: AuthDeps, c: Context) {
  const caller = await requireCaller(deps, c);
  const factor = await ownFactor(deps, caller, c.req.param('id') ?? '');
  if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  return c.json({ id: factor.id });
}
