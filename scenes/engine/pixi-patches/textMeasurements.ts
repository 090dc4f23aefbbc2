import { CanvasTextMetrics, TexturePool } from 'pixi.js';

/** Pixi's text-measurement cache: private, an LRU keyed by text + TextStyle uid. */
interface MeasurementCache {
  _measurementCache?: { clear?: () => void };
}

/**
 * Patch: empty Pixi's module-wide caches once a scene's app is gone.
 *
 * `CanvasTextMetrics` keeps an LRU of up to 1000 measurements (https://github.com/pixijs/pixijs/pull/11644)
 * keyed by a TextStyle instance, and holds those styles; every scene makes its own styles, so once
 * the scene is gone no entry can be hit again, and the LRU kept up to 1000 dead styles and
 * measurements (~50 more per round of six games). A TextStyle outliving its Text is a known leak
 * (https://github.com/pixijs/pixijs/issues/12049). Pixi has no public call for the measurement
 * cache (`clearMetrics` drops font metrics only), hence the guarded private access.
 *
 * Remove when: Pixi clears (or weakly keys) measurements of destroyed styles; the bench's heap
 * round 1 → 2 stays flat without it.
 */
export function freePixiCaches(): void {
  TexturePool.clear(true);
  CanvasTextMetrics.clearMetrics();
  (CanvasTextMetrics as unknown as MeasurementCache)._measurementCache?.clear?.();
}
