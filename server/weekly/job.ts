import { decodeFactLog, type FactLogClassWire } from '../../src/fluency/factLogWire';
import type { SigningKeys } from '../auth/keys';
import type { Db } from '../db/types';
import { describeError } from '../log';
import { mailLocale } from '../mail/i18n';
import type { Mailer } from '../mail/send';
import { childWeeks, classWeek, type WeekRow } from './digest';
import { parentWeeklyMail, teacherWeeklyMail } from './mails';
import { unsubscribeToken } from './token';

/** What the job needs from the server. */
export interface WeeklyDeps {
  db: Db;
  mailer: Mailer;
  keys: SigningKeys;
  /** The site's address (SITE_URL): every link is built from it, never from a request. */
  siteUrl: string;
}

/** The Monday (UTC, YYYY-MM-DD) of the week `now` is in: each account gets one mail per such week. */
export function weekOf(now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** The path of the server's unsubscribe page (server/weekly/routes.ts). */
export const unsubscribePath = '/weekly/unsubscribe';

interface Claimed {
  user_id: string;
  email: string;
  plan: string;
  /** When the account switched the weekly email on (the mail says who did and when). */
  since: Date | string | null;
}

/** Builds and sends one account's weekly email (the last 7 days). */
async function sendOne(deps: WeeklyDeps, c: Claimed, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const rows = await deps.db.query<WeekRow>(
    `select student_id::text, student_name, student_grade, minutes_week, sessions_week, streak
     from mathpop_private.week_stats($1, 0, $2)`,
    [c.user_id, since.toISOString()],
  );
  // The children's fact log in fact_log()'s class form, decoded as the app decodes it.
  const [grid] = await deps.db.query<{ log: FactLogClassWire }>(
    'select mathpop_private.class_fact_log($1) as log',
    [c.user_id],
  );
  const log = decodeFactLog(grid?.log);
  const token = await unsubscribeToken(deps.keys, c.user_id);
  const links = {
    app: `${deps.siteUrl}/app`,
    unsubscribe: `${deps.siteUrl}${unsubscribePath}?token=${encodeURIComponent(token)}`,
    by: { email: c.email, on: c.since ? new Date(c.since).toISOString().slice(0, 10) : '' },
  };
  const sinceSec = Math.floor(since.getTime() / 1000);
  // In the grown-up's language (profiles.locale; none set: English).
  const [profile] = await deps.db.query<{ locale: string | null }>(
    'select locale from public.profiles where user_id = $1',
    [c.user_id],
  );
  const locale = mailLocale(profile?.locale);
  const content =
    c.plan === 'teachers'
      ? teacherWeeklyMail(classWeek(rows, log, sinceSec), links, locale)
      : parentWeeklyMail(childWeeks(rows, log, sinceSec), links, locale);
  await deps.mailer.send({
    ...content,
    to: c.email,
    // RFC 8058 one-click unsubscribe for mail programs that offer it.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * One run of the weekly email: claims this week's recipients in the database (20 at a time), sends
 * each their mail and marks it sent. Safe to run in many processes at once: a claim is a row of
 * mathpop_private.weekly_sends that only one process can make. Returns how many mails went out.
 */
export async function runWeeklyMail(deps: WeeklyDeps, now = new Date()): Promise<number> {
  const week = weekOf(now);
  let sent = 0;
  for (;;) {
    const batch = await deps.db.query<Claimed>(
      'select user_id::text, email, plan, since from mathpop_private.claim_weekly_sends($1, 20)',
      [week],
    );
    if (batch.length === 0) return sent;
    for (const c of batch) {
      try {
        await sendOne(deps, c, now);
        await deps.db.query('select mathpop_private.weekly_sent($1, $2)', [c.user_id, week]);
        sent++;
      } catch (e) {
        // Never dropped in silence: logged with the account's id, and the claim stays unsent, so a run
        // 5 minutes later (of any process) tries again, 3 times in all (issue 35 #2).
        const tries = await deps.db
          .query<{ tries: number }>('select mathpop_private.weekly_failed($1, $2) as tries', [
            c.user_id,
            week,
          ])
          .then((r) => r[0]?.tries ?? 0)
          .catch(() => 0);
        const next = tries >= 3 ? 'not tried again this week' : 'tried again in 5 minutes';
        console.error(
          `[weekly] the mail for account ${c.user_id} failed (try ${tries} of 3, ${next}): ${describeError(e)}`,
        );
      }
    }
  }
}

/** Runs the job at start and every `intervalSeconds` (0: never); returns the stopper. */
export function startWeeklyMail(deps: WeeklyDeps, intervalSeconds: number) {
  if (intervalSeconds <= 0) return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runWeeklyMail(deps))
      .catch((e: unknown) => console.error(`[weekly] run failed: ${describeError(e)}`));
  };
  tick();
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
