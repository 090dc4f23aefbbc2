import { expect, test } from '../support/fixtures';

// Issue 14, point 19: the sales pages' largest paint happens in the first frame. Before it, the
// browser fetches only the HTML and the CSS (the boot script is inline): no font, icon, manifest or module competes,
// and the hero's text is painted with metric-matched fallback faces; the web fonts follow.

interface PaintTimes {
  fcp: number;
  lcp: { time: number; tag: string }[];
  earlyFiles: string[];
}

for (const [path, headline] of [
  ['/', 'Multiplication and division that feel like play'],
  ['/vsl', 'Turn the fear of multiplication and division into joy'],
] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${path} at ${viewport.width} px paints its largest element in the first frame, web fonts after`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<html lang="en" data-locale="en" class="fonts-later">');
      expect(html).not.toMatch(/rel="(preload|modulepreload)"/);
      // Chromium fetches a linked manifest and its icon at once (not in resource timing), and
      // Lighthouse's simulated LCP counts them: the link comes with the boot script, after the paint.
      expect(html).not.toMatch(/rel="manifest"/);

      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: { time: number; tag: string }[] };
        w.__lcp = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            w.__lcp.push({ time: e.startTime, tag: e.element?.tagName ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
      // After the first paint the boot script lets the web fonts in, and they load.
      await expect(page.locator('html')).not.toHaveClass(/fonts-later/);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('700 40px "Fredoka Variable"')))
        .toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('400 18px "Nunito Variable"')))
        .toBe(true);
      await expect(page.locator('h1')).toHaveCSS('font-family', /^"Fredoka Variable"/);

      const times = await page.evaluate((): PaintTimes => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        const earlyFiles = performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime < fcp)
          .map((r) => new URL(r.name).pathname.replace(/-[\w-]{8}\./, '.'));
        return { fcp, lcp: (window as unknown as { __lcp: PaintTimes['lcp'] }).__lcp, earlyFiles };
      });
      expect(times.fcp).toBeGreaterThan(0);
      expect(times.lcp.length).toBeGreaterThan(0);
      // Every LCP candidate, the final one included, is from the first contentful paint's frame
      // (on /vsl that is the video's inlined poster at wide sizes).
      for (const entry of times.lcp) expect(entry.time, entry.tag).toBe(times.fcp);
      // Before the first paint: the HTML and the CSS only (the boot script is inline).
      expect(times.earlyFiles.filter((f) => !f.endsWith('.css'))).toEqual([]);
    });
  }
}

test("/ carries its first screen's messages in its HTML: hydrating downloads no catalogue; the sections below bring theirs", async ({
  page,
}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  /** Every script downloaded so far, read to the end. */
  const scripts = () => Promise.all(bodies);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Problems, just below the fold, loads once the page has hydrated; its texts come from the HTML.
  await expect(page.getByRole('heading', { name: 'Sound familiar?' })).toBeVisible();
  await expect(page.locator('[data-skeleton="problems"]')).toHaveCount(0);
  expect((await scripts()).length).toBeGreaterThan(3);
  expect((await scripts()).filter((code) => code.includes('Sound familiar?'))).toEqual([]);
  // Benefits is the first section of the `sales-below` catalogue: its messages come with it.
  await page.locator('[data-section="benefits"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'What changes when maths becomes a game' })).toBeVisible();
  await expect
    .poll(async () =>
      (await scripts()).some((code) => code.includes('What changes when maths becomes a game')),
    )
    .toBe(true);
});
