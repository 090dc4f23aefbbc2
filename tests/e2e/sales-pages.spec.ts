import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { forbiddenLibraries, loadAllSections } from './sales-support';

test.describe('second sales page /vsl', () => {
  test('is pre-rendered with its headline and the video, which loads nothing but its poster', async ({
    request,
  }) => {
    const html = await (await request.get('/vsl')).text();
    expect(html).toContain('Turn the fear of multiplication and division into');
    expect(html).toContain('preload="none"');
    expect(html).not.toContain('Video Coming Soon');
    expect(html).not.toContain('not connected');
  });

  test('shows the logo, headline, the gameplay video and the footer lines; Buy opens the checkout', async ({
    page,
    context,
  }) => {
    const media: string[] = [];
    page.on('request', (r) => {
      if (/\.(webm|vtt)$/.test(r.url())) media.push(r.url());
    });
    await page.goto('/vsl');
    await expect(page.getByRole('link', { name: 'MathPop home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turn the fear of multiplication and division into joy',
    );
    await expect(page.getByText('Video Coming Soon')).toHaveCount(0);
    const video = page.locator('video');
    await expect(video).toHaveAccessibleName('Presentation about MathPop Fun Pack');
    await expect(video).toHaveAttribute('preload', 'none');
    // The poster is a real frame, inlined (it paints with the page), and it decodes.
    await expect(video).toHaveAttribute('poster', /^data:image\/webp;base64,/);
    const poster = await video.getAttribute('poster');
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src ?? '';
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, poster);
    expect(size).toEqual([480, 300]);
    await page.waitForLoadState('networkidle');
    expect(media.filter((u) => u.endsWith('.webm'))).toEqual([]);
    // Captions in both languages; English (the page's language) is the default.
    const tracks = await video.locator('track').evaluateAll((els) =>
      els.map((t) => {
        const el = t as HTMLTrackElement;
        return { kind: el.kind, lang: el.srclang, src: el.src, isDefault: el.default };
      }),
    );
    expect(tracks.map(({ kind, lang, isDefault }) => ({ kind, lang, isDefault }))).toEqual([
      { kind: 'captions', lang: 'en', isDefault: true },
      { kind: 'captions', lang: 'pt-BR', isDefault: false },
    ]);
    for (const t of tracks) {
      const res = await page.request.get(t.src);
      expect(res.headers()['content-type']).toContain('text/vtt');
      const text = await res.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text).toMatch(t.lang === 'en' ? /Castle Towers/ : /Torres do Castelo/);
    }
    // Two sources (issue 39 §4): VP9 WebM, then H.264 MP4 for Safari, each a real file of its type,
    // answered in byte ranges as Safari asks for it.
    const sources = await video
      .locator('source')
      .evaluateAll((els) =>
        els.map((e) => ({ src: e.getAttribute('src') ?? '', type: e.getAttribute('type') })),
      );
    expect(sources.map((s) => s.type)).toEqual(['video/webm; codecs=vp9', 'video/mp4; codecs=avc1.42C020']);
    expect(sources[0].src).toMatch(/^\/assets\/gameplay-[\w-]+\.webm$/);
    expect(sources[1].src).toMatch(/^\/assets\/gameplay-[\w-]+\.mp4$/);
    const webm = await page.request.get(sources[0].src);
    expect(webm.headers()['content-type']).toBe('video/webm');
    const mp4 = await page.request.get(sources[1].src, { headers: { Range: 'bytes=0-1' } });
    expect(mp4.status()).toBe(206);
    expect(mp4.headers()['content-type']).toBe('video/mp4');
    expect(mp4.headers()['content-range']).toMatch(/^bytes 0-1\/\d{5,}$/);
    expect(await video.evaluate((v: HTMLVideoElement, type) => v.canPlayType(type), sources[1].type!)).toBe(
      'probably',
    );
    // It plays: the browser picks the WebM, 30–60 s long.
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0].activeCues?.length ?? 0))
      .toBeGreaterThan(0);

    const buy = page.getByRole('link', { name: /Get the Fun Pack/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(buy).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    const [checkout] = await Promise.all([context.waitForEvent('page'), buy.click()]);
    await checkout.waitForLoadState();
    expect(new URL(checkout.url()).pathname).toBe('/checkout');
    await expect(checkout.getByText(/TEST CHECKOUT/)).toBeVisible();
    await expect(page).toHaveURL(/\/vsl$/);

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
    const bodies: Promise<void>[] = [];
    const all: string[] = [];
    page.on('request', (r) => {
      all.push(r.url());
    });
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) {
        // Each body is read before the checks below (a read still pending left `scripts` empty).
        bodies.push(
          r
            .text()
            .catch(() => '')
            .then((body) => {
              scripts.push({ url: r.url(), body });
            }),
        );
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    if (path === '/') await loadAllSections(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
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

test.describe('the sales pages in Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('/ is pre-rendered in Portuguese, with pictures played in Portuguese; its anchors, FAQ and checkout work; axe is clean', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const html = await (await request.get('/', { headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' } })).text();
    expect(html).toContain('<html lang="pt-BR" data-locale="pt-BR"');
    expect(html).toContain('Multiplicação e divisão com cara de');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Multiplicação e divisão com cara de brincadeira',
    );
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Quem somos', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Quem faz o MathPop' })).toBeInViewport();
    await header.getByRole('link', { name: 'Contato', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fale com a gente' })).toBeInViewport();
    await loadAllSections(page);
    const faq = page.getByRole('region', { name: 'Perguntas que os pais fazem' });
    await faq.locator('summary', { hasText: 'E se não for bom para nós?' }).click();
    await expect(faq.getByText(/em até 30 dias após a compra/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Quero o Fun Pack — US\$ 9/ })).toHaveCount(2);
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Quero o Fun Pack/ })
        .first()
        .click(),
    ]);
    await checkout.waitForLoadState();
    expect(new URL(checkout.url()).pathname).toBe('/checkout');
    await expectNoSeriousA11yViolations(page);

    // The pictures were played in Portuguese (npm run shots): none is one of the English page's.
    const pictures = async (lang: string) => {
      const doc = await (await request.get('/', { headers: { Cookie: `mathpop-locale=${lang}` } })).text();
      return [...new Set([...doc.matchAll(/\/assets\/[\w-]+\.webp/g)].map((m) => m[0]))];
    };
    const [pt, en] = [await pictures('pt-BR'), await pictures('en')];
    expect(pt).toHaveLength(3);
    expect(pt.filter((src) => en.includes(src))).toEqual([]);
    const gallery = (p: Page) =>
      p
        .locator('[data-section="activities"] li img')
        .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
    const english = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await english.goto(page.url());
    await loadAllSections(english);
    const [ptGallery, enGallery] = [await gallery(page), await gallery(english)];
    expect(ptGallery).toHaveLength(4);
    expect(enGallery).toHaveLength(4);
    expect(ptGallery.filter((src) => enGallery.includes(src))).toEqual([]);
    await english.context().close();
  });

  test('/vsl is in Portuguese, its video played in Portuguese, its Portuguese captions the default; axe is clean', async ({
    page,
    request,
  }) => {
    // The recording is the one played in Portuguese (npm run shots), with its own poster.
    const media = async (lang: string) => {
      const doc = await (await request.get('/vsl', { headers: { Cookie: `mathpop-locale=${lang}` } })).text();
      return [/<source src="([^"]+)"/.exec(doc)?.[1], /poster="(data:[^"]{0,200})/.exec(doc)?.[1]];
    };
    const [[ptVideo, ptPoster], [enVideo, enPoster]] = [await media('pt-BR'), await media('en')];
    expect(ptVideo).toMatch(/^\/assets\/gameplay-[\w-]+\.webm$/);
    expect(enVideo).toMatch(/^\/assets\/gameplay-[\w-]+\.webm$/);
    expect(ptVideo).not.toBe(enVideo);
    expect(ptPoster).not.toBe(enPoster);
    await page.goto('/vsl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Transforme o medo de multiplicação e divisão em alegria',
    );
    await expect(page).toHaveTitle(/Transforme o medo/);
    const video = page.locator('video');
    await expect(video).toHaveAccessibleName('Apresentação do MathPop Fun Pack');
    const defaults = await video
      .locator('track')
      .evaluateAll((els) =>
        els.map((t) => [(t as HTMLTrackElement).srclang, (t as HTMLTrackElement).default]),
      );
    expect(defaults).toEqual([
      ['en', false],
      ['pt-BR', true],
    ]);
    await expect(page.getByRole('link', { name: /Quero o Fun Pack — US\$ 9/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
