import { expect, type Page, type Route } from '@playwright/test';

/** The landing sections in the spec's order (FAQ, About and Contact before the Footer), as `data-section` names and their headings. */
export const landingSections = [
  { name: 'problems', heading: 'Sound familiar?' },
  { name: 'benefits', heading: 'What changes when maths becomes a game' },
  { name: 'activities', heading: '15+ games and activities inside' },
  { name: 'testimonials', heading: 'Don’t take our word for it' },
  { name: 'pricing', heading: 'One pack. One simple price.' },
  { name: 'faq', heading: 'Questions parents ask' },
  { name: 'about', heading: 'Who makes MathPop' },
  { name: 'contact', heading: 'Talk to us' },
  { name: 'footer', heading: null },
] as const;

/** The landing sections' HTML files, loaded on demand (src/pages/landing/sectionLoader.ts). */
export const sectionFile =
  /\/assets\/section-(problems|benefits|activities|testimonials|pricing|faq|about|contact|footer)\.[\w-]+\.html$/;

/**
 * Holds every request matching `pattern` until `release()` is called, so a test can observe the
 * page while that code is still "downloading".
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(pattern, async (route: Route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, held };
}

/** Signatures that survive minification, one per library the sales pages must not download. */
export const forbiddenLibraries: { name: string; url: RegExp; code: RegExp }[] = [
  { name: 'pixi.js', url: /pixi/i, code: /PixiJS (Warning|Error|Deprecation)/ },
  { name: '@pixi/react', url: /pixi-react/i, code: /@pixi\/react/ },
  { name: 'gsap', url: /gsap/i, code: /GreenSock|_gsap/ },
  { name: 'howler', url: /howler/i, code: /HowlerGlobal/ },
  { name: '@supabase/supabase-js', url: /supabase/i, code: /GoTrueClient|X-Client-Info|supabase-js\// },
  { name: 'jotai', url: /jotai/i, code: /no atom init|atom not writable/ },
  { name: 'sonner', url: /sonner/i, code: /data-sonner-toaster/ },
];

/** Scrolls through the landing page so every on-demand section loads, and waits until none is a skeleton. */
export async function loadAllSections(page: Page) {
  for (const s of landingSections) {
    await page.locator(`[data-section="${s.name}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-skeleton="${s.name}"]`)).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
