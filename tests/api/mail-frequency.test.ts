import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../support/outbox';
import { api, goodPassword, newEmail, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 27 #11 and issue 25 §1: link mails are limited per recipient (one per 60 s, GoTrue's
// SMTP_MAX_FREQUENCY), decided in the database so every server process agrees; recovery keeps its
// neutral answer. The test server relaxes the limit unless MAIL_MAX_FREQUENCY is set, as here.
let server: TestServer;
beforeAll(async () => {
  // remind: sign-ups mail a confirmation (issue 34: auto-confirm mails none).
  server = await startTestServer({ MAIL_MAX_FREQUENCY: '60', MATHPOP_EMAIL_CONFIRM: 'remind' });
});
afterAll(() => server.stop());

const post = (path: string, body: object, token?: string) =>
  api(server.url, `/auth/v1${path}`, { method: 'POST', body: JSON.stringify(body), token });
const mailsTo = async (email: string, path: string) =>
  (await readOutbox(server.outbox)).filter((m) => m.to.includes(email) && m.text.includes(path));
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('one link mail per recipient per 60 s', () => {
  it('16 recovery requests at once send one mail, each with the same neutral answer', async () => {
    const u = await newUser(server.url);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        post('/recover', { email: u.email }).then(async (r) => [r.status, await r.text()]),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify([200, '{}'])]));
    await waitForMail(server.outbox, u.email, '/auth/reset');
    await settle();
    expect(await mailsTo(u.email, '/auth/reset')).toHaveLength(1);
    // An unknown address answers the same.
    const unknown = await post('/recover', { email: newEmail() });
    expect([unknown.status, await unknown.text()]).toEqual([200, '{}']);
  });

  it('sends again once 60 s have passed since the last mail', async () => {
    const u = await newUser(server.url);
    await post('/recover', { email: u.email });
    await waitForMail(server.outbox, u.email, '/auth/reset');
    await withDatabase(
      server,
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = '${u.email}'`,
    );
    expect((await post('/recover', { email: u.email })).status).toBe(200);
    await waitForMail(server.outbox, u.email, '/auth/reset', 2);
  });

  it('limits sign-up confirmations sent again', async () => {
    const u = await newUser(server.url); // the sign-up mailed the first one
    await waitForMail(server.outbox, u.email, '/auth/confirm');
    for (let i = 0; i < 5; i++) {
      const r = await post('/resend', { type: 'signup', email: u.email });
      expect([r.status, await r.text()]).toEqual([200, '{}']);
    }
    await settle();
    expect(await mailsTo(u.email, '/auth/confirm')).toHaveLength(1);
  });

  it('answers a second email change within 60 s with 429 over_email_send_rate_limit', async () => {
    const u = await newUser(server.url);
    const first = await api(server.url, '/auth/v1/user', {
      method: 'PUT',
      token: u.session.access_token,
      body: JSON.stringify({ email: newEmail(), current_password: goodPassword }),
    });
    expect(first.status).toBe(200);
    const second = await api(server.url, '/auth/v1/user', {
      method: 'PUT',
      token: u.session.access_token,
      body: JSON.stringify({ email: newEmail(), current_password: goodPassword }),
    });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
  });
});
