import { extend } from '@pixi/react';
// Our CSP forbids eval (no 'unsafe-eval'); this module makes Pixi build its shaders and uniform
// syncs without it.
import 'pixi.js/unsafe-eval';
import { gsap } from 'gsap';
import { Container, GlLimitsSystem, Graphics, Text } from 'pixi.js';
import { destroysChildren, noteOrphans } from './orphans';

// Teach @pixi/react only the display objects scenes use (keeps the JSX catalogue small).
extend({ Container, Graphics, Text });

// A display object can be destroyed (by @pixi/react's commit, or a scene's teardown) a frame before
// the React effect that kills its tweens runs; a tween ticking in between sets `x` on a destroyed
// object (position null) and throws. Killing an object's tweens as it is destroyed closes that gap
// for every scene at once.
// A shallow destroy (how @pixi/react removes a subtree) also notes the children it orphans, so
// SceneReaper can destroy them once the scene is gone (see orphans.ts).
const destroyContainer = Container.prototype.destroy;
Container.prototype.destroy = function destroyWithTweens(this: Container, options) {
  if (!this.destroyed) {
    gsap.killTweensOf([this, this.scale, this.position, this.pivot, this.skew]);
    if (!destroysChildren(options)) noteOrphans(this);
  }
  destroyContainer.call(this, options);
};

// Pixi batches up to 16–32 textures per draw by branching on a texture id in every pixel of every
// draw. On fill-rate bound GPUs — software WebGL (SwiftShader), cheap tablets — that branch ladder
// is the frame's whole cost: measured here, the vault scene drew in 84 ms with 32 slots and 22 ms
// with 2. Scenes use a handful of textures (the white texture and a few labels), so two slots per
// batch costs a few extra draw calls and saves most of the per-pixel work.
const MAX_BATCH_TEXTURES = 2;
const limitsChange = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function cappedLimits(this: GlLimitsSystem) {
  limitsChange.call(this);
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
};

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
