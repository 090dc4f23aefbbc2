import { extend } from '@pixi/react';
// Our CSP forbids eval (no 'unsafe-eval'); this module makes Pixi build its shaders and uniform
// syncs without it.
import 'pixi.js/unsafe-eval';
import { gsap } from 'gsap';
import { Container, GlLimitsSystem, Graphics, Text, Texture } from 'pixi.js';
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

// Drawing is fill-rate bound on software WebGL (SwiftShader) and cheap tablets, so every pixel's
// shader is kept short (measured with a render + 1-pixel readback per frame, vault scene):
// - Pixi batches up to 16–32 textures per draw by branching on a texture id in every pixel of every
//   draw: 84 ms with 32 slots, 13 ms with 2, 11 ms with 1. Scenes use a handful of textures (the
//   white texture and a few labels), so one slot per batch adds one or two draw calls a frame.
// - Every solid fill samples the 1×1 white texture: nearest filtering reads the same colour with
//   one texel fetch instead of four (vault GPU time 27 → 22 ms a frame).
const MAX_BATCH_TEXTURES = 1;
const limitsChange = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function cappedLimits(this: GlLimitsSystem) {
  limitsChange.call(this);
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
};
Texture.WHITE.source.scaleMode = 'nearest';

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
