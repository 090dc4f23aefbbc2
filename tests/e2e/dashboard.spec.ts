import { lessonIdForCard } from '../../src/content/lesson-cards';
import { appBaseUrl, authHeaders, sessionOf, signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { cardGameIds } from '../support/manifests';

test.beforeEach(async ({ page }) => {
  await signIn(page, { fullName: 'Ana Lima' });
});

test('sidebar lists the tabs, marks the current one, and each tab has its own URL', async ({ page }) => {
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText([
    /Lessons$/,
    /Practice$/,
    /Games$/,
    /My rocket$/,
    /Worksheets$/,
    /Performance$/,
    /Profile$/,
  ]);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Lessons' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/app\?tab=games$/);
  await nav.getByRole('link', { name: 'Worksheets' }).click();
  await expect(page).toHaveURL(/\/app\?tab=worksheets$/);
  await nav.getByRole('link', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/\/app\/performance$/);
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\?tab=profile$/);
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/app\/performance$/);
  await expect(nav.getByRole('link', { name: 'Performance' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Worksheets', level: 1 })).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Performance' })).toHaveAttribute('aria-current', 'page');
});

test('Ctrl+B and Cmd+B toggle the sidebar and the state is kept in a 7-day cookie', async ({
  page,
  context,
}) => {
  await page.goto('/app');
  const toggle = page.getByRole('button', { name: /sidebar/ });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toHaveCSS('width', '256px'); // 16rem
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Expand sidebar');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7.01);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Collapsed: the links keep their names for assistive technology.
  await expect(page.getByRole('link', { name: 'Games' })).toBeVisible();
  await page.keyboard.press('Meta+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is an 18rem drawer toggled by the menu button and Ctrl+B', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '288px'); // 18rem
    await drawer.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/app\?tab=games$/);
    await expect(drawer).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('all 14 lesson cards link to their exact lessonIds and start as Not Started', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('tab', { name: 'Multiplication Lessons' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const group of ['m', 'd']) {
    if (group === 'd') await page.getByRole('tab', { name: 'Division Lessons' }).click();
    for (let i = 1; i <= 7; i += 1) {
      const card = page.getByTestId(`lesson-card-${group}${i}`);
      await expect(card.getByRole('heading')).not.toBeEmpty();
      await expect(card.getByText('Not Started')).toBeVisible();
      const start = card.getByRole('link', { name: 'Start Lesson' });
      await expect(start).toHaveAttribute('href', `/app/lesson/${lessonIdForCard(`${group}${i}`)}`);
    }
  }
  await page.getByTestId('lesson-card-d3').getByRole('link', { name: 'Start Lesson' }).click();
  await expect(page).toHaveURL(/\/app\/lesson\/division16$/);
});

test('the 8 game cards are in the spec order with the first two featured', async ({ page }) => {
  await page.goto('/app?tab=games');
  const cards = page.getByRole('list', { name: 'Games' }).getByRole('link');
  // The order and the featured pair come from the manifests (pinned to the spec in scenes/manifests.test.ts).
  const order = await cardGameIds();
  await expect(cards).toHaveCount(8);
  for (const [i, { id, featured }] of order.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('href', `/app/games/${id}`);
    await expect(cards.nth(i)).toHaveAttribute('data-featured', String(featured));
  }
  const featured = await cards.nth(0).boundingBox();
  const regular = await cards.nth(2).boundingBox();
  expect((featured?.height ?? 0) * (featured?.width ?? 0)).toBeGreaterThan(
    (regular?.height ?? 0) * (regular?.width ?? 0),
  );
});

test('the games tab warms the engine up, and hovering a card fetches that game before the tap', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url().split('/').pop() ?? '');
  });
  await page.goto('/app?tab=games');
  // The game page with the Pixi engine is fetched while the tab is idle.
  await expect.poll(() => scripts.some((s) => s.startsWith('GamePage-'))).toBe(true);
  expect(scripts.some((s) => s.startsWith('ferris-wheel-race-'))).toBe(false);
  await page.getByTestId('game-card-ferris-wheel-race').hover();
  await expect.poll(() => scripts.some((s) => s.startsWith('ferris-wheel-race-'))).toBe(true);
  await page.getByTestId('game-card-ferris-wheel-race').click();
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toBeVisible();
});

test('9 worksheets filter by category and download real PDFs with an answer key', async ({ page }) => {
  await page.goto('/app?tab=worksheets');
  const links = page.getByRole('link', { name: 'Download PDF' });
  await expect(links).toHaveCount(9);
  await page.getByRole('button', { name: 'Division', exact: true }).click();
  await expect(links).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Division', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(links).toHaveCount(9);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/worksheets/multiplication-arrays.pdf');
  for (const href of hrefs) {
    expect(href).toMatch(/^\/worksheets\/[a-z0-9-]+\.pdf$/);
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
    expect(pages.length, href).toBeGreaterThanOrEqual(2);
  }
  const download = page.waitForEvent('download');
  await links.first().click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('lesson status comes from the stored results', async ({ page }) => {
  const session = sessionOf(page);
  // A card is Completed only when its whole unit is right (issue 14 §2): timestable1..5 for m4.
  const rows = [
    ...[1, 2, 3, 4, 5].map((n) => ({ activity_id: `timestable${n}`, is_correct: true })),
    { activity_id: 'times-table-mission-3', is_correct: false },
  ].map((r) => ({ ...r, user_id: session.user.id, kind: 'lesson', attempts: 1 }));
  const res = await fetch(`${appBaseUrl()}/rest/v1/activity_results`, {
    method: 'POST',
    headers: { ...authHeaders(session.access_token), Prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  expect(res.status).toBe(201);
  await page.goto('/app');
  await expect(page.getByTestId('lesson-card-m4').getByText('Completed')).toBeVisible();
  await expect(page.getByTestId('lesson-card-m5').getByText('In Progress')).toContainText('0 of 5');
  await expect(page.getByTestId('lesson-card-m1').getByText('Not Started')).toBeVisible();
});

test('keyboard users can skip to the content and reach every tab', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.getByRole('link', { name: 'Games' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\?tab=games$/);
});

test('when progress cannot load, the lessons still show with a retry', async ({ page, consoleErrors }) => {
  let fail = true;
  await page.route('**/rest/v1/activity_results**', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } })
      : route.continue(),
  );
  await page.goto('/app');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your saved progress" });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('lesson-card-m1').getByRole('link', { name: 'Start Lesson' })).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('0 of 14 lessons completed')).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('status of 500')));
});
