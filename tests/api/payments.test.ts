import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForMail } from '../support/outbox';
import {
  type Checkout,
  chargeEvent,
  newCheckout,
  postEvent,
  sessionEvent,
  testWebhookSecret,
} from '../support/stripe-events';
import { newClass, signInChild } from './support/class';
import { api, client, newUser, type TestUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase } from './support/sql';

// Issue 36: the Fun Pack sold with Stripe. Events are signed by the stripe package's test helper.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STRIPE_WEBHOOK_SECRET: testWebhookSecret });
});
afterAll(() => server?.stop());

interface Pack {
  payments: boolean;
  has_pack: boolean;
  since: string | null;
  purchase: { state: string; amount: number; currency: string } | null;
}
async function packOf(u: TestUser): Promise<Pack> {
  const { data, error } = await u.sb.rpc('my_pack');
  expect(error).toBeNull();
  return data as Pack;
}
async function referenceFor(u: TestUser, locale = 'en'): Promise<string> {
  const res = await api(server.url, '/payments/checkout-reference', {
    method: 'POST',
    token: u.session.access_token,
    body: JSON.stringify({ locale }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { reference: string }).reference;
}
/** A huge POST on its own connection (the server closes it without reading the rest). */
function oversized(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/payments/stripe/webhook`, {
      method: 'POST',
      agent: false,
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}
const paid = (c: Checkout) => postEvent(server.url, sessionEvent('checkout.session.completed', c));
async function confirm(email: string) {
  const { link } = await waitForMail(server.outbox, email, '/auth/confirm');
  const { error } = await client(server.url).auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'signup',
  });
  expect(error).toBeNull();
}

describe('the webhook verifies what Stripe signed', () => {
  it('refuses a bad signature, a stale timestamp and bad bytes, changing nothing', async () => {
    const u = await newUser(server.url);
    const c = newCheckout({ reference: await referenceFor(u) });
    const e = sessionEvent('checkout.session.completed', c);
    expect((await postEvent(server.url, e, { secret: 'whsec_wrong' })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 600;
    expect((await postEvent(server.url, e, { timestamp: stale })).status).toBe(400);
    const noHeader = await fetch(`${server.url}/payments/stripe/webhook`, { method: 'POST', body: '{}' });
    expect(noHeader.status).toBe(400);
    const bytes = await postEvent(server.url, null, { body: '\u0000\uffff not json' });
    expect(bytes.status).toBe(400);
    expect((await packOf(u)).has_pack).toBe(false);
  });

  it('answers 413 to a huge body and 200 to events it does not handle', async () => {
    expect(await oversized('x'.repeat(300 * 1024))).toBe(413);
    const other = await postEvent(server.url, {
      id: 'evt_other_1',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    expect(other.status).toBe(200);
  });

  it('a replayed event counts once; events out of order end in one state', { timeout: 90_000 }, async () => {
    const u = await newUser(server.url);
    const c = newCheckout({ reference: await referenceFor(u) });
    const refund = chargeEvent('charge.refunded', c);
    // The refund first, then the completed checkout, then the refund again.
    expect((await postEvent(server.url, refund)).status).toBe(200);
    const done = sessionEvent('checkout.session.completed', c);
    expect((await postEvent(server.url, done)).status).toBe(200);
    const again = await postEvent(server.url, refund);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const pack = await packOf(u);
    expect(pack.has_pack).toBe(false);
    expect(pack.purchase?.state).toBe('refunded');
    const rows = await queryDatabase(
      server,
      'select count(*)::int as n from public.purchases where payment_intent = $1',
      [c.paymentIntent],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('a paid purchase attaches', () => {
  it("by the signed reference, with the mail in the buyer's language", async () => {
    const u = await newUser(server.url);
    expect(await packOf(u)).toMatchObject({ payments: true, has_pack: false, purchase: null });
    const c = newCheckout({ reference: await referenceFor(u, 'pt-BR'), email: 'payer-ref@example.com' });
    expect((await paid(c)).status).toBe(200);
    const pack = await packOf(u);
    expect(pack).toMatchObject({ has_pack: true, purchase: { state: 'paid', amount: 900, currency: 'usd' } });
    expect(pack.since).toBeTruthy();
    const { mail } = await waitForMail(server.outbox, 'payer-ref@example.com', '/welcome');
    expect(mail.text).toMatch(/Fun Pack/);
    expect(mail.text).toMatch(/reembolso/);
  });

  it('by a confirmed email, never an unconfirmed one', async () => {
    const u = await newUser(server.url);
    const c = newCheckout({ email: u.email });
    await paid(c);
    expect((await packOf(u)).has_pack).toBe(false); // signed up, not confirmed
    await confirm(u.email);
    expect((await packOf(u)).has_pack).toBe(true);
    // Already confirmed when the payment arrives: at once.
    const c2 = newCheckout({ email: u.email.toUpperCase() });
    const v = await newUser(server.url);
    await paid(c2);
    expect((await packOf(v)).has_pack).toBe(false);
  });

  it('by claim_purchase, once, only paid, only real sessions', async () => {
    const u = await newUser(server.url);
    const other = await newUser(server.url);
    const c = newCheckout({ email: 'nobody-yet@example.com' });
    await paid(c);
    const refused = { claimed: false, has_pack: false };
    const madeUp = await u.sb.rpc('claim_purchase', { p_session_id: 'cs_test_made_up' });
    expect(madeUp.data).toMatchObject(refused);
    const pending = newCheckout({ paymentStatus: 'unpaid' });
    await paid(pending);
    expect((await u.sb.rpc('claim_purchase', { p_session_id: pending.session })).data).toMatchObject(refused);
    const claimed = await u.sb.rpc('claim_purchase', { p_session_id: c.session });
    expect(claimed.error).toBeNull();
    expect(claimed.data).toMatchObject({ claimed: true, has_pack: true });
    // Claiming again is harmless; a second account never gets it.
    expect((await u.sb.rpc('claim_purchase', { p_session_id: c.session })).data).toMatchObject({
      claimed: true,
    });
    const stolen = await other.sb.rpc('claim_purchase', { p_session_id: c.session });
    expect(stolen.data).toMatchObject(refused);
    expect((await packOf(other)).has_pack).toBe(false);
    // A delayed method (Pix): unpaid at completion, paid later, and then it can be claimed.
    await postEvent(server.url, sessionEvent('checkout.session.async_payment_succeeded', pending));
    expect((await other.sb.rpc('claim_purchase', { p_session_id: pending.session })).data).toMatchObject({
      claimed: true,
    });
    expect((await packOf(other)).has_pack).toBe(true);
  });

  it("refuses claims without a grown-up's token", async () => {
    const k = await newClass(server.url);
    const child = await signInChild(server.url, k);
    const body = JSON.stringify({ p_session_id: 'cs_x' });
    expect((await api(server.url, '/rest/v1/rpc/claim_purchase', { method: 'POST', body })).status).toBe(401);
    const asChild = await api(server.url, '/rest/v1/rpc/claim_purchase', {
      method: 'POST',
      body,
      token: child.access_token,
    });
    expect(asChild.status).toBe(403);
    const ref = await api(server.url, '/payments/checkout-reference', {
      method: 'POST',
      token: child.access_token,
    });
    expect(ref.status).toBe(403);
    expect((await api(server.url, '/payments/checkout-reference', { method: 'POST' })).status).toBe(401);
    // A class plays what the teacher's account has.
    const asChildPack = await api(server.url, '/rest/v1/rpc/my_pack', {
      method: 'POST',
      body: '{}',
      token: child.access_token,
    });
    expect(((await asChildPack.json()) as Pack).has_pack).toBe(false);
    await paid(newCheckout({ reference: await referenceFor(k) }));
    const after = await api(server.url, '/rest/v1/rpc/my_pack', {
      method: 'POST',
      body: '{}',
      token: child.access_token,
    });
    expect(((await after.json()) as Pack).has_pack).toBe(true);
  });
});

describe('refunds, disputes, the books and the account', () => {
  it('a refund removes the pack and a dispute holds it; no card data is stored', {
    timeout: 90_000,
  }, async () => {
    const u = await newUser(server.url);
    const v = await newUser(server.url);
    const cu = newCheckout({ reference: await referenceFor(u) });
    const cv = newCheckout({ reference: await referenceFor(v), email: 'disputed@example.com' });
    await paid(cu);
    await paid(cv);
    await postEvent(server.url, chargeEvent('charge.refunded', cu));
    await postEvent(server.url, chargeEvent('charge.dispute.created', cv));
    expect(await packOf(u)).toMatchObject({ has_pack: false, purchase: { state: 'refunded' } });
    expect(await packOf(v)).toMatchObject({ has_pack: false, purchase: { state: 'disputed' } });
    // The parent is told.
    const { mail } = await waitForMail(server.outbox, 'disputed@example.com', '/app?tab=profile');
    expect(mail.text).toMatch(/on hold/);
    const kept = await queryDatabase<{ summary: string }>(
      server,
      'select summary::text as summary from mathpop_private.payment_events',
    );
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.map((r) => r.summary).join()).not.toMatch(/4242|fingerprint|fp_secret|visa/);
  });

  it('exports the purchase; deleting the account keeps only the books', { timeout: 90_000 }, async () => {
    const u = await newUser(server.url);
    const c = newCheckout({ reference: await referenceFor(u), email: u.email });
    await paid(c);
    const { data } = await u.sb.rpc('export_my_data_page', { p_table: 'purchases' });
    expect((data as { rows: { session_id: string }[] }).rows.map((r) => r.session_id)).toEqual([c.session]);
    const del = await api(server.url, '/auth/v1/user/delete', {
      method: 'POST',
      token: u.session.access_token,
      body: JSON.stringify({ password: 'Sunny-Maths-42', confirm: 'DELETE' }),
    });
    expect(del.status).toBeLessThan(300);
    // One look at the database (on PGlite each halts and restarts the server).
    const [left] = await queryDatabase<{ purchases: number; books: number }>(
      server,
      `select (select count(*)::int from public.purchases where session_id = $1) as purchases,
         (select count(*)::int from mathpop_private.payment_events where summary ->> 'id' = $1) as books`,
      [c.session],
    );
    expect(left).toEqual({ purchases: 0, books: 1 });
  });

  it('takes 100 webhook posts at once, each event once', async () => {
    const u = await newUser(server.url);
    const c = newCheckout({ reference: await referenceFor(u), email: 'burst@example.com' });
    const e = sessionEvent('checkout.session.completed', c);
    // 25 delayed payments whose two events (completed unpaid, then paid) arrive at the same moment.
    const pix = Array.from({ length: 25 }, () => newCheckout({ paymentStatus: 'unpaid' }));
    const others = pix.flatMap((p) => [
      sessionEvent('checkout.session.completed', p),
      sessionEvent('checkout.session.async_payment_succeeded', p),
    ]);
    const all = await Promise.all([
      ...Array.from({ length: 50 }, () => postEvent(server.url, e)),
      ...others.map((o) => postEvent(server.url, o)),
    ]);
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect((await packOf(u)).has_pack).toBe(true);
    await waitForMail(server.outbox, 'burst@example.com', '/welcome');
    await new Promise((r) => setTimeout(r, 300));
    const mails = (await readOutbox(server.outbox)).filter((m) => m.to === 'burst@example.com');
    expect(mails).toHaveLength(1);
    const v = await newUser(server.url);
    expect((await v.sb.rpc('claim_purchase', { p_session_id: pix[7]?.session })).data).toMatchObject({
      claimed: true,
    });
  });
});

describe('payments off', () => {
  it('everyone has everything, and the payment routes are not there', { timeout: 90_000 }, async () => {
    const off = await startTestServer();
    try {
      const u = await newUser(off.url);
      const { data } = await u.sb.rpc('my_pack');
      expect(data).toMatchObject({ payments: false, has_pack: true });
      expect(
        (await postEvent(off.url, sessionEvent('checkout.session.completed', newCheckout()))).status,
      ).toBe(404);
    } finally {
      await off.stop();
    }
  });

  it('accounts made before PAYMENTS_SINCE keep everything', { timeout: 90_000 }, async () => {
    const early = await startTestServer({
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      PAYMENTS_SINCE: '2099-01-01T00:00:00Z',
    });
    try {
      const u = await newUser(early.url);
      const { data } = await u.sb.rpc('my_pack');
      expect(data).toMatchObject({ payments: true, has_pack: true, early: true });
    } finally {
      await early.stop();
    }
  });
});
