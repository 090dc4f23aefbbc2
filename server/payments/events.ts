import type Stripe from 'stripe';

/** A purchase fact an event establishes (issue 36 §2); `null`: the event changes nothing. */
export type Fact =
  | { kind: 'session'; session: SessionFacts; paid: boolean; failed: boolean }
  | { kind: 'refund'; paymentIntent: string }
  | { kind: 'dispute'; paymentIntent: string };

/** What MathPop keeps of a checkout session (no card or billing details). */
export interface SessionFacts {
  id: string;
  paymentIntent: string | null;
  amount: number | null;
  currency: string | null;
  email: string | null;
  reference: string | null;
  locale: string | null;
}

const str = (v: unknown, max = 255): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;
const idOf = (v: unknown): string | null => str(v) ?? str((v as { id?: unknown } | null)?.id);

function sessionFacts(s: Stripe.Checkout.Session): SessionFacts {
  return {
    id: str(s.id) ?? '',
    paymentIntent: idOf(s.payment_intent),
    amount: num(s.amount_total),
    currency: str(s.currency, 10),
    email: str(s.customer_details?.email, 320) ?? str(s.customer_email, 320),
    reference: str(s.client_reference_id, 200),
    locale: str(s.locale, 20),
  };
}

/**
 * The fact an event states, from the events MathPop handles: a completed checkout (paid, or unpaid
 * while a delayed method such as Pix is pending), a delayed payment that succeeded or failed, a full
 * refund, a dispute. Anything else: null (answered 200 and only kept for the books).
 */
export function factOf(event: Stripe.Event): Fact | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const s = event.data.object;
      const facts = sessionFacts(s);
      if (!facts.id || s.mode !== 'payment') return null;
      const paid =
        event.type === 'checkout.session.async_payment_succeeded' ||
        (event.type === 'checkout.session.completed' &&
          (s.payment_status === 'paid' || s.payment_status === 'no_payment_required'));
      return { kind: 'session', session: facts, paid, failed: event.type.endsWith('failed') };
    }
    case 'charge.refunded': {
      const c = event.data.object;
      const pi = idOf(c.payment_intent);
      // A partial refund leaves the pack; a full one removes it.
      const full = c.refunded === true || (num(c.amount_refunded) ?? 0) >= (num(c.amount) ?? 1);
      return pi && full ? { kind: 'refund', paymentIntent: pi } : null;
    }
    case 'charge.dispute.created': {
      const pi = idOf(event.data.object.payment_intent);
      return pi ? { kind: 'dispute', paymentIntent: pi } : null;
    }
    default:
      return null;
  }
}

/**
 * What the books keep of any event: ids, amounts, currency, states, the buyer's email. Named
 * fields only, so card and billing details (a charge's payment_method_details, billing_details)
 * never reach the database.
 */
export function summaryOf(event: Stripe.Event): Record<string, unknown> {
  const o = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  const pick = (k: string) =>
    typeof o[k] === 'string' || typeof o[k] === 'number' || typeof o[k] === 'boolean' ? o[k] : undefined;
  const details = o.customer_details as { email?: unknown } | undefined;
  return {
    object: str(o.object, 50),
    id: str(o.id),
    payment_intent: idOf(o.payment_intent),
    charge: idOf(o.charge),
    amount: pick('amount_total') ?? pick('amount'),
    amount_refunded: pick('amount_refunded'),
    currency: pick('currency'),
    payment_status: pick('payment_status'),
    status: pick('status'),
    reason: pick('reason'),
    email: str(details?.email, 320) ?? str(o.customer_email, 320),
  };
}
