import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

// A game played in the app is written to activity_results for the active student and shows up on
// the performance page: the whole path scene → store → persistence → REST → statistics.
test.describe.configure({ timeout: 180_000 });

test('a finished game is saved for the active student and counted on the performance page', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '2nd grade');
  await page.goto(paths.performance);
  await expect(page.getByText("Mia's adventure starts here!")).toBeVisible();

  await page.goto('/app/games/star-treasure-hunt');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/activity_results') && r.request().method() === 'POST',
  );
  for (const n of [1, 2, 3, 4]) await page.getByRole('button', { name: `Planet ${n}` }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByTestId('announcer')).toContainText('4 × 5 = 20 stars');
  await expect(page.getByRole('button', { name: 'Next Game' })).toBeAttached();

  await page.goto(paths.performance);
  await expect(page.getByText('How Mia is doing')).toBeVisible();
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('20');
  const recent = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('Star Treasure Hunt');
});
