import type { Application } from 'pixi.js';
import { accessibilityOf } from './internals';

/**
 * Patch: switch the accessibility overlay off and on once the app is initialised.
 *
 * Pixi bug: with `accessibilityOptions.enabledByDefault` and the canvas already in the DOM when
 * `init()` runs (always so with @pixi/react), `AccessibilitySystem.init` calls `_activate()`, which
 * registers the system's `postrender` runner, and then unconditionally removes that runner again:
 * the overlay div is attached but never gets a button. With the canvas outside the DOM the runner
 * is added later (a MutationObserver), which is why Pixi's own examples work.
 *
 * Upstream: no issue found; the `init` path came with https://github.com/pixijs/pixijs/pull/11107
 * (`enabledByDefault`, `setAccessibilityEnabled`). Reproduce: append a canvas, then
 * `app.init({ canvas, accessibilityOptions: { enabledByDefault: true } })` with one accessible
 * object; no `<button>` appears until Tab or `setAccessibilityEnabled`.
 *
 * Remove when: `AccessibilitySystem.init` in node_modules/pixi.js/lib/accessibility no longer ends
 * with `runners.postrender.remove(this)` after `_activate()`; the e2e tests find no buttons if the
 * bug is still there.
 */
export function activateOverlay(app: Application): void {
  const a11y = accessibilityOf(app);
  a11y.setAccessibilityEnabled(false);
  a11y.setAccessibilityEnabled(true);
}
