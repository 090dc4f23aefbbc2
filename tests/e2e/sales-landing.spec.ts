import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { holdRequests, landingSections, loadAllSections, sectionFile } from './sales-support';

test.describe('landing page /', () => {
  test('is pre-rendered: the first response already has the header, hero and section skeletons', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Multiplication and division that feel like');
    expect(html).toContain('Get the Fun Pack');
    expect(html).toContain('>Login<');
    for (const s of landingSections) expect(html).toContain(`data-skeleton="${s.name}"`);
  });

  test('header, hero and the sections in the spec order', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'MathPop home' })).toBeVisible();
    for (const [name, href] of [
      ['Features', '#features'],
      ['About', '#about'],
      ['Contact', '#contact'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');

    const hero = page.getByRole('region', { name: /Multiplication and division that feel like play/ });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText(/15\+ bright, visual games and activities/)).toBeVisible();
    // A real screenshot, in several widths, with its size reserved.
    const shot = hero.getByRole('img', { name: /Castle Towers/ });
    await expect(shot).toHaveAttribute('width', '400');
    await expect(shot).toHaveAttribute('height', '250');
    await expect(shot).toHaveAttribute('srcset', /hero-[\w-]+\.webp 480w, .+ 720w, .+ 960w/);
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(hero.getByRole('link', { name: /Get the Fun Pack/ })).toHaveCSS(
      'background-color',
      'rgb(21, 128, 61)',
    );

    await loadAllSections(page);
    const order = await page
      .locator('[data-section]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.section));
    expect(order).toEqual(landingSections.map((s) => s.name));
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(landingSections.flatMap((s) => (s.heading ? [s.heading] : [])));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('All materials for educational use only')).toBeVisible();
    await expect(footer.getByText('© 2025 MathPop')).toBeVisible();
    await expect(page.getByText('$9', { exact: true })).toBeVisible();
  });

  test('sections load on demand, each behind a grey skeleton of its size', async ({ page }) => {
    const gate = await holdRequests(page, sectionFile);
    await page.goto('/');
    const skeletons = page.locator('[data-skeleton]');
    await expect(skeletons).toHaveCount(landingSections.length);
    await expect(skeletons.first()).toHaveCSS('background-color', 'rgb(229, 231, 235)');
    // Only the sections near the first screen are requested; the rest wait until scrolled to.
    await expect.poll(() => gate.held.length).toBeGreaterThan(0);
    expect(gate.held.some((u) => /\/section-footer\./.test(u))).toBe(false);
    await expect(page.getByRole('heading', { name: 'Sound familiar?' })).toHaveCount(0);
    const heights = () =>
      page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const before = await heights();

    await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
    await expect.poll(() => gate.held.some((u) => /\/section-footer\./.test(u))).toBe(true);
    await expect(page.locator('[data-skeleton="footer"]')).toBeVisible();

    gate.release();
    await loadAllSections(page);
    await expect(page.getByRole('heading', { name: 'Sound familiar?' })).toBeVisible();
    const after = await heights();
    // At 1280 px every skeleton reserves the section's real height (within a few pixels).
    for (const [i, h] of after.entries()) {
      expect(Math.abs(h - before[i]), landingSections[i].name).toBeLessThanOrEqual(24);
    }
  });

  for (const [anchor, section, heading] of [
    ['Features', 'features', '15+ games and activities inside'],
    ['About', 'about', 'Who makes MathPop'],
    ['Contact', 'contact', 'Talk to us'],
  ]) {
    test(`the header's ${anchor} scrolls to its section, even before the section's code has loaded`, async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: anchor, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${section}$`));
      await expect(page.locator(`#${section}`)).toBeInViewport();
      const title = page.getByRole('heading', { level: 2, name: heading });
      await expect(title).toBeInViewport();
      // It stays there once the sections around it have loaded (their skeletons reserve their height).
      await page.waitForTimeout(800);
      await expect(title).toBeInViewport();
    });
  }

  test('the Activities show screenshots of the real games, a lesson and practice', async ({ page }) => {
    await page.goto('/#features');
    const section = page.locator('#features');
    for (const name of [
      /Ice Cream Party/,
      /Ferris Wheel Race/,
      /A lesson on equal groups/,
      /Daily practice/,
    ]) {
      const img = section.getByRole('img', { name });
      await expect(img).toHaveAttribute('width', '400');
      await expect(img).toHaveAttribute('sizes', /.+/);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('no invented voices: the Testimonials place lists what a parent can check', async ({ page }) => {
    await page.goto('/');
    await loadAllSections(page);
    await expect(page.getByText(/illustrative/i)).toHaveCount(0);
    await expect(page.locator('blockquote')).toHaveCount(0);
    const checks = page.getByRole('region', { name: 'Don’t take our word for it' });
    for (const title of [
      'The fact grid',
      'The printable sheets',
      'No ads, no upsells',
      'Your data, your call',
    ])
      await expect(checks.getByRole('heading', { level: 3, name: title })).toBeVisible();
  });

  test('the FAQ opens with the keyboard and gives the contact address, the refund line and the privacy page', async ({
    page,
  }) => {
    await page.goto('/');
    await loadAllSections(page);
    const faq = page.getByRole('region', { name: 'Questions parents ask' });
    for (const q of [
      'What ages is it for?',
      'What exactly is in the pack?',
      'Which devices does it work on?',
      'Does it work offline?',
      'What do you do with my child’s data?',
      'What if it isn’t right for us?',
    ])
      await expect(faq.getByText(q, { exact: true })).toBeVisible();
    const refund = faq.locator('summary', { hasText: 'What if it isn’t right for us?' });
    await refund.focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(/within 30 days of buying/)).toBeVisible();
    await expect(faq.getByRole('link', { name: 'hello@mathpop.app' })).toHaveAttribute(
      'href',
      'mailto:hello@mathpop.app',
    );
    await faq.getByText('What do you do with my child’s data?', { exact: true }).click();
    await expect(faq.getByRole('link', { name: 'privacy page' })).toHaveAttribute('href', '/privacy');
    const contact = page.getByRole('region', { name: 'Talk to us' });
    await expect(contact.getByRole('link', { name: 'hello@mathpop.app' })).toHaveAttribute(
      'href',
      'mailto:hello@mathpop.app',
    );
    await expect(contact.getByText(/refund within 30 days/)).toBeVisible();
  });

  test('Login goes to /auth/login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('every buy button opens the checkout in a new tab', async ({ page, context }) => {
    await page.goto('/');
    await loadAllSections(page);
    const buttons = page.getByRole('link', { name: /Get the Fun Pack/ });
    await expect(buttons).toHaveCount(2);
    for (const b of await buttons.all()) {
      await expect(b).toHaveAttribute('href', '/checkout');
      await expect(b).toHaveAttribute('target', '_blank');
      await expect(b).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const [checkout] = await Promise.all([context.waitForEvent('page'), buttons.first().click()]);
    await checkout.waitForLoadState();
    expect(new URL(checkout.url()).pathname).toBe('/checkout');
    await expect(checkout.getByText(/TEST CHECKOUT/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const [fromPricing] = await Promise.all([context.waitForEvent('page'), buttons.last().click()]);
    await fromPricing.waitForLoadState();
    expect(new URL(fromPricing.url()).pathname).toBe('/checkout');
  });

  test("the footer's language switch loads the page again in the chosen language, and remembers it", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
    const language = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await language.selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Multiplicação e divisão com cara de brincadeira',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'mathpop-locale')?.value).toBe('pt-BR');
    expect(await page.evaluate(() => localStorage.getItem('mathpop.locale'))).toBe('pt-BR');

    await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
    const idioma = page.getByRole('contentinfo').getByRole('combobox', { name: /^(Idioma|Language)$/ });
    await expect(idioma).toHaveValue('pt-BR');
    await idioma.selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Multiplication and division that feel like play',
    );
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await loadAllSections(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('works on a phone: no horizontal scroll, buy button on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const buy = page.getByRole('link', { name: /Get the Fun Pack/ }).first();
    await expect(buy).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
