import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../support/outbox';
import { client, goodPassword, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('changing the email', () => {
  it('needs the current password', async () => {
    const u = await newUser(server.url);
    const bare = await u.sb.auth.updateUser({ email: newEmail() });
    expect(bare.error?.code).toBe('reauthentication_needed');
    const wrong = await u.sb.auth.updateUser({ email: newEmail(), current_password: 'Not-Mine-123' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect((await u.sb.auth.getUser()).data.user?.email).toBe(u.email);
  });

  it('keeps the old address until the link mailed to the new one is used; the old one gets a notice', async () => {
    const u = await newUser(server.url);
    const next = newEmail();
    const asked = await u.sb.auth.updateUser({ email: next, current_password: goodPassword });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(u.email);
    expect(asked.data.user?.new_email).toBe(next);
    expect((await u.sb.auth.getUser()).data.user?.email).toBe(u.email);
    // Still signs in with the old address only.
    const old = await client(server.url).auth.signInWithPassword({ email: u.email, password: goodPassword });
    expect(old.error).toBeNull();
    const { link, mail } = await waitForMail(server.outbox, next, '/auth/confirm');
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('type')).toBe('email_change');
    expect(mail.html).toContain('Confirm my new email');
    const notice = (await readOutbox(server.outbox)).find(
      (m) => m.to === u.email && /about to change/.test(m.subject),
    );
    expect(notice?.text).toContain(next);
    expect(notice?.text).toContain('Did not ask for this?');
    const sb = client(server.url);
    const confirmed = await sb.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type: 'email_change',
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email).toBe(next);
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    const byNew = await client(server.url).auth.signInWithPassword({ email: next, password: goodPassword });
    expect(byNew.error).toBeNull();
    const byOld = await client(server.url).auth.signInWithPassword({
      email: u.email,
      password: goodPassword,
    });
    expect(byOld.error?.code).toBe('invalid_credentials');
  });

  it('a pending address blocks nobody; if taken by then, the link answers a clear error', async () => {
    const u = await newUser(server.url);
    const wanted = newEmail();
    expect((await u.sb.auth.updateUser({ email: wanted, current_password: goodPassword })).error).toBeNull();
    const { link } = await waitForMail(server.outbox, wanted, '/auth/confirm');
    // Someone else signs up with that address meanwhile: allowed.
    const other = await client(server.url).auth.signUp({ email: wanted, password: goodPassword });
    expect(other.error).toBeNull();
    expect(other.data.session).not.toBeNull();
    const late = await client(server.url).auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type: 'email_change',
    });
    expect(late.error?.code).toBe('email_exists');
    expect((await u.sb.auth.getUser()).data.user?.email).toBe(u.email);
  });

  it('refuses an address another account already uses', async () => {
    const u = await newUser(server.url);
    const v = await newUser(server.url);
    const taken = await u.sb.auth.updateUser({ email: v.email, current_password: goodPassword });
    expect(taken.error?.code).toBe('email_exists');
  });
});

const totpCode = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp,
  });

describe('changing the email with two-factor on', () => {
  it('needs a two-factor code verified in the last five minutes', async () => {
    const u = await newUser(server.url);
    const { data: f } = await u.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (!f) throw new Error('no factor');
    const enrolledAt = Date.now();
    expect(
      (await u.sb.auth.mfa.challengeAndVerify({ factorId: f.id, code: totpCode(f.totp.secret, enrolledAt) }))
        .error,
    ).toBeNull();
    // The code was verified just now: allowed.
    const fresh = await u.sb.auth.updateUser({ email: newEmail(), current_password: goodPassword });
    expect(fresh.error).toBeNull();
    // Ten minutes later (aged in the database): the password alone is not enough.
    const then = Math.floor(Date.now() / 1000) - 600;
    await withDatabase(
      server,
      `update auth.sessions set amr = '[{"method":"password","timestamp":${then}},{"method":"totp","timestamp":${then}}]'::jsonb
       where user_id = '${u.user.id}';`,
    );
    const stale = await u.sb.auth.updateUser({ email: newEmail(), current_password: goodPassword });
    expect(stale.error?.code).toBe('reauthentication_needed');
    // A new code (the next 30 s step) steps the session up again.
    const again = await u.sb.auth.mfa.challengeAndVerify({
      factorId: f.id,
      code: totpCode(f.totp.secret, enrolledAt + 30_000),
    });
    expect(again.error).toBeNull();
    expect(
      (await u.sb.auth.updateUser({ email: newEmail(), current_password: goodPassword })).error,
    ).toBeNull();
  });
});
