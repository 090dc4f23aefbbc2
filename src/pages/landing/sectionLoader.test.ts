// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSectionLoader } from './sectionLoader';

/** The observed elements and a way to say one came near the viewport. */
let observed: Element[] = [];
let notify: (el: Element) => void = () => {};

const page = `
  <a id="before" href="#">before</a>
  <div data-section="one" data-src="/assets/section-one.en-a.html" tabindex="-1">
    <div tabindex="0" id="skeleton-one"><div data-skeleton="one"></div></div>
  </div>
  <div data-section="two" data-src="/assets/section-two.en-b.html" tabindex="-1">
    <div tabindex="0" id="skeleton-two"><div data-skeleton="two"></div></div>
  </div>`;

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = page;
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
        notify = (el) => callback([{ isIntersecting: true, target: el }]);
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve(el: Element) {
        observed = observed.filter((e) => e !== el);
      }
      disconnect() {}
    },
  );
});

let stop = () => {};
const start = () => {
  stop = startSectionLoader(document);
};

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

function serve(html: Record<string, string>, failures = new Set<string>()) {
  const fetch = vi.fn(async (url: string) =>
    failures.has(url)
      ? new Response('gone', { status: 500 })
      : new Response(html[url] ?? '', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const section = (name: string) => document.querySelector<HTMLElement>(`[data-section="${name}"]`)!;

describe('startSectionLoader', () => {
  it('swaps a section in for its skeleton when it comes near, and only that one', async () => {
    const fetch = serve({ '/assets/section-one.en-a.html': '<section><h2>One</h2></section>' });
    start();
    expect(observed).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    notify(section('one'));
    notify(section('one'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(section('one').innerHTML).toBe('<section><h2>One</h2></section>');
    expect(section('one').hasAttribute('data-src')).toBe(false);
    expect(section('two').querySelector('[data-skeleton]')).not.toBeNull();
  });

  it('loads every section at the first Tab', async () => {
    const fetch = serve({});
    start();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await flush();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/assets/section-one.en-a.html',
      '/assets/section-two.en-b.html',
    ]);
  });

  it("hands a focused skeleton's focus to the section's first control", async () => {
    serve({ '/assets/section-two.en-b.html': '<section><p>Text</p><a href="/checkout">Buy</a></section>' });
    start();
    document.getElementById('skeleton-two')!.focus();
    await flush();
    expect(document.activeElement?.textContent).toBe('Buy');
  });

  it('keeps the skeleton when the download fails, and tries again next time', async () => {
    const failures = new Set(['/assets/section-one.en-a.html']);
    const fetch = serve({ '/assets/section-one.en-a.html': '<section>One</section>' }, failures);
    start();
    notify(section('one'));
    await flush();
    expect(section('one').querySelector('[data-skeleton]')).not.toBeNull();
    failures.clear();
    notify(section('one'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(section('one').innerHTML).toBe('<section>One</section>');
  });
});
