import type { Application } from 'pixi.js';

/** The parts of Pixi's AccessibilitySystem we reach into (private in its types). */
interface OverlayInternals {
  _div?: HTMLDivElement;
  _canvasObserver?: { updateTranslation(): void } | null;
}

/**
 * Pins Pixi's accessibility overlay to the canvas wherever the page puts it. Pixi translates the
 * overlay by the canvas's *viewport* rectangle but positions it `absolute`, so any positioned ancestor
 * or page scroll shifts every button away from what it names (measured: 64 px under the game header).
 * `position: fixed` makes that translation exact, and scrolls/resizes re-sync it (Pixi only does so
 * on render, and scenes render on demand). Returns the function that stops listening.
 */
export function pinAccessibilityOverlay(app: Application): () => void {
  const internals = app.renderer.accessibility as unknown as OverlayInternals;
  const sync = () => internals._canvasObserver?.updateTranslation();
  if (internals._div) internals._div.style.position = 'fixed';
  sync();
  const options = { capture: true, passive: true } as const;
  document.addEventListener('scroll', sync, options);
  window.addEventListener('resize', sync, options);
  return () => {
    document.removeEventListener('scroll', sync, options);
    window.removeEventListener('resize', sync, options);
  };
}
