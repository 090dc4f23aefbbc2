import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

const slow = { timeout: 20_000 };

// Issue 16: every answer in every game feeds the fact log. A child plays Secret Vault (a wrong key,
// then the right ones); the answers go through the fact queue to the server, and the parent's
// performance page shows them in the grid.
test("Secret Vault's answers appear in the child's fact grid", async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '3rd grade');
  await page.goto('/app/games/secret-vault');
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toContainText('What is 7 × 8?', slow);

  await page.getByRole('button', { name: '48' }).click();
  await expect(announcer).toContainText('7 × 8 is not 48');
  await expect(page.getByRole('button', { name: '56' })).toBeEnabled();
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer).toContainText('1 of 3 vaults opened');
  await expect(announcer).toContainText('What is 6 × 9?', slow);
  await page.getByRole('button', { name: '54' }).click();
  await expect(announcer).toContainText('What is 8 × 7?', slow);
  await page.getByRole('button', { name: '56' }).click();
  await expect(announcer).toContainText('Vault Master!');

  // The parent goes to the performance page the way the app offers, straight after the last
  // answer: the grid must already include it.
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Performance' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
  const grid = page
    .getByRole('region', { name: 'Facts', exact: true })
    .getByRole('table', { name: "Mia's multiplication facts" });
  await expect(grid.getByRole('button', { name: /^7 × 8: .*2 tries$/ })).toBeVisible(slow);
  await expect(grid.getByRole('button', { name: /^6 × 9: .*1 try$/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^8 × 7: .*1 try$/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: '2 × 2: New', exact: true })).toBeVisible();
});
