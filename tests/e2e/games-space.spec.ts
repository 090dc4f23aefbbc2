import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

const announcer = (page: import('@playwright/test').Page) => page.getByTestId('announcer');

test('star treasure hunt: visit 4 planets, totals, completion, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  await expect(page.getByRole('heading', { name: 'Star Treasure Hunt' })).toBeVisible();
  await expect(announcer(page)).toContainText('Tap a planet to collect its 5 stars!');

  await page.getByRole('button', { name: 'Planet 2' }).click();
  await expect(announcer(page)).toContainText('1 × 5 = 5 stars');
  // a visited planet does nothing
  await page.getByRole('button', { name: 'Planet 2' }).click();
  await page.getByRole('button', { name: 'Planet 1' }).click();
  await expect(announcer(page)).toContainText('5 + 5 = 10');
  await expect(announcer(page)).toContainText('2 × 5 = 10 stars');
  await page.getByRole('button', { name: 'Planet 3' }).click();
  await expect(announcer(page)).toContainText('3 × 5 = 15 stars');
  await page.getByRole('button', { name: 'Planet 4' }).click();
  await expect(announcer(page)).toContainText('5 + 5 + 5 + 5 = 20');
  await expect(announcer(page)).toContainText('Treasure Found!');

  await page.getByRole('button', { name: 'Next Game' }).click();
  await expect(page).toHaveURL(/\/app\/games\/cosmic-multiplication$/);
});
