import type { Application } from 'pixi.js';
import { accessibilityOf } from './internals';

/**
 * Patch: pin Pixi's accessibility overlay to the canvas wherever the page puts it.
 *
 * Pixi translates the overlay by the canvas's *viewport* rectangle (getBoundingClientRect) but
 * positions it `absolute`, so any positioned ancestor or page scroll shifts every button away from
 * what it names (measured: 64 px under the game header). `position: fixed` makes that translation
 * exact, and scrolls/resizes re-sync it (Pixi only does so on render; scenes render on demand).
 * The element also gets the `scene-overlay` class: styles.css draws a two-tone focus ring on its
 * buttons, visible on every background.
 *
 * Upstream: https://github.com/pixijs/pixijs/pull/4044 proposed exactly `position: fixed` and was
 * closed unmerged; v8's CanvasObserver still sets `absolute`.
 *
 * Remove when: the overlay div Pixi creates is `position: fixed` (or placed relative to the
 * canvas's offset parent); scene-focus.spec.ts and the games e2e clicks then still hit their buttons.
 * Returns the function that removes the listeners.
 */
export function pinOverlay(app: Application): () => void {
  const a11y = accessibilityOf(app);
  const sync = () => a11y._canvasObserver?.updateTranslation();
  if (a11y._div) {
    a11y._div.style.position = 'fixed';
    a11y._div.classList.add('scene-overlay');
  }
  sync();
  const options = { capture: true, passive: true } as const;
  document.addEventListener('scroll', sync, options);
  window.addEventListener('resize', sync, options);
  return () => {
    document.removeEventListener('scroll', sync, options);
    window.removeEventListener('resize', sync, options);
  };
}
