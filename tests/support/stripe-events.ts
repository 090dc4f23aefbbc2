import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** The webhook secret of the payments-on test servers (whsec_… as Stripe's). */
export const testWebhookSecret = 'whsec_mathpop_test_0123456789abcdef';

const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** What a test checkout is: ids, buyer and how it went. */
export interface Checkout {
  session: string;
  paymentIntent: string;
  email?: string;
  reference?: string;
  paymentStatus?: 'paid' | 'unpaid';
  amount?: number;
  currency?: string;
}

/** A fresh checkout's ids. */
export function newCheckout(extra: Partial<Checkout> = {}): Checkout {
  return { session: rid('cs'), paymentIntent: rid('pi'), ...extra };
}

const now = () => Math.floor(Date.now() / 1000);

/** A Stripe event as its API sends it (only the fields MathPop reads, plus card details to drop). */
export function sessionEvent(
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed',
  c: Checkout,
  created = now(),
) {
  return {
    id: rid('evt'),
    object: 'event',
    type,
    created,
    livemode: false,
    data: {
      object: {
        id: c.session,
        object: 'checkout.session',
        mode: 'payment',
        payment_status:
          c.paymentStatus ?? (type === 'checkout.session.async_payment_succeeded' ? 'paid' : 'paid'),
        amount_total: c.amount ?? 900,
        currency: c.currency ?? 'usd',
        client_reference_id: c.reference ?? null,
        customer_details: { email: c.email ?? null, name: 'Pat Buyer', address: { country: 'US' } },
        payment_intent: c.paymentIntent,
        locale: null,
      },
    },
  };
}

/** A charge event (refund) or a dispute for the checkout's payment. */
export function chargeEvent(
  type: 'charge.refunded' | 'charge.dispute.created',
  c: Checkout,
  created = now(),
) {
  const object =
    type === 'charge.refunded'
      ? {
          id: rid('ch'),
          object: 'charge',
          amount: c.amount ?? 900,
          amount_refunded: c.amount ?? 900,
          refunded: true,
          currency: 'usd',
          payment_intent: c.paymentIntent,
          payment_method_details: { card: { brand: 'visa', last4: '4242', fingerprint: 'fp_secret' } },
          billing_details: { email: c.email ?? null, name: 'Pat Buyer' },
        }
      : {
          id: rid('dp'),
          object: 'dispute',
          amount: 900,
          currency: 'usd',
          payment_intent: c.paymentIntent,
          reason: 'fraudulent',
          status: 'needs_response',
        };
  return { id: rid('evt'), object: 'event', type, created, livemode: false, data: { object } };
}

/** POSTs an event to the webhook, signed by the stripe package's test helper (no network). */
export function postEvent(
  url: string,
  event: unknown,
  opts: { secret?: string; timestamp?: number; body?: string } = {},
): Promise<Response> {
  const payload = opts.body ?? JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? testWebhookSecret,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return fetch(`${url}/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Stripe-Signature': header, 'Content-Type': 'application/json' },
    body: payload,
  });
}
