import { extend } from '@pixi/react';
// Our CSP forbids eval (no 'unsafe-eval'); this module makes Pixi build its shaders and uniform
// syncs without it.
import 'pixi.js/unsafe-eval';
import { gsap } from 'gsap';
import { Container, Graphics, Text } from 'pixi.js';

// Teach @pixi/react only the display objects scenes use (keeps the JSX catalogue small).
extend({ Container, Graphics, Text });

// A display object can be destroyed (by @pixi/react's commit, or a scene's teardown) a frame before
// the React effect that kills its tweens runs; a tween ticking in between sets `x` on a destroyed
// object (position null) and throws. Killing an object's tweens as it is destroyed closes that gap
// for every scene at once.
const destroyContainer = Container.prototype.destroy;
Container.prototype.destroy = function destroyWithTweens(this: Container, options) {
  if (!this.destroyed) gsap.killTweensOf([this, this.scale, this.position, this.pivot, this.skew]);
  destroyContainer.call(this, options);
};

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
