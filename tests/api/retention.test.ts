import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, goodPassword, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase, withDatabase } from './support/sql';

// Issue 18 "Retention": the periodic job purges what is past its time and keeps what is fresh.
// Each look at the database halts and restarts a PGlite server: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RETENTION_INTERVAL_SECONDS: '1' });
});
afterAll(() => server?.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('retention job', () => {
  it('purges idle sessions, revoked tokens, old links, challenges and outbox mail; keeps fresh ones', async () => {
    const old = await newUser(server.url, 'Old');
    const fresh = await newUser(server.url, 'Fresh');
    // A second session of `fresh` whose first refresh token is rotated (revoked) just now.
    const tab = client(server.url);
    await tab.auth.signInWithPassword({ email: fresh.email, password: goodPassword });
    await tab.auth.refreshSession();
    const outbox = join(server.dbEnv.DATA_DIR ?? join(process.cwd(), '.data'), 'outbox');
    const oldMail = join(outbox, 'old.eml');
    const newMail = join(outbox, 'new.eml');
    if (server.dbEnv.DATA_DIR) {
      mkdirSync(outbox, { recursive: true });
      writeFileSync(oldMail, 'Subject: old\r\n\r\nold');
      writeFileSync(newMail, 'Subject: new\r\n\r\nnew');
      const longAgo = new Date(Date.now() - 30 * 86_400_000);
      utimesSync(oldMail, longAgo, longAgo);
    }
    const ids = `'${old.user.id}', '${fresh.user.id}'`;
    await withDatabase(
      server,
      `update auth.sessions set updated_at = now() - interval '40 days', created_at = now() - interval '40 days'
         where user_id = '${old.user.id}';
       update auth.refresh_tokens set updated_at = now() - interval '40 days', created_at = now() - interval '40 days'
         where user_id = '${old.user.id}';
       update auth.users set recovery_token = 'old-recovery', recovery_sent_at = now() - interval '2 days'
         where id = '${old.user.id}';
       update auth.users set recovery_token = 'fresh-recovery', recovery_sent_at = now() where id = '${fresh.user.id}';
       update auth.users set email_change = 'old-pending@example.com', email_change_token = 'old-change',
         email_change_sent_at = now() - interval '2 days' where id = '${old.user.id}';
       update auth.users set email_change = 'fresh-pending@example.com', email_change_token = 'fresh-change',
         email_change_sent_at = now() where id = '${fresh.user.id}';
       insert into auth.mfa_factors (id, user_id, factor_type, secret)
         select gen_random_uuid(), id, 'totp', 'JBSWY3DPEHPK3PXP' from auth.users where id in (${ids});
       insert into auth.mfa_challenges (factor_id, created_at)
         select f.id, case when f.user_id = '${old.user.id}' then now() - interval '3 days' else now() end
         from auth.mfa_factors f where f.user_id in (${ids});`,
    );
    await sleep(2500);
    const rows = await queryDatabase<{ what: string; user_id: string; n: number }>(
      server,
      `select 'sessions' as what, user_id::text, count(*)::int as n from auth.sessions where user_id in (${ids}) group by 2
       union all select 'revoked', user_id::text, count(*)::int from auth.refresh_tokens where revoked and user_id in (${ids}) group by 2
       union all select 'recovery', id::text, count(*)::int from auth.users where recovery_token is not null and id in (${ids}) group by 2
       union all select 'email_change', id::text, count(*)::int from auth.users where email_change is not null and id in (${ids}) group by 2
       union all select 'challenges', f.user_id::text, count(*)::int from auth.mfa_challenges c
         join auth.mfa_factors f on f.id = c.factor_id where f.user_id in (${ids}) group by 2`,
    );
    const n = (what: string, id: string) => rows.find((r) => r.what === what && r.user_id === id)?.n ?? 0;
    expect(n('sessions', old.user.id)).toBe(0);
    expect(n('sessions', fresh.user.id)).toBe(2);
    expect(n('revoked', fresh.user.id)).toBe(1); // kept a day for reuse detection
    expect(n('recovery', old.user.id)).toBe(0);
    expect(n('recovery', fresh.user.id)).toBe(1);
    expect(n('email_change', old.user.id)).toBe(0);
    expect(n('email_change', fresh.user.id)).toBe(1);
    expect(n('challenges', old.user.id)).toBe(0);
    expect(n('challenges', fresh.user.id)).toBe(1);
    if (server.dbEnv.DATA_DIR) {
      expect(existsSync(oldMail)).toBe(false);
      expect(existsSync(newMail)).toBe(true);
    }
    // The old parent signs in again as usual.
    const back = await client(server.url).auth.signInWithPassword({
      email: old.email,
      password: goodPassword,
    });
    expect(back.error).toBeNull();
  });
});
