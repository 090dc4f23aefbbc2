import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// WebGL here is software-rendered on 2 shared cores: every click waits for real frames.
test.describe.configure({ timeout: 240_000 });

const announcer = (page: Page) => page.getByTestId('announcer');
const slow = { timeout: 30_000 };

test('ferris wheel race: spin 3 s with buttons disabled, Commutative Property!, next, congratulations, Back to /app', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/ferris-wheel-race');
  await expect(announcer(page)).toContainText('Challenge 1 of 2');
  await expect(announcer(page)).toContainText('Is 6 × 3 the same as 3 × 6?');

  const spin = page.getByRole('button', { name: 'Spin the Wheel' });
  await spin.click();
  const started = Date.now();
  // While the wheel turns, no button can be pressed.
  await expect(spin).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next Challenge' })).toHaveCount(0);
  await expect(announcer(page)).toContainText('Commutative Property!', slow);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  await expect(announcer(page)).toContainText('6 × 3 = 18 and 3 × 6 = 18');

  await page.getByRole('button', { name: 'Next Challenge' }).click();
  await expect(announcer(page)).toContainText('Challenge 2 of 2');
  await page.getByRole('button', { name: 'Spin the Wheel' }).click();
  await expect(announcer(page)).toContainText('4 × 5 = 20 and 5 × 4 = 20', slow);
  await expect(announcer(page)).toContainText('Congratulations! You mastered the commutative property!');
  await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next Challenge' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

/** Taps two overlay buttons in the same task (faster than any timing the game has). */
async function tapTwice(page: Page, first: string, second: string) {
  await page.evaluate(
    ([a, b]) => {
      for (const name of [a, b])
        (document.querySelector(`button[title="${name}"]`) as HTMLButtonElement).click();
    },
    [first, second],
  );
}

test('secret vault: wrong key locks then clears after 1 s, three vaults, Vault Master!, Play Again', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/secret-vault');
  await expect(announcer(page)).toContainText('What is 7 × 8?');
  await expect(announcer(page)).toContainText('0 of 3 vaults opened');
  await expect(page.getByRole('button', { name: '56' })).toBeVisible();

  // A wrong key: the keys are locked while it shows, so the right key right after it is refused.
  await tapTwice(page, '48', '56');
  await page.waitForTimeout(300);
  await expect(announcer(page)).not.toContainText('1 of 3 vaults opened');
  // After 1 s the red clears and the right key opens the vault.
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer(page)).toContainText('7 × 8 = 56. The vault is open!');
  await expect(announcer(page)).toContainText('1 of 3 vaults opened');

  // The next vault follows after 2 s.
  await expect(announcer(page)).toContainText('What is 6 × 9?', slow);
  await page.getByRole('button', { name: '54' }).click();
  await expect(announcer(page)).toContainText('2 of 3 vaults opened');
  await expect(announcer(page)).toContainText('What is 8 × 7?', slow);
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer(page)).toContainText('3 of 3 vaults opened');
  await expect(announcer(page)).toContainText('Vault Master!');

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(announcer(page)).toContainText('0 of 3 vaults opened');
  await expect(announcer(page)).toContainText('What is 7 × 8?');
});
