import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client, goodPassword, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Multi-factor calls of spec §7 (enrol, challenge, verify, list factors, assurance level).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const code = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp });

async function enrolled(u: TestUser) {
  const { data, error } = await u.sb.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Phone app',
    issuer: 'MathPop',
  });
  if (error || !data) throw error;
  return data;
}

describe('TOTP factors', () => {
  it('enrols with a QR code, secret and otpauth URI', async () => {
    const u = await newUser(server.url);
    const f = await enrolled(u);
    expect(f.type).toBe('totp');
    expect(f.friendly_name).toBe('Phone app');
    expect(f.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(f.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(f.totp.uri).toMatch(/^otpauth:\/\/totp\/MathPop:.*secret=/);
    const { data } = await u.sb.auth.mfa.listFactors();
    expect(data?.all).toHaveLength(1);
    expect(data?.totp).toHaveLength(0); // unverified factors are not usable yet
    const dup = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(dup.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('says phone factors are not available', async () => {
    const u = await newUser(server.url);
    const { error } = await u.sb.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_phone_enroll_not_enabled');
  });

  it('refuses a wrong code, then verifies the right one into an AAL2 session', async () => {
    const u = await newUser(server.url);
    const f = await enrolled(u);
    const before = await u.sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1' });
    const ch = await u.sb.auth.mfa.challenge({ factorId: f.id });
    expect(ch.error).toBeNull();
    expect(ch.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const right = code(f.totp.secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await u.sb.auth.mfa.verify({
      factorId: f.id,
      challengeId: ch.data?.id ?? '',
      code: wrongCode,
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    // The wrong code spent that challenge: the right one needs a fresh challenge.
    const fresh = await u.sb.auth.mfa.challenge({ factorId: f.id });
    const ok = await u.sb.auth.mfa.verify({ factorId: f.id, challengeId: fresh.data?.id ?? '', code: right });
    expect(ok.error).toBeNull();
    const aal = await u.sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const claims = await u.sb.auth.getClaims();
    expect(claims.data?.claims.aal).toBe('aal2');
    const amr = (claims.data?.claims.amr ?? []) as { method: string }[];
    expect(amr.map((a) => a.method)).toEqual(['password', 'totp']);
    const factors = await u.sb.auth.mfa.listFactors();
    expect(factors.data?.totp.map((x) => x.status)).toEqual(['verified']);

    // A new sign-in starts at AAL1 and is told AAL2 is possible.
    const other = client(server.url);
    await other.auth.signInWithPassword({ email: u.email, password: goodPassword });
    const level = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // From AAL1 it may neither add a factor nor remove the verified one, nor change the password.
    const add = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(add.error?.code).toBe('insufficient_aal');
    const remove = await other.auth.mfa.unenroll({ factorId: f.id });
    expect(remove.error?.code).toBe('insufficient_aal');
    const pw = await other.auth.updateUser({ password: 'Another-Secret-9' });
    expect(pw.error?.code).toBe('insufficient_aal');
    // challengeAndVerify lifts it to AAL2, which may remove the factor.
    // The code just used is good once: the next step's code (the server accepts ±1 step).
    const next = code(f.totp.secret, Date.now() + 30_000);
    const cv = await other.auth.mfa.challengeAndVerify({ factorId: f.id, code: next });
    expect(cv.error).toBeNull();
    const removed = await other.auth.mfa.unenroll({ factorId: f.id });
    expect(removed.error).toBeNull();
    expect((await other.auth.mfa.listFactors()).data?.all).toHaveLength(0);
  });

  it("cannot challenge or verify another user's factor", async () => {
    const a = await newUser(server.url);
    const b = await newUser(server.url);
    const f = await enrolled(a);
    const ch = await b.sb.auth.mfa.challenge({ factorId: f.id });
    expect(ch.error?.status).toBe(404);
    const own = await a.sb.auth.mfa.challenge({ factorId: f.id });
    const v = await api(server.url, `/auth/v1/factors/${f.id}/verify`, {
      method: 'POST',
      token: b.session.access_token,
      body: JSON.stringify({ challenge_id: own.data?.id, code: code(f.totp.secret) }),
    });
    expect(v.status).toBe(404);
  });
});

describe('challenge expiry', () => {
  // A server whose challenges expire after 1 s, so expiry is tested without waiting 5 minutes.
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startTestServer({ MFA_CHALLENGE_EXPIRY: '1' });
  });
  afterAll(() => quick?.stop());

  it('refuses an expired challenge', async () => {
    const u = await newUser(quick.url);
    const f = await enrolled(u);
    const ch = await u.sb.auth.mfa.challenge({ factorId: f.id });
    await new Promise((r) => setTimeout(r, 1500));
    const late = await u.sb.auth.mfa.verify({
      factorId: f.id,
      challengeId: ch.data?.id ?? '',
      code: code(f.totp.secret),
    });
    expect(late.error?.code).toBe('mfa_challenge_expired');
  });
});
