import { mkdirSync } from 'node:fs';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { type PaymentsServer, signInAt, startPaymentsServer } from '../support/paymentsServer';
import { PUBLISHABLE_KEY, RestSeed } from '../support/profile-api';
import { newCheckout, postEvent, sessionEvent } from '../support/stripe-events';

// Issue 36: the Fun Pack with payments on, on a server of its own (tests/support/paymentsServer.ts).
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/work/shots/i36-fun-pack';
mkdirSync(SHOTS, { recursive: true });

let server: PaymentsServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPaymentsServer();
});
test.afterAll(async () => server?.stop());

test('a new parent sees the sample open and the rest locked, with Buy carrying a sealed reference', async ({
  page,
}) => {
  const me = await signInAt(page, server.url);
  await page.goto(`${server.url}${paths.app}`);
  const m1 = page.getByTestId('lesson-card-m1');
  await expect(m1.getByRole('link', { name: /Start Lesson/ })).toBeVisible();
  const m2 = page.getByTestId('lesson-card-m2');
  await expect(m2.getByText('Part of the Fun Pack')).toBeVisible();
  const buy = m2.getByRole('link', { name: /Buy the Fun Pack/ });
  await expect(buy).toHaveAttribute('href', /client_reference_id=mp1_/);
  const href = new URL((await buy.getAttribute('href')) ?? '', server.url);
  expect(href.searchParams.get('prefilled_email')).toBe(me.email);
  expect(href.toString()).not.toContain(me.user.id);
  await expect(buy).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SHOTS}/lessons-1280.png` });

  await page.goto(`${server.url}${paths.app}?tab=games`);
  await expect(page.getByTestId('game-card-star-treasure-hunt')).toHaveAttribute(
    'href',
    /star-treasure-hunt/,
  );
  const soccer = page.getByTestId('game-card-soccer-teams');
  await expect(soccer).toHaveAttribute('data-locked', 'true');
  await expect(soccer.getByText('Part of the Fun Pack')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/games-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/games-390.png`, fullPage: true });

  await page.goto(`${server.url}${paths.app}?tab=worksheets`);
  await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveCount(2);
});

test('a signed webhook for their account turns /welcome to unlocked without a reload', async ({ page }) => {
  await signInAt(page, server.url);
  await page.goto(`${server.url}${paths.app}`);
  const buy = page.getByTestId('lesson-card-m2').getByRole('link', { name: /Buy the Fun Pack/ });
  await expect(buy).toHaveAttribute('href', /client_reference_id=mp1_/);
  const reference = new URL((await buy.getAttribute('href')) ?? '', server.url).searchParams.get(
    'client_reference_id',
  );
  const checkout = newCheckout({ reference: reference ?? '', email: 'paid-by-pat@example.com' });
  await page.goto(`${server.url}${paths.welcome}?session_id=${checkout.session}`);
  await expect(page.getByRole('heading', { name: 'Unlocking your Fun Pack…' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welcome-waiting-1280.png` });
  // Stripe's event arrives a moment later, signed as Stripe signs it.
  const res = await postEvent(server.url, sessionEvent('checkout.session.completed', checkout));
  expect(res.status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your Fun Pack is unlocked' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welcome-unlocked-1280.png` });
  await page.getByRole('link', { name: 'Go to MathPop' }).click();
  await expect(page.getByTestId('lesson-card-m2').getByRole('link', { name: /Start Lesson/ })).toBeVisible();
  await expect(page.getByText('Part of the Fun Pack')).toHaveCount(0);
  await page.goto(`${server.url}${paths.app}?tab=profile`);
  await expect(page.getByTestId('fun-pack-plan')).toContainText(
    /Fun Pack: bought on \d{1,2} \w{3} \d{4} \(\$9\.00\)/,
  );
});

test('a buyer who is not signed in creates the account and claims the pack on /welcome', async ({ page }) => {
  // Paid without a reference (the sales page's Buy): nobody's yet.
  const checkout = newCheckout({ email: 'new-buyer@example.com' });
  expect((await postEvent(server.url, sessionEvent('checkout.session.completed', checkout))).status).toBe(
    200,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}${paths.welcome}?session_id=${checkout.session}`);
  await expect(page.getByText('Create your account with the email you paid with.')).toBeVisible();
  await expect(page.getByText(/Paid with Pix/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welcome-signed-out-390.png` });
  await page.getByRole('link', { name: 'Create your account' }).click();
  await page.getByLabel('Full name', { exact: true }).fill('Robin Buyer');
  await page.getByLabel('Email', { exact: true }).fill(`robin-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Purple-Giraffe-42!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Purple-Giraffe-42!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Your Fun Pack is unlocked' })).toBeVisible();
  await page.goto(`${server.url}${paths.app}?tab=profile`);
  await expect(page.getByTestId('fun-pack-plan')).toContainText('($9.00)');
  await page.getByTestId('fun-pack-plan').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-plan-390.png` });
});

test('a child in kid mode tapping a locked card meets the gate, not the checkout', async ({
  page,
  context,
}) => {
  const session = await signInAt(page, server.url);
  await new RestSeed(server.url, session, PUBLISHABLE_KEY).addStudent('Mia');
  await page.goto(`${server.url}${paths.app}`);
  await page.getByRole('button', { name: 'Let Mia play' }).click();
  const card = page.getByTestId('lesson-card-m3');
  await expect(card.getByText('Part of the Fun Pack')).toBeVisible();
  await expect(card.getByRole('link', { name: /Buy/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/kid-lessons-1024.png` });
  await card.getByRole('button', { name: 'Ask a grown-up' }).click();
  await expect(page.getByRole('dialog', { name: 'Grown-ups only' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await expect(page).not.toHaveURL(/checkout/);
  await page.screenshot({ path: `${SHOTS}/kid-gate-1024.png` });
});
