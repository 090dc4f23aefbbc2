import { Texture } from 'pixi.js';

/**
 * Patch: the 1×1 white texture that every solid Graphics fill samples uses nearest filtering.
 * Pixi gives it linear filtering, which on a one-texel texture reads the same colour with four
 * texel fetches instead of one: vault GPU time 27 → 22 ms a frame on SwiftShader.
 *
 * Upstream: no issue found (it is invisible on a GPU). To reproduce: draw a full-screen rect with
 * `Graphics` under `--disable-gpu` Chromium and time `render()` + a 1-pixel `readPixels`, with
 * `Texture.WHITE.source.scaleMode` 'linear' vs 'nearest'.
 *
 * Remove when: Pixi creates `Texture.WHITE` with `scaleMode: 'nearest'` (check
 * `Texture.WHITE.source.scaleMode` before the patch runs).
 */
export function sampleWhiteNearest(): void {
  Texture.WHITE.source.scaleMode = 'nearest';
}
