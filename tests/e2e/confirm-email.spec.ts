import { paths } from '../../src/app/paths';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { e2eOutbox, waitForMail } from '../support/outbox';

// Issue 18: sign-up still lands on /app, but the address stays unconfirmed until the mailed link is
// used; the dashboard reminds the parent (dismissible, with "Send again").
const shots = '/work/shots/h-recovery';

test('the dashboard reminds until the address is confirmed through the mailed link', async ({ page }) => {
  const email = await signIn(page);
  await page.goto(paths.app);
  const reminder = page.getByRole('region', { name: 'Please confirm your email' });
  await expect(reminder).toContainText(email);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/reminder-${width}.png` });
  }
  await reminder.getByRole('button', { name: 'Send again' }).click();
  await expect(reminder.getByRole('status')).toHaveText(/Sent!/);
  const { link } = await waitForMail(e2eOutbox(), email, '/auth/confirm', 2);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Please confirm your email' })).toHaveCount(0);
});

test('the reminder can be dismissed', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.app);
  const reminder = page.getByRole('region', { name: 'Please confirm your email' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Dismiss' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lessons' }).first()).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
