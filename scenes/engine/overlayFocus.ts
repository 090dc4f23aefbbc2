import type { OverlayButton } from './pixi-patches/internals';

/**
 * Keyboard focus across Pixi's accessibility-overlay rebuilds. The overlay drops a button's DOM
 * element when its object goes away or is disabled (an answered key, CHECK turning into CONTINUE),
 * and focus then falls to <body>: a keyboard or screen-reader user is thrown out of the scene. The
 * overlay updater calls `before()` and `after()` around each rebuild; focus returns to the button of
 * the same name, else the one now in the lost one's place, else the next in reading order. When no
 * button exists yet (the card comes 1-2 s later) the move waits for the next rebuild, unless the
 * user has put focus somewhere else meanwhile.
 */

/** How long a lost focus waits for a button to come back (ms). */
const WAIT_MS = 10_000;

interface Lost {
  name: string;
  x: number;
  y: number;
  at: number;
}

/** Reading order: rows top to bottom (within half a button of each other), then left to right. */
function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Picks where focus goes after `lost` vanished, among the overlay's buttons now. */
export function pickFocus(buttons: readonly HTMLElement[], lost: Lost): HTMLElement | undefined {
  const named = buttons.find((b) => b.title === lost.name);
  if (named) return named;
  const inPlace = buttons.find((b) => {
    const r = b.getBoundingClientRect();
    return lost.x >= r.left && lost.x <= r.right && lost.y >= r.top && lost.y <= r.bottom;
  });
  if (inPlace) return inPlace;
  const placed = buttons.map((b) => ({ b, ...centre(b) }));
  const row = 24;
  placed.sort((p, q) => (Math.abs(p.y - q.y) <= row ? p.x - q.x : p.y - q.y));
  const next = placed.find((p) => p.y > lost.y + row || (Math.abs(p.y - lost.y) <= row && p.x > lost.x));
  return (next ?? placed[placed.length - 1])?.b;
}

/** Text a screen reader hears after an object's name (a block's value, a child's scoops). */
const descriptions = new WeakMap<object, string>();

/** Sets (or clears, with '') the accessible description of a Pixi object's overlay button. */
export function describeObject(object: object, text: string): void {
  if (text) descriptions.set(object, text);
  else descriptions.delete(object);
}

/** Focus keeping and descriptions for one overlay element (Pixi's `_div`). */
export function overlayFocusKeeper(overlay: HTMLElement): { before(): void; after(): void } {
  let lost: Lost | null = null;
  let watched: HTMLElement | null = null;
  const buttons = () => [...overlay.children] as OverlayButton[];
  return {
    before() {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.parentElement === overlay) {
        watched = active;
        const c = centre(active);
        lost = { name: active.title, x: c.x, y: c.y, at: performance.now() };
      } else if (active && active !== document.body) {
        lost = null; // the user moved on (to the frame's buttons, say): never pull focus back
        watched = null;
      }
    },
    after() {
      for (const b of buttons()) {
        const text = b.container ? descriptions.get(b.container) : undefined;
        if (text) {
          if (b.getAttribute('aria-description') !== text) b.setAttribute('aria-description', text);
        } else if (b.hasAttribute('aria-description')) b.removeAttribute('aria-description');
      }
      if (!lost) return;
      const active = document.activeElement;
      if (watched) {
        if (watched.isConnected) {
          // Still there: nothing was lost (or the user moved focus away on purpose).
          if (active !== watched) lost = watched = null;
          return;
        }
        watched = null; // removed by the rebuild: focus fell out with it
      }
      if (active && active !== document.body) {
        lost = null;
        return;
      }
      if (performance.now() - lost.at > WAIT_MS) {
        lost = null;
        return;
      }
      const target = pickFocus(buttons(), lost);
      if (!target) return; // nothing to land on yet: try again after the next rebuild
      target.focus();
      watched = target;
    },
  };
}
