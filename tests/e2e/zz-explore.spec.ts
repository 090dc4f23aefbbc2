import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
test('explore', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/app/games/castle-towers');
  await expect(page.getByTestId('announcer')).toContainText('Tower 1');
  await page.getByRole('button', { name: '14', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/work/shots/f-games/explore-castle-wrong.png' });
  console.log('focused:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
  await page.getByRole('button', { name: '12', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  console.log('focused after right:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
  await page.screenshot({ path: '/work/shots/f-games/explore-castle-right.png' });
});
