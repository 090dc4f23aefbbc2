import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { purgeAttemptCounts } from './auth/account-caps';
import { purgeClassLogins } from './class-retention';
import type { Db } from './db/types';
import { purgeRuns } from './jobs/claim';
import { schedulePeriodic } from './jobs/periodic';
import { describeError } from './log';

/** How long what the server keeps only for a while is kept (see README "A parent's control"). */
export const retention = {
  /** A session (and its refresh tokens) no one has refreshed or used for this long ends. */
  idleSessionDays: 30,
  /** A rotated or revoked refresh token is kept this long (reuse detection), then dropped. */
  revokedTokenDays: 1,
  /** Confirmation and recovery links are cleared this long after they were sent (they expire sooner). */
  linkHours: 24,
  /** Two-factor challenges, spent or not (their failure window is minutes), are dropped after this. */
  challengeDays: 1,
  /** Records of who ran a periodic job when (mathpop_private.job_runs). */
  jobRunDays: 30,
  /**
   * The Fun Pack's books (issue 36): Stripe's events, and purchases no account took, are kept this
   * long after they happened (tax records), then deleted. The /privacy page says so.
   */
  paymentBookYears: 10,
} as const;

/** What one purge removed. */
export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  links: number;
  challenges: number;
  /** Class sign-in failure counters past their window and lock (class-retention.ts). */
  classLocks: number;
  /** Per-account attempt counters a day past their window (auth/account-caps.ts). */
  attemptCounts: number;
  /** Records of periodic job runs (server/jobs/) older than retention.jobRunDays. */
  jobRuns: number;
  /** Payment events and unattached purchases older than retention.paymentBookYears. */
  paymentBooks: number;
}

async function count(db: Db, sql: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with d as (${sql} returning 1) select count(*)::int as n from d`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** Deletes DATA_DIR/outbox/*.eml files older than `days` (no folder: nothing to do). */
export async function purgeOutbox(dataDir: string, days: number): Promise<number> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const cutoff = Date.now() - days * 86_400_000;
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** One purge of everything in the database past its retention period (the outbox: purgeOutbox). */
export async function purgeExpired(db: Db): Promise<PurgeCounts> {
  const sessions = await count(
    db,
    `delete from auth.sessions s where s.updated_at < now() - ($1::int * interval '1 day')
       and not exists (select 1 from auth.refresh_tokens t where t.session_id = s.id
         and t.updated_at >= now() - ($1::int * interval '1 day'))`,
    [retention.idleSessionDays],
  );
  const refreshTokens = await count(
    db,
    `delete from auth.refresh_tokens where revoked and updated_at < now() - ($1::int * interval '1 day')`,
    [retention.revokedTokenDays],
  );
  const links =
    (await count(
      db,
      `update auth.users set confirmation_token = null where confirmation_token is not null
         and coalesce(confirmation_sent_at, created_at) < now() - ($1::int * interval '1 hour')`,
      [retention.linkHours],
    )) +
    (await count(
      db,
      `update auth.users set recovery_token = null where recovery_token is not null
         and (recovery_sent_at is null or recovery_sent_at < now() - ($1::int * interval '1 hour'))`,
      [retention.linkHours],
    )) +
    // A change of email never confirmed: the pending address and its link go together.
    (await count(
      db,
      `update auth.users set email_change = null, email_change_token = null
         where email_change_token is not null
         and (email_change_sent_at is null or email_change_sent_at < now() - ($1::int * interval '1 hour'))`,
      [retention.linkHours],
    )) +
    // PKCE flow states and mailed reauthentication nonces (issue 34) live minutes; kept a day at most.
    (await count(db, `delete from auth.flow_state where created_at < now() - ($1::int * interval '1 hour')`, [
      retention.linkHours,
    ])) +
    (await count(
      db,
      `update auth.users set reauthentication_token = null where reauthentication_token is not null
         and (reauthentication_sent_at is null
           or reauthentication_sent_at < now() - ($1::int * interval '1 hour'))`,
      [retention.linkHours],
    ));
  const challenges = await count(
    db,
    `delete from auth.mfa_challenges where created_at < now() - ($1::int * interval '1 day')`,
    [retention.challengeDays],
  );
  const cls = await purgeClassLogins(db, retention.idleSessionDays, retention.revokedTokenDays);
  return {
    sessions: sessions + cls.sessions,
    refreshTokens: refreshTokens + cls.refreshTokens,
    links,
    challenges,
    classLocks: cls.classLocks,
    attemptCounts: await purgeAttemptCounts(db),
    jobRuns: await purgeRuns(db, retention.jobRunDays),
    paymentBooks:
      (await count(
        db,
        `delete from mathpop_private.payment_events where created < now() - ($1::int * interval '1 year')`,
        [retention.paymentBookYears],
      )) +
      (await count(
        db,
        `delete from public.purchases where user_id is null and created_at < now() - ($1::int * interval '1 year')`,
        [retention.paymentBookYears],
      )),
  };
}

/**
 * Runs the purge at start and then every `intervalSeconds` (0: never). The database part runs once
 * per period across every process sharing the database (a claim in mathpop_private.job_runs, see
 * server/jobs/); the outbox folder is this machine's own, so each process purges it. Returns the
 * stopper. A failed purge is logged (without its values) and tried again in the next period.
 */
export function startRetention(db: Db, dataDir: string, intervalSeconds: number, outboxDays: number) {
  if (intervalSeconds <= 0) return async () => undefined;
  const stopJob = schedulePeriodic(db, {
    name: 'retention',
    periodSeconds: intervalSeconds,
    async run() {
      const n = await purgeExpired(db);
      return Object.entries(n)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    },
  });
  let outbox: Promise<unknown> = Promise.resolve();
  const purgeMail = () => {
    outbox = outbox
      .then(() => purgeOutbox(dataDir, outboxDays))
      .catch((e: unknown) => console.error(`[retention] outbox purge failed: ${describeError(e)}`));
  };
  purgeMail();
  const timer = setInterval(purgeMail, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all([stopJob(), outbox]);
  };
}
