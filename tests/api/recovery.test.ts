import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../support/outbox';
import { client, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Asks for a recovery mail and returns the one-time token of the n-th one to that address. */
async function recoveryToken(email: string, n = 1): Promise<string> {
  const sent = await client(server.url).auth.resetPasswordForEmail(email, {
    redirectTo: `${server.url}/auth/reset`,
  });
  expect(sent.error).toBeNull();
  const { link } = await waitForMail(server.outbox, email, '/auth/reset', n);
  return link.searchParams.get('token_hash') ?? '';
}

describe('password recovery by mail', () => {
  it('mails a link on SITE_URL with a text and an HTML part, in a 0600 file, and logs only its path', async () => {
    const u = await newUser(server.url);
    await client(server.url).auth.resetPasswordForEmail(u.email);
    const { mail, link } = await waitForMail(server.outbox, u.email, '/auth/reset');
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe('/auth/reset');
    expect(link.searchParams.get('type')).toBe('recovery');
    const token = link.searchParams.get('token_hash') ?? '';
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(mail.text).toContain('Did not ask for this?');
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&#38;')}"`);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(statSync(mail.file).mode & 0o777).toBe(0o600);
    const out = server.output();
    expect(out).not.toContain(token);
    expect(out).toContain(`[mail] recovery mail written to ${mail.file}`);
    expect(out.split('\n').filter((l) => /token=|token_hash/.test(l))).toEqual([]);
  });

  it('mails a grown-up whose profile says pt-BR in Portuguese, and one with no language in English', async () => {
    const pt = await newUser(server.url);
    const set = await pt.sb
      .from('profiles')
      .update({ locale: 'pt-BR' })
      .eq('user_id', pt.user.id)
      .select('locale');
    expect(set.error).toBeNull();
    expect(set.data).toEqual([{ locale: 'pt-BR' }]);
    await client(server.url).auth.resetPasswordForEmail(pt.email);
    const { mail, link } = await waitForMail(server.outbox, pt.email, '/auth/reset');
    expect(mail.text).toMatch(/^Olá,/);
    expect(mail.text).toContain(
      'Alguém (esperamos que você!) pediu para redefinir a senha da sua conta MathPop.',
    );
    expect(mail.text).toContain('Equipe MathPop');
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('Escolher uma nova senha');
    expect(mail.text).toContain(link.toString());
    expect(mail.text).not.toContain('Did not ask for this?');

    const en = await newUser(server.url);
    await client(server.url).auth.resetPasswordForEmail(en.email);
    const english = await waitForMail(server.outbox, en.email, '/auth/reset');
    expect(english.mail.text).toMatch(/^Hello,/);
    expect(english.mail.html).toContain('Choose a new password');
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const u = await newUser(server.url);
    const unknown = newEmail();
    const a = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: 'sb_publishable_mathpop_local_2f7c1d9e4b', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: unknown }),
    });
    const b = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: 'sb_publishable_mathpop_local_2f7c1d9e4b', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: u.email }),
    });
    expect([a.status, await a.text()]).toEqual([b.status, await b.text()]);
    await waitForMail(server.outbox, u.email, '/auth/reset');
    expect((await readOutbox(server.outbox)).some((m) => m.to === unknown)).toBe(false);
  });

  it('works once: the link signs in as a recovery, then a new password ends every other session', async () => {
    const u = await newUser(server.url);
    const other = client(server.url);
    expect(
      (await other.auth.signInWithPassword({ email: u.email, password: 'Sunny-Maths-42' })).error,
    ).toBeNull();
    const token = await recoveryToken(u.email);
    const sb = client(server.url);
    const events: string[] = [];
    sb.auth.onAuthStateChange((e) => events.push(e));
    const verified = await sb.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const again = await client(server.url).auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
    // A recovery session is a fresh sign-in: no current password needed.
    expect((await sb.auth.updateUser({ password: 'Recovered-Secret-5' })).error).toBeNull();
    expect((await u.sb.auth.getUser()).error).not.toBeNull();
    expect((await other.auth.getUser()).error).not.toBeNull();
    const refreshed = await client(server.url).auth.refreshSession({
      refresh_token: u.session.refresh_token,
    });
    expect(refreshed.error).not.toBeNull();
    expect((await sb.auth.getUser()).error).toBeNull();
    const signIn = await client(server.url).auth.signInWithPassword({
      email: u.email,
      password: 'Recovered-Secret-5',
    });
    expect(signIn.error).toBeNull();
  });

  it('expires after an hour', async () => {
    const u = await newUser(server.url);
    const token = await recoveryToken(u.email);
    const v = await newUser(server.url);
    const fresh = await recoveryToken(v.email);
    await withDatabase(
      server,
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = '${u.email}';
       update auth.users set recovery_sent_at = now() - interval '58 minutes' where email = '${v.email}';`,
    );
    const late = await client(server.url).auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(late.error?.code).toBe('otp_expired');
    const inTime = await client(server.url).auth.verifyOtp({ token_hash: fresh, type: 'recovery' });
    expect(inTime.error).toBeNull();
  });

  it('a newer link replaces the older one', async () => {
    const u = await newUser(server.url);
    const first = await recoveryToken(u.email, 1);
    const second = await recoveryToken(u.email, 2);
    expect(
      (await client(server.url).auth.verifyOtp({ token_hash: first, type: 'recovery' })).error?.code,
    ).toBe('otp_expired');
    expect(
      (await client(server.url).auth.verifyOtp({ token_hash: second, type: 'recovery' })).error,
    ).toBeNull();
  });
});
