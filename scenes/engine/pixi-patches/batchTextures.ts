import { GlLimitsSystem } from 'pixi.js';
import { isPatched, markPatched } from './marker';

/** Textures per batch (Pixi picks 16–32 from the GPU). */
export const MAX_BATCH_TEXTURES = 1;

/**
 * Patch: one texture per batch. Pixi batches up to `maxBatchableTextures` textures per draw and
 * compiles a branch per texture slot (an if/else ladder on a texture id) into the fragment shader,
 * so every pixel of every draw runs it. Drawing here is fill-rate bound (SwiftShader, cheap
 * tablets): vault draw 84 ms with 32 slots, 13 ms with 2, 11 ms with 1 (render + 1-pixel readback
 * per frame). Scenes use a handful of textures (the white texture, a few labels), so one slot costs
 * one or two more draw calls a frame.
 *
 * Upstream: not a bug but a trade-off tuned for GPUs; there is no option for it. The limit lives
 * in the renderer's limits system since https://github.com/pixijs/pixijs/pull/11417, and every
 * batcher follows it since https://github.com/pixijs/pixijs/pull/12029 (issue #12028), so capping
 * `maxBatchableTextures` after `contextChange` reaches all of them (a lost context re-runs it).
 *
 * Remove when: Pixi takes a max-textures option at init (then pass 1 there), or the vault
 * render p95 of `npm run bench -- scenes` is no worse without it.
 */
export function capBatchTextures(): void {
  const original = GlLimitsSystem.prototype.contextChange;
  if (isPatched(original)) return;
  GlLimitsSystem.prototype.contextChange = markPatched(function cappedLimits(this: GlLimitsSystem) {
    original.call(this);
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
  });
}
