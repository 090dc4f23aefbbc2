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

test('/ runs no React: its one small script loads each section as HTML, when it comes near', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; code: string }>[] = [];
  const sections: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url()).pathname;
    if (res.request().resourceType() === 'script')
      scripts.push(
        res.text().then(
          (code) => ({ url, code }),
          () => ({ url, code: '' }),
        ),
      );
    if (url.startsWith('/assets/section-')) sections.push(url);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Problems, just below the fold, loads at once; the footer waits until it is scrolled to.
  await expect(page.getByRole('heading', { name: 'Sound familiar?' })).toBeVisible();
  await expect(page.locator('[data-skeleton="problems"]')).toHaveCount(0);
  expect(sections.filter((u) => /\/section-problems\.en-[\w-]+\.html$/.test(u))).toHaveLength(1);
  expect(sections.some((u) => u.includes('section-footer'))).toBe(false);
  await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('contentinfo').getByText('All materials for educational use only'),
  ).toBeVisible();
  expect(sections.some((u) => u.includes('section-footer.en-'))).toBe(true);

  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  // No React: react-dom's error URLs survive minification; nothing on the page was hydrated.
  expect(code.filter((s) => s.code.includes('react.dev/errors')).map((s) => s.url)).toEqual([]);
  const hydrated = await page.evaluate(() =>
    [...document.querySelectorAll('#root *')].some((el) =>
      Object.keys(el).some((k) => k.startsWith('__react')),
    ),
  );
  expect(hydrated).toBe(false);
  // The sections' texts come in their HTML, not in a script.
  expect(code.filter((s) => s.code.includes('Sound familiar?'))).toEqual([]);
  // And the page carries no message catalogue in its HTML: nothing on it renders texts.
  await expect(page.locator('#page-messages')).toHaveCount(0);
});
