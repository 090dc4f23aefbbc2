import { expectNoSeriousViolations, expectSoundHeadings } from '../support/a11y-dashboard';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('login and sign-up have no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { name: 'Join MathPop!' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click(); // with error messages showing
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('each dashboard tab has no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  const tabs: [string, string][] = [
    ['/app', 'Lessons'],
    ['/app?tab=games', 'Games'],
    ['/app?tab=worksheets', 'Worksheets'],
    ['/app/performance', 'Performance'],
    ['/app?tab=profile', 'Profile'],
  ];
  for (const [path, name] of tabs) {
    await page.goto(path);
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  }
});

test('Lessons, Worksheets, Performance and Profile have one h1 and headings in order', async ({ page }) => {
  await signIn(page);
  const tabs: [string, string, string][] = [
    ['/app', 'Lessons', 'Lessons'],
    ['/app?tab=worksheets', 'Worksheets', 'Worksheets'],
    ['/app/performance', 'Performance', 'Performance'],
    ['/app?tab=profile', 'Profile', 'Profile'],
  ];
  for (const [path, link, title] of tabs) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectSoundHeadings(page);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the open drawer has no serious accessibility violations', async ({ page }) => {
    await signIn(page);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
