import { expect, test } from '../support/fixtures';
import { allowDocument404 } from '../support/http-errors';

test('unknown paths show the 404 page with a link home', async ({ page, consoleErrors }) => {
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await allowDocument404(consoleErrors);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
