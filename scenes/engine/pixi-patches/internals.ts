import type { Application } from 'pixi.js';

/**
 * Every private Pixi field the engine reads, typed in one place (none is in Pixi's public types).
 * All were checked against `PATCHED_AGAINST` (index.ts); `internals.test.ts` fails when one goes
 * missing, so a Pixi upgrade shows here first.
 */

/** The parts of Pixi's AccessibilitySystem the overlay patches reach into. */
export interface AccessibilityInternals {
  /** The overlay element holding one button per accessible object. */
  _div?: HTMLDivElement;
  /** Keeps `_div` sized and translated to the canvas's viewport rectangle. */
  _canvasObserver?: { updateTranslation(): void } | null;
  /** Null once the system is destroyed. */
  _renderer?: unknown;
  /** Re-measures every accessible object and rewrites its button (a render runner). */
  postrender(): void;
  setAccessibilityEnabled(enabled: boolean): void;
}

/** The accessibility system of `app`'s renderer, with its private fields. */
export function accessibilityOf(app: Application): AccessibilityInternals {
  return app.renderer.accessibility as unknown as AccessibilityInternals;
}

/** An overlay button: Pixi stores the object it stands for on the element (`div.container`). */
export type OverlayButton = HTMLElement & { container?: object };

/**
 * What the dirty-region tracker reads of a display object (present on v8 view containers:
 * Graphics, Text, Sprite). `renderPipeId` marks an object that draws; `_didViewChangeTick` goes up
 * whenever its content (geometry, text, texture) changes; `bounds` is its local content box.
 */
export interface DrawnView {
  renderPipeId?: string;
  _didViewChangeTick?: number;
  bounds?: { minX: number; minY: number; maxX: number; maxY: number };
  tint?: number;
  filters?: unknown;
  mask?: unknown;
  style?: { padding?: number; dropShadow?: { blur?: number; distance?: number } | null };
}

/** `node` seen through the fields the dirty-region tracker reads. */
export function drawnView(node: object): DrawnView {
  return node as DrawnView;
}
