import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { forbiddenLibraries, loadAllSections } from './sales-support';

test.describe('second sales page /vsl', () => {
  test('is pre-rendered with its headline', async ({ request }) => {
    const html = await (await request.get('/vsl')).text();
    expect(html).toContain('Turn the fear of multiplication and division into');
    expect(html).toContain('Video Coming Soon');
    expect(html).not.toContain('not connected');
  });

  test('shows the logo, headline, video area, an inert buy button and the footer lines', async ({
    page,
    context,
  }) => {
    await page.goto('/vsl');
    await expect(page.getByRole('link', { name: 'MathPop home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turn the fear of multiplication and division into joy',
    );
    const video = page.getByRole('region', { name: 'Presentation video' });
    await expect(video.getByText('Video Coming Soon', { exact: true })).toBeVisible();
    await expect(video.getByText('Presentation about MathPop Fun Pack', { exact: true })).toBeVisible();

    const buy = page.getByRole('button', { name: /Get the Fun Pack/ });
    await expect(buy).toBeVisible();
    // The pre-rendered markup is hydrated by React (after the first paint), without mismatch errors.
    await expect
      .poll(() => buy.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await expect(buy).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await buy.click();
    await page.waitForTimeout(300); // a click that does nothing has no event to wait for
    expect(opened).toBe(false);
    await expect(page).toHaveURL(/\/vsl$/);
    // The spec gives the button no action, and says nothing more: no notice about a missing checkout.
    await expect(page.getByText(/not connected/i)).toHaveCount(0);
    await expect(buy).not.toHaveAttribute('aria-describedby');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('All materials for educational use only', { exact: true })).toBeVisible();
    await expect(footer.getByText('© 2025 MathPop', { exact: true })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/vsl');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('test checkout stand-in /checkout', () => {
  test('is labelled as a test, shows the $9 order and completes without sending anything', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/checkout');
    await expect(page.getByText(/TEST CHECKOUT/)).toBeVisible();
    const order = page.getByRole('region', { name: 'Order summary' });
    await expect(order.getByText('MathPop Fun Pack')).toBeVisible();
    await expect(order.getByText('$9.00').last()).toBeVisible();
    await expect(page.getByText(/No payment is taken/).first()).toBeVisible();

    const submit = page.getByRole('button', { name: 'Complete test purchase' });
    await submit.click();
    await expect(page.getByRole('heading', { name: /test purchase complete/ })).toHaveCount(0);
    await page.getByLabel('Email').fill('parent@example.com');
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Thank you — test purchase complete!' })).toBeFocused();
    await expect(page.getByText(/no card was charged/)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('the expiry field takes "1230" as 12/30', async ({ page }) => {
    await page.goto('/checkout');
    const expiry = page.getByLabel('Expiry (MM/YY)');
    // Typed key by key once hydrated, as a person would: the slash appears on its own.
    await expect
      .poll(() => expiry.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12/30');
    await page.getByLabel('Email').fill('parent@example.com');
    await page.getByLabel('Card number (test)').fill('4242424242424242');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Complete test purchase' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you — test purchase complete!' })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/checkout');
    await expectNoSeriousA11yViolations(page);
  });
});

for (const path of ['/', '/vsl']) {
  test(`${path} downloads none of the game, back-end or app-shell libraries`, async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    const all: string[] = [];
    page.on('request', (r) => {
      all.push(r.url());
    });
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) {
        scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    if (path === '/') await loadAllSections(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const lib of forbiddenLibraries) {
      expect(
        all.filter((u) => lib.url.test(u)),
        `${lib.name} URL`,
      ).toEqual([]);
      const hits = scripts.filter((s) => lib.code.test(s.body)).map((s) => s.url);
      expect(hits, `${lib.name} code`).toEqual([]);
    }
    // The sales pages run without the router: react-router's code is not downloaded either.
    expect(scripts.filter((s) => s.body.includes('React Router')).map((s) => s.url)).toEqual([]);
  });
}
