import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { expectSaid, press, TIMED } from './games-sharing-helpers';
for (const [w, h] of [[1280, 800], [1024, 768], [390, 844]]) {
  test(`cards ${w}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: w, height: h });
    await signIn(page);
    await page.goto('/app/games/castle-complete');
    for (const k of ['12', '8', '12', '15']) { await expect(page.getByRole('button', { name: k, exact: true })).toBeAttached(); await press(page, k); await page.waitForTimeout(300); }
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/work/shots/f-games/explore-cc-finishing-${w}.png` });
    await expectSaid(page, 'Back to Games', 1).catch(() => {});
    await expect(page.getByRole('button', { name: 'Back to Games', exact: true })).toBeAttached({ timeout: 20000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/f-games/explore-cc-card-${w}.png` });
    await page.goto('/app/games/secret-vault');
    for (const k of ['56', '54', '56']) { await expect(page.getByRole('button', { name: k, exact: true })).toBeAttached({ timeout: TIMED }); await press(page, k); await page.waitForTimeout(2600); }
    await expect(page.getByRole('button', { name: 'Play Again', exact: true })).toBeAttached({ timeout: 20000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/f-games/explore-vault-card-${w}.png` });
  });
}
