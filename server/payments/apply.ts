import type Stripe from 'stripe';
import type { Queryable } from '../db/types';
import { type Fact, factOf, type SessionFacts, summaryOf } from './events';
import { readReference } from './reference';

/** Whom to write to about a purchase, and in which language. */
export interface Buyer {
  email: string | null;
  userId: string | null;
  locale: string | null;
}

/**
 * What one event did: a replay (already stored); the purchase that has just become paid; the
 * purchase a dispute has just put on hold (its buyer is told).
 */
export interface Applied {
  replay: boolean;
  newlyPaid?: Buyer;
  newlyHeld?: Buyer;
}

const at = (event: Stripe.Event) => new Date(event.created * 1000);

/**
 * Stores the event (once: its id is the key) and applies its fact to public.purchases, in the
 * caller's transaction. Each fact only sets a timestamp that was null (paid_at, failed_at,
 * refunded_at, disputed_at) and the state is derived from them, so replays and events in any order
 * end in one state.
 */
export async function applyEvent(tx: Queryable, event: Stripe.Event, secret: string): Promise<Applied> {
  const stored = await tx.query(
    `insert into mathpop_private.payment_events (id, type, created, livemode, summary)
     values ($1, $2, $3, $4, $5) on conflict (id) do nothing returning id`,
    [event.id, event.type, at(event), event.livemode === true, JSON.stringify(summaryOf(event))],
  );
  if (stored.length === 0) return { replay: true };
  const fact = factOf(event);
  if (!fact) return { replay: false };
  if (fact.kind !== 'session') {
    const held = await markCharge(tx, fact, at(event));
    return held ? { replay: false, newlyHeld: held } : { replay: false };
  }
  return { replay: false, newlyPaid: await applySession(tx, fact, event, secret) };
}

async function markCharge(
  tx: Queryable,
  fact: Exclude<Fact, { kind: 'session' }>,
  when: Date,
): Promise<Buyer | undefined> {
  const column = fact.kind === 'refund' ? 'refunded_at' : 'disputed_at';
  // Before its checkout session's event: a row named by the payment alone, joined later.
  const [row] = await tx.query<{ buyer_email: string | null; user_id: string | null; state: string }>(
    `insert into public.purchases (payment_intent, ${column}) values ($1, $2)
     on conflict (payment_intent) do update set ${column} = coalesce(public.purchases.${column}, excluded.${column})
     returning buyer_email, user_id, state`,
    [fact.paymentIntent, when],
  );
  if (fact.kind !== 'dispute' || row?.state !== 'disputed' || !row.buyer_email) return undefined;
  return { email: row.buyer_email, userId: row.user_id, locale: await localeOf(tx, row.user_id) };
}

async function localeOf(tx: Queryable, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [p] = await tx.query<{ locale: string | null }>(
    'select locale from public.profiles where user_id = $1',
    [userId],
  );
  return p?.locale ?? null;
}

async function applySession(
  tx: Queryable,
  fact: Extract<Fact, { kind: 'session' }>,
  event: Stripe.Event,
  secret: string,
): Promise<Applied['newlyPaid']> {
  const s: SessionFacts = fact.session;
  const when = at(event);
  const ref = readReference(secret, s.reference, when.getTime());
  // The session's row, made by the first of its events (another one at the same moment waits for
  // that commit and then finds it), locked for this transaction.
  await tx.query(
    'insert into public.purchases (session_id) values ($1) on conflict (session_id) do nothing',
    [s.id],
  );
  const [found] = await tx.query<{ id: string; paid_at: Date | null }>(
    'select id, paid_at from public.purchases where session_id = $1 for update',
    [s.id],
  );
  const id = found?.id;
  if (s.paymentIntent) {
    // A refund or dispute that came first made its own row: fold it into this one.
    await tx.query(
      `with gone as (
         delete from public.purchases where payment_intent = $2 and id <> $1 and session_id is null
         returning refunded_at, disputed_at)
       update public.purchases p set
         refunded_at = coalesce(p.refunded_at, (select max(refunded_at) from gone)),
         disputed_at = coalesce(p.disputed_at, (select max(disputed_at) from gone))
       where p.id = $1`,
      [id, s.paymentIntent],
    );
  }
  const [row] = await tx.query<{ user_id: string | null; buyer_email: string | null; state: string }>(
    `update public.purchases p set
       session_id = $2,
       payment_intent = coalesce(p.payment_intent, $3),
       amount = coalesce($4, p.amount),
       currency = coalesce($5, p.currency),
       buyer_email = coalesce(p.buyer_email, $6),
       paid_at = case when $7 then coalesce(p.paid_at, $9) else p.paid_at end,
       failed_at = case when $8 then coalesce(p.failed_at, $9) else p.failed_at end,
       user_id = coalesce(p.user_id,
         (select u.id from auth.users u where u.id = $10::uuid),
         (select u.id from auth.users u where $6::text is not null and lower(u.email) = lower($6)
            and u.email_confirmed_at is not null order by u.created_at limit 1))
     where p.id = $1
     returning p.user_id, p.buyer_email, p.state`,
    [
      id,
      s.id,
      s.paymentIntent,
      s.amount,
      s.currency,
      s.email,
      fact.paid,
      fact.failed,
      when,
      ref?.userId ?? null,
    ],
  );
  if (!row || found?.paid_at || !fact.paid || row.state !== 'paid') return undefined;
  return {
    email: row.buyer_email,
    userId: row.user_id,
    locale: (await localeOf(tx, row.user_id)) ?? ref?.locale ?? (s.locale?.startsWith('pt') ? 'pt-BR' : null),
  };
}
