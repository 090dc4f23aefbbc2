import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, client, goodPassword, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Makes every session of the user look signed in ten minutes ago (no recent sign-in any more). */
async function ageSessions(u: TestUser) {
  const then = Math.floor(Date.now() / 1000) - 600;
  await withDatabase(
    server,
    `update auth.sessions set amr = '[{"method":"password","timestamp":${then}}]'::jsonb
     where user_id = '${u.user.id}';`,
  );
}

const put = (u: TestUser, body: object) =>
  api(server.url, '/auth/v1/user', {
    method: 'PUT',
    token: u.session.access_token,
    body: JSON.stringify(body),
  });

describe('changing the password needs the current one', () => {
  it('refuses without it and with a wrong one, accepts the right one and ends the other sessions', async () => {
    const u = await newUser(server.url);
    const other = client(server.url);
    expect(
      (await other.auth.signInWithPassword({ email: u.email, password: goodPassword })).error,
    ).toBeNull();
    await ageSessions(u);
    const bare = await put(u, { password: 'Child-Was-Here-1' });
    expect(bare.status).toBe(400);
    expect(bare.headers.get('x-sb-error-code')).toBe('reauthentication_needed');
    const wrong = await put(u, { password: 'Child-Was-Here-1', current_password: 'Guess-Guess-9' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_credentials');
    // The password did not change.
    expect(
      (await client(server.url).auth.signInWithPassword({ email: u.email, password: goodPassword })).error,
    ).toBeNull();
    await ageSessions(u);
    const right = await u.sb.auth.updateUser({ password: 'Parent-Chose-2', current_password: goodPassword });
    expect(right.error).toBeNull();
    expect((await other.auth.getUser()).error).not.toBeNull();
    expect((await u.sb.auth.getUser()).error).toBeNull();
    expect(
      (await client(server.url).auth.signInWithPassword({ email: u.email, password: 'Parent-Chose-2' }))
        .error,
    ).toBeNull();
  });

  it('allows it without the current password right after signing in', async () => {
    const u = await newUser(server.url);
    await ageSessions(u);
    const sb = client(server.url);
    expect((await sb.auth.signInWithPassword({ email: u.email, password: goodPassword })).error).toBeNull();
    expect((await sb.auth.updateUser({ password: 'Fresh-Sign-In-3' })).error).toBeNull();
    // The aged session ended with the change.
    expect((await u.sb.auth.getUser()).error).not.toBeNull();
  });

  it('still refuses a weak new password before looking at anything else', async () => {
    const u = await newUser(server.url);
    const weak = await put(u, { password: 'short', current_password: goodPassword });
    expect(weak.status).toBe(422);
    expect((await weak.json()).code).toBe('weak_password');
  });
});
