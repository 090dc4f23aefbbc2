import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import Stripe from 'stripe';
import type { AuthDeps } from '../auth/context';
import { AuthError } from '../auth/errors';
import { requireCaller } from '../auth/request';
import { logError } from '../log';
import { mailLocale } from '../mail/i18n';
import { type Applied, applyEvent } from './apply';
import { packHeldMail, packPaidMail } from './mail';
import { makeReference } from './reference';

/** Stripe's events are a few KB; anything this big is not one. */
export const webhookMaxBytes = 256 * 1024;
/** Stripe's default: a signature older than 5 minutes is refused (replays of captured requests). */
const toleranceSeconds = 300;

const fail = (c: Context, status: 400 | 401 | 403 | 404 | 413, code: string, message: string) =>
  c.json({ code, message }, status);

/**
 * The payment routes (issue 36), only when STRIPE_WEBHOOK_SECRET is set:
 * - POST /payments/stripe/webhook: Stripe's events, verified on the raw body by the stripe package;
 * - POST /payments/checkout-reference: a signed-in grown-up's sealed client_reference_id.
 * Without the secret both answer 404 (payments are off).
 */
export function paymentRoutes(deps: AuthDeps) {
  const app = new Hono();
  const secret = deps.config.payments.webhookSecret;
  app.use(
    '*',
    bodyLimit({
      maxSize: webhookMaxBytes,
      onError: (c) => fail(c, 413, 'request_too_large', 'Request body too large'),
    }),
  );
  app.use('*', async (c, next) =>
    secret ? next() : fail(c, 404, 'payments_off', 'Payments are not configured'),
  );

  app.post('/stripe/webhook', async (c) => {
    const signature = c.req.header('stripe-signature') ?? '';
    const raw = new Uint8Array(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(Buffer.from(raw), signature, secret ?? '', toleranceSeconds);
    } catch {
      return fail(c, 400, 'bad_signature', 'The Stripe-Signature header does not match this body');
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || !Number.isInteger(event.created)) {
      return fail(c, 400, 'bad_event', 'Not a Stripe event');
    }
    const done: Applied = await deps.db.transaction((tx) => applyEvent(tx, event, secret ?? ''));
    if (done.newlyPaid) sendPaidMail(deps, done.newlyPaid, event);
    if (done.newlyHeld?.email) {
      const mail = packHeldMail(`${deps.config.siteUrl}/app?tab=profile`, mailLocale(done.newlyHeld.locale));
      deps.mailer.send({ to: done.newlyHeld.email, ...mail }).catch((e) => logError('mail', e));
    }
    return c.json({ received: true, duplicate: done.replay });
  });

  app.post('/checkout-reference', async (c) => {
    try {
      const { user } = await requireCaller(deps, c);
      const body = (await c.req.json().catch(() => ({}))) as { locale?: unknown };
      const locale = body.locale === 'pt-BR' ? 'pt-BR' : 'en';
      return c.json({
        reference: makeReference(secret ?? '', { userId: user.id, locale }),
        email: user.email,
      });
    } catch (e) {
      if (e instanceof AuthError) return c.json({ code: e.code, message: e.message }, e.status as 401);
      throw e;
    }
  });
  return app;
}

function sendPaidMail(deps: AuthDeps, paid: NonNullable<Applied['newlyPaid']>, event: Stripe.Event) {
  const to = paid.email;
  if (!to) return;
  const session = (event.data.object as { id?: string }).id ?? '';
  const link = `${deps.config.siteUrl}/welcome?session_id=${encodeURIComponent(session)}`;
  deps.mailer
    .send({ to, ...packPaidMail(link, paid.userId !== null, mailLocale(paid.locale)) })
    .catch((e) => logError('mail', e));
}
