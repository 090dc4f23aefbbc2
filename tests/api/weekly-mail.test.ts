import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSigningKeys } from '../../server/auth/keys';
import { openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import type { Mail } from '../../server/mail/send';
import { runWeeklyMail } from '../../server/weekly/job';
import { newClass, type TestClass } from './support/class';
import { api, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { withDatabase } from './support/sql';

// Issue 24 §4: the weekly email. Opt-in accounts get one mail a week, claimed in the database, so two
// workers running the job at the same moment send each mail once; the mail names children by first
// name only; its unsubscribe link works without signing in.
vi.setConfig({ testTimeout: 180_000 });
let server: TestServer;
let parent: TestUser & { kid: string };
let quiet: TestUser;
let childless: TestUser;
let teacher: TestClass;

/** Runs `fn` with two separate connections to the server's database (PGlite: the server halted, one handle). */
async function withTwoDbs<T>(fn: (a: Db, b: Db) => Promise<T>): Promise<T> {
  const { DATA_DIR, DATABASE_URL } = server.dbEnv;
  if (DATABASE_URL) {
    const open = () => openDatabase({ databaseUrl: DATABASE_URL, dataDir: '', root: process.cwd() });
    const [a, b] = await Promise.all([open(), open()]);
    try {
      return await fn(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }
  await server.halt();
  const db = await openDatabase({ dataDir: DATA_DIR ?? '', root: process.cwd(), useTemplate: false });
  try {
    return await fn(db, db);
  } finally {
    await db.close();
    await server.restart();
  }
}

/** Two workers at once, each with its own connection and mailer; answers every mail sent. */
async function twoWorkers(now?: Date): Promise<Mail[]> {
  return withTwoDbs(async (a, b) => {
    const mails: Mail[] = [];
    const mailer = { send: async (m: Mail) => void mails.push(m) };
    const [ka, kb] = await Promise.all([loadSigningKeys(a), loadSigningKeys(b)]);
    const site = 'https://mathpop.example';
    await Promise.all([
      runWeeklyMail({ db: a, mailer, keys: ka, siteUrl: site }, now),
      runWeeklyMail({ db: b, mailer, keys: kb, siteUrl: site }, now),
    ]);
    return mails;
  });
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', WEEKLY_MAIL_INTERVAL_SECONDS: '0' });
  const p = await newUser(server.url, 'Pat Parent');
  const kid = await p.sb
    .from('student_profiles')
    .insert({ user_id: p.user.id, student_name: 'Mia Santos' })
    .select('id')
    .single();
  if (kid.error) throw kid.error;
  parent = { ...p, kid: kid.data.id };
  const answers = [1, 2, 3].map((i) => ({
    client_id: crypto.randomUUID(),
    student_profile_id: parent.kid,
    op: 'mul',
    a: 7,
    b: 8,
    answer: 56,
    correct: true,
    ms: 1500,
    source: 'practice',
    at: new Date(Date.now() - i * 60_000).toISOString(),
  }));
  const f = await parent.sb.from('fact_attempts').insert(answers);
  if (f.error) throw f.error;
  quiet = await newUser(server.url, 'Quinn Quiet');
  await quiet.sb.from('student_profiles').insert({ user_id: quiet.user.id, student_name: 'Zoe' });
  childless = await newUser(server.url, 'Cal Childless');
  teacher = await newClass(server.url, ['Ana Lima', 'Bruno', 'Caio']);
  const played = await teacher.sb.from('activity_results').insert({
    user_id: teacher.user.id,
    student_profile_id: teacher.students[0]?.id,
    kind: 'game',
    activity_id: 'space',
  });
  if (played.error) throw played.error;
  for (const u of [parent, childless, teacher]) {
    const on = await u.sb.from('profiles').update({ weekly_email: true }).eq('user_id', u.user.id);
    if (on.error) throw on.error;
  }
  // Issue 35 #3: the weekly email goes to confirmed addresses only (as if each clicked its link).
  await withDatabase(server, 'update auth.users set email_confirmed_at = now()');
});
afterAll(() => server?.stop());

describe('the weekly email', () => {
  it('is off by default', async () => {
    const me = await quiet.sb.from('profiles').select('weekly_email').single();
    expect(me.data?.weekly_email).toBe(false);
  });

  let parentMail: Mail | undefined;
  it('goes out once per account with two workers at the same time, to opted-in accounts with children', async () => {
    const mails = await twoWorkers();
    expect(mails.map((m) => m.to).sort()).toEqual([parent.email, teacher.email].sort());
    parentMail = mails.find((m) => m.to === parent.email);
    // Run again (both workers): nothing more this week.
    expect(await twoWorkers()).toEqual([]);
    const teacherMail = mails.find((m) => m.to === teacher.email);
    expect(teacherMail?.subject).toBe('Your class on MathPop this week');
    expect(teacherMail?.text).toContain('Practised this week (1): Ana.');
    expect(teacherMail?.text).not.toContain('Lima');
  });

  it('names the child by first name only, with the week, a link back and an unsubscribe link', () => {
    expect(parentMail?.subject).toBe("Mia's week on MathPop");
    for (const part of [parentMail?.text, parentMail?.html]) {
      expect(part).toContain('Mia practised less than a minute in 1 session this week.');
      expect(part).toContain('Now quick and sure: 7 × 8.');
      expect(part).not.toContain('Santos');
      expect(part).toContain('https://mathpop.example/app');
      expect(part).toContain('https://mathpop.example/weekly/unsubscribe?token=');
    }
    expect(parentMail?.text).toContain('Streak: 1 day in a row.');
    expect(parentMail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a claim left unsent by a crashed worker is sent once, later, by one worker', async () => {
    await withTwoDbs(async (a) => {
      await a.query(
        `insert into mathpop_private.weekly_sends (user_id, week, claimed_at) values ($1, $2, now() - interval '1 hour')
         on conflict (user_id, week) do update set claimed_at = excluded.claimed_at, sent_at = null`,
        [parent.user.id, '2026-11-16'],
      );
    });
    const mails = await twoWorkers(new Date('2026-11-18T10:00:00Z'));
    // The old week: the stale claim (parent) and the teacher's fresh one, each once.
    expect(mails.map((m) => m.to).sort()).toEqual([parent.email, teacher.email].sort());
  });

  it('unsubscribes with one click and no sign-in; a bad or foreign token does nothing', async () => {
    const link = /https:\/\/mathpop\.example(\/weekly\/unsubscribe\?token=\S+)/.exec(
      parentMail?.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    const path = link ?? '';
    const token = decodeURIComponent(path.split('token=')[1] ?? '');
    // The token is no access token.
    expect((await api(server.url, '/rest/v1/profiles?select=*', { token })).status).toBe(401);
    // Tampered, empty, or an access token as the unsubscribe token: refused, nothing changes.
    for (const bad of [`${token.slice(0, -4)}AAAA`, '', parent.session.access_token]) {
      const res = await fetch(`${server.url}/weekly/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
    }
    expect((await parent.sb.from('profiles').select('weekly_email').single()).data?.weekly_email).toBe(true);
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    expect((await parent.sb.from('profiles').select('weekly_email').single()).data?.weekly_email).toBe(false);
    // Issue 35 #10: the link never switches it back on (only the signed-in grown-up does, in Profile);
    // RFC 8058's one-click POST unsubscribes.
    const again = await fetch(`${server.url}/weekly/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, subscribe: '1' }),
    });
    expect(again.status).toBe(200);
    expect((await parent.sb.from('profiles').select('weekly_email').single()).data?.weekly_email).toBe(false);
    await parent.sb.from('profiles').update({ weekly_email: true }).eq('user_id', parent.user.id);
    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await parent.sb.from('profiles').select('weekly_email').single()).data?.weekly_email).toBe(false);
  });
});

describe('with two server processes on one PostgreSQL', () => {
  it('each opted-in account gets one mail in all', async () => {
    const { DATABASE_URL } = server.dbEnv;
    if (!DATABASE_URL) return; // PGlite is one process per database: the two workers above cover it.
    const dirs = [mkdtempSync(join(tmpdir(), 'weekly-a-')), mkdtempSync(join(tmpdir(), 'weekly-b-'))];
    const extra = await newClass(server.url, ['Dora']);
    await extra.sb.from('profiles').update({ weekly_email: true }).eq('user_id', extra.user.id);
    await withDatabase(server, 'update auth.users set email_confirmed_at = now()');
    const servers = await Promise.all(
      dirs.map((d) => startTestServer({ DATABASE_URL, DATA_DIR: d, WEEKLY_MAIL_INTERVAL_SECONDS: '1' })),
    );
    try {
      await new Promise((r) => setTimeout(r, 5000));
      const { readdir, readFile } = await import('node:fs/promises');
      const mails: string[] = [];
      for (const s of servers) {
        const names = await readdir(s.outbox).catch(() => [] as string[]);
        for (const n of names) mails.push(await readFile(join(s.outbox, n), 'utf8'));
      }
      expect(mails.filter((m) => m.includes(`To: ${extra.email}`))).toHaveLength(1);
    } finally {
      await Promise.all(servers.map((s) => s.halt()));
    }
  });
});
