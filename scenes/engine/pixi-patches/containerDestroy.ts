import { gsap } from 'gsap';
import { Container } from 'pixi.js';
import { destroysChildren, noteOrphans } from '../orphans';
import { isPatched, markPatched } from './marker';

/**
 * Patch: `Container.destroy` kills the object's GSAP tweens and notes the children a shallow destroy
 * orphans.
 *
 * 1. Tweens. Pixi nulls `position`/`scale` on destroy, and its setters do not check for it: a tween
 *    still ticking sets `x` on a destroyed object and throws. @pixi/react can destroy an object a
 *    frame before the React effect that kills its tweens runs. Upstream treats this as the caller's
 *    job (https://github.com/pixijs/pixijs/issues/4709, closed: "remove it from your tween"), so
 *    the patch kills them for every scene at once.
 * 2. Orphans. @pixi/react removes a subtree by calling `destroy()` (no `children: true`) on its top
 *    object only; everything below stays alive and, through a live Text's TextStyle held by Pixi's
 *    text-measurement cache, reachable (https://github.com/pixijs/pixi-react/issues/466). The
 *    children are noted (`../orphans.ts`) and SceneReaper destroys them once the scene is gone.
 *
 * Remove when: (1) Pixi's transform setters tolerate a destroyed object, and (2) @pixi/react destroys
 * removed subtrees with `{ children: true }` (check its reconciler's `removeChild`); the heap figure
 * of `npm run bench -- scenes` (round 1 → 2) shows whether (2) still matters.
 */
export function patchContainerDestroy(): void {
  const original = Container.prototype.destroy;
  if (isPatched(original)) return;
  Container.prototype.destroy = markPatched(function destroyWithTweens(this: Container, options) {
    if (!this.destroyed) {
      // One target per call: GSAP kills a tween that has not rendered yet only when the targets
      // given match its own, so an array (the object and its points) left such tweens alive.
      for (const target of [this, this.scale, this.position, this.pivot, this.skew])
        gsap.killTweensOf(target);
      if (!destroysChildren(options)) noteOrphans(this);
    }
    original.call(this, options);
  });
}
