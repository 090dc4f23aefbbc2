import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowDocument404 } from '../support/http-errors';

test('unknown paths answer HTTP 404 and show the 404 page, and its link goes home', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await allowDocument404(consoleErrors);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Multiplication and division');
});

test('a route whose code fails to load shows the route error screen with the error text', async ({
  page,
  consoleErrors,
}) => {
  // A real failure path with nothing test-only in the bundle: the 404 page's chunk is answered with a
  // module that throws while loading, as a broken deployment would.
  await page.route(/\/assets\/NotFound-[\w-]+\.js$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("Simulated chunk failure: NotFound could not load");',
    }),
  );
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await allowDocument404(consoleErrors);
  await expect(page.getByText('Simulated chunk failure: NotFound could not load')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
});

test('deep links to other routes still get the app shell (SPA fallback) without errors', async ({ page }) => {
  const response = await page.goto('/auth/signup');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('an unknown lesson id answers HTTP 404, a known one 200', async ({ request }) => {
  expect((await request.get('/app/lesson/no-such-lesson')).status()).toBe(404);
  expect((await request.get('/app/games/no-such-game')).status()).toBe(404);
  expect((await request.get('/app/lesson/division1')).status()).toBe(200);
  expect((await request.get('/app/games/secret-vault')).status()).toBe(200);
  expect((await request.get('/app/lesson/review')).status()).toBe(200);
});
