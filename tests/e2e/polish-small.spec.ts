import { worksheets } from '../../src/content/worksheets';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// Issue 14, point 24: small things a parent notices.

test('each worksheet download link is named after its worksheet', async ({ page }) => {
  await signIn(page);
  await page.goto('/app?tab=worksheets');
  const links = page.getByRole('link', { name: /^Download PDF/ });
  await expect(links).toHaveCount(worksheets.length);
  for (const w of worksheets) {
    const link = page.getByRole('link', { name: `Download PDF: ${w.title}`, exact: true });
    await expect(link).toHaveAttribute('href', `/worksheets/${w.file}`);
  }
});

for (const [path, heading] of [
  ['/auth/login', 'Welcome back!'],
  ['/auth/signup', 'Join MathPop!'],
] as const) {
  test(`${path} shows Pip's logo, not a star, as the link home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const home = page.getByRole('link', { name: 'MathPop home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).not.toContainText('★');
    await expect(home).toContainText('MathPop');
    // Pip's face: the logo's drawing, not a text glyph.
    await expect(home.locator('svg')).toHaveCount(1);
    expect(await home.locator('svg').boundingBox()).toMatchObject({ width: 40, height: 40 });
  });
}
