import { dashboardTabPath } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

// Issue 13: the server refuses passwords over 72 UTF-8 bytes (bcrypt's limit) instead of cutting
// them; the change-password form says so before asking it.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`change password refuses over 72 bytes in the page (${viewport.width}×${viewport.height})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signUpSeeded(page, baseURL!);
    await page.goto(dashboardTabPath('profile'));
    const account = page.getByRole('region', { name: 'Account settings' });
    const long = 'Sunny-🙂'.repeat(8); // 64 characters for JavaScript, 80 bytes for bcrypt
    await account.getByLabel('New password', { exact: true }).fill(long);
    await account.getByLabel('Confirm new password').fill(long);
    await account.getByRole('button', { name: 'Change password' }).click();
    const alert = account.getByRole('alert');
    await expect(alert).toHaveText(/at most 72 characters/);
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/shots/a-auth/password-too-long-${viewport.width}.png` });
    await expect(page.getByText('Password changed successfully')).toHaveCount(0);
  });
}
