/**
 * Loads the pre-rendered landing's sections on demand (the spec: each loaded when needed, behind a
 * grey skeleton of its size). Each section is an HTML file the build rendered with React
 * (scripts/build-steps/post-20-prerender.mjs), named in its wrapper's `data-src`; it replaces the
 * skeleton in one step, so no frame shows both.
 *
 * When: as the section comes within LOAD_AHEAD of the viewport, so it is usually ready when
 * scrolled to. Keyboard users (issue 22 §4): Tab never scrolls to a skeleton, so the first Tab on
 * the page loads every section; a skeleton reached by Tab before its HTML arrives keeps the focus
 * and hands it to the section's first control, or the section itself, so the next Tab carries on
 * from there. A failed download leaves the skeleton, tried again at the next trigger.
 */

/** How far ahead of the viewport a section starts loading. */
export const LOAD_AHEAD = '800px 0px';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex="0"]';

/** Starts loading `doc`'s sections on demand; returns a stop function (for tests). */
export function startSectionLoader(doc: Document = document): () => void {
  const wrappers = [...doc.querySelectorAll<HTMLElement>('[data-section][data-src]')];
  const started = new Set<HTMLElement>();

  const load = (el: HTMLElement) => {
    if (started.has(el)) return;
    started.add(el);
    const src = el.dataset.src ?? '';
    fetch(src)
      .then((res) => {
        if (!res.ok) throw new Error(`${src}: ${res.status}`);
        return res.text();
      })
      .then((html) => {
        const active = doc.activeElement;
        const hadFocus = active !== el && el.contains(active);
        el.innerHTML = html;
        el.removeAttribute('data-src');
        observer?.unobserve(el);
        if (hadFocus) (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
      })
      .catch(() => started.delete(el));
  };
  const loadAll = () => {
    for (const el of wrappers) load(el);
  };

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (e.isIntersecting) load(e.target as HTMLElement);
          },
          { rootMargin: LOAD_AHEAD },
        );
  if (!observer) {
    loadAll();
    return () => {};
  }
  for (const el of wrappers) observer.observe(el);

  const wrapperOf = (target: EventTarget | null) =>
    wrappers.find((el) => target instanceof Node && el.contains(target));
  const onKey = (e: KeyboardEvent) => e.key === 'Tab' && loadAll();
  const onFocus = (e: FocusEvent) => {
    const el = wrapperOf(e.target);
    if (el) load(el);
  };
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('focusin', onFocus);
  // Focused by Tab before this script ran: load it now.
  const focused = wrapperOf(doc.activeElement);
  if (focused) load(focused);
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('focusin', onFocus);
  };
}
