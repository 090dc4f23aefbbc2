import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { announcer, expectSaid, press, TIMED } from './games-sharing-helpers';

test.describe.configure({ timeout: 180_000 });

test('inverse vault: wrong answer resets after 1.5 s, selection blocked meanwhile, three vaults, Explore Again', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/inverse-vault');
  await expect(page.getByRole('heading', { name: 'Inverse Vault' })).toBeVisible();
  await expectSaid(page, 'We know: 5 × 4 = 20');
  await expectSaid(page, '0 of 3 vaults opened');

  await press(page, '4');
  // While the wrong answer shows, the right one is ignored.
  await press(page, '5');
  await page.waitForTimeout(400);
  await expect(announcer(page)).not.toContainText('Vault open!');
  // After 1.5 s the vault is ready again: the right answer now opens it.
  await expect(async () => {
    await press(page, '5');
    await expect(announcer(page)).toContainText('Vault open! 20 ÷ 4 = 5', { timeout: 1000 });
  }).toPass({ timeout: TIMED });
  await expectSaid(page, '1 of 3 vaults opened');
  // It advances after 3 s.
  await expectSaid(page, 'We know: 7 × 6 = 42', TIMED);
  await press(page, '7');
  await expectSaid(page, 'Vault open! 42 ÷ 6 = 7');
  await expectSaid(page, 'We know: 8 × 9 = 72', TIMED);
  await press(page, '8');
  await expectSaid(page, '3 of 3 vaults opened');
  await expectSaid(page, 'Master of Inverses!', TIMED);
  await press(page, 'Explore Again');
  await expectSaid(page, '0 of 3 vaults opened');
  await expectSaid(page, 'We know: 5 × 4 = 20');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\?tab=games$/);
});

test('backpack train 1: tapping wagons to the target, per-wagon result, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/backpack-train');
  await expect(page.getByRole('heading', { name: 'Backpack Train 1' })).toBeVisible();
  await expectSaid(page, '0 of 24 backpacks');
  await press(page, 'Wagon 1');
  await expectSaid(page, '1 of 24 backpacks');
  await press(page, 'New Journey');
  await expectSaid(page, '0 of 24 backpacks');
  for (let w = 1; w <= 8; w++) await press(page, `Wagon ${w}`, 3);
  await expectSaid(page, '24 of 24 backpacks');
  await expectSaid(page, 'All aboard! 24 ÷ 8 = 3 backpacks per wagon');
  // Done: the wagons take no more backpacks.
  await expect(page.getByRole('button', { name: 'Wagon 1' })).toHaveCount(0);
  await press(page, 'Next Game');
  await expect(page).toHaveURL(/\/app\/games\/backpack-train-2$/);
});

test('backpack train 2-4: Auto Distribute ignores taps while loading; the last level completes the series', async ({
  page,
}) => {
  await signIn(page);
  const levels = [
    {
      id: 'backpack-train-2',
      total: 30,
      line: '30 ÷ 6 = 5 backpacks per wagon',
      button: 'Next Game',
      next: /backpack-train-3$/,
    },
    {
      id: 'backpack-train-3',
      total: 45,
      line: '45 ÷ 9 = 5 backpacks per wagon',
      button: 'Next Game',
      next: /backpack-train-4$/,
    },
    {
      id: 'backpack-train-4',
      total: 56,
      line: '56 ÷ 7 = 8 backpacks per wagon',
      button: 'Complete Series',
      next: /\/app$/,
    },
  ];
  await page.goto('/app/games/backpack-train-2');
  for (const level of levels) {
    // Each level opens through the previous level's Next Game (client-side navigation).
    await expect(page.getByRole('heading', { name: `Backpack Train ${level.id.slice(-1)}` })).toBeVisible();
    await expectSaid(page, `0 of ${level.total} backpacks`);
    await press(page, 'Auto Distribute');
    // A tap during the auto load is ignored: the total never passes the target.
    await press(page, 'Wagon 1');
    await expectSaid(page, `All aboard! ${level.line}`, TIMED);
    await expectSaid(page, `${level.total} of ${level.total} backpacks`);
    await expect(announcer(page)).not.toContainText(`${level.total + 1} of`);
    await press(page, level.button);
    await expect(page).toHaveURL(level.next);
  }
});
