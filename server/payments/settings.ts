import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';

/**
 * Tells the database whether payments are on (my_pack() reads it; the app asks my_pack(), not a
 * build flag): on when STRIPE_WEBHOOK_SECRET is set, counted from PAYMENTS_SINCE or, unset, from the
 * first start with payments on (kept across restarts). Every process writes the same values.
 */
export async function writePaymentSettings(db: Queryable, payments: ServerConfig['payments']): Promise<void> {
  const on = Boolean(payments.webhookSecret);
  await db.query(
    `insert into mathpop_private.payment_settings (id, enabled, since)
     values (true, $1, case when $1 then coalesce($2::timestamptz, now()) end)
     on conflict (id) do update set
       enabled = excluded.enabled,
       since = case when excluded.enabled
         then coalesce($2::timestamptz, mathpop_private.payment_settings.since, now())
         else mathpop_private.payment_settings.since end`,
    [on, payments.since?.toISOString() ?? null],
  );
}
