// @vitest-environment jsdom
import { gsap } from 'gsap';
import { AccessibilitySystem, CanvasTextMetrics, Container, GlLimitsSystem, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_TEXTURES } from './batchTextures';
import { installPixiPatches } from './index';

// Pixi itself, in jsdom (no WebGL): the module-wide patches, and the private members the
// per-application patches and the dirty-region tracker rely on. A Pixi upgrade that renames one
// fails here before any browser test runs.

describe('installPixiPatches', () => {
  it('wraps each prototype once, however often it runs', () => {
    installPixiPatches();
    const destroy = Container.prototype.destroy;
    const contextChange = GlLimitsSystem.prototype.contextChange;
    installPixiPatches();
    expect(Container.prototype.destroy).toBe(destroy);
    expect(GlLimitsSystem.prototype.contextChange).toBe(contextChange);
    expect(destroy.name).toBe('destroyWithTweens');
    expect(contextChange.name).toBe('cappedLimits');
  });

  it('kills the tweens of a destroyed object, so a running tween never sets x on it', () => {
    installPixiPatches();
    const box = new Container();
    const scale = box.scale;
    gsap.to(box, { x: 100, duration: 10 });
    gsap.to(scale, { x: 2, duration: 10 });
    expect(gsap.getTweensOf([box, scale]).length).toBe(2);
    box.destroy();
    expect(gsap.getTweensOf([box, scale]).length).toBe(0);
  });

  it('caps the textures per batch after the renderer reads the GPU limits', () => {
    installPixiPatches();
    // A GPU with 16 texture units whose shader compiler takes every branch ladder Pixi probes.
    const gl = {
      getParameter: () => 16,
      createShader: () => ({}),
      shaderSource: () => undefined,
      compileShader: () => undefined,
      getShaderParameter: () => true,
      deleteShader: () => undefined,
    };
    const limits = new GlLimitsSystem({ gl, context: { webGLVersion: 1 } } as never);
    limits.contextChange();
    expect(limits.maxTextures).toBe(16);
    expect(limits.maxBatchableTextures).toBe(MAX_BATCH_TEXTURES);
  });

  it('samples the white texture with nearest filtering', () => {
    installPixiPatches();
    expect(Texture.WHITE.source.scaleMode).toBe('nearest');
  });
});

describe('Pixi internals the patches read', () => {
  it('text-measurement cache is a clearable private static', () => {
    const cache = (CanvasTextMetrics as unknown as { _measurementCache?: { clear?: unknown } })
      ._measurementCache;
    expect(typeof cache?.clear).toBe('function');
  });

  it('accessibility system keeps postrender, setAccessibilityEnabled and init as the overlay patches expect', () => {
    const proto = AccessibilitySystem.prototype as unknown as Record<string, unknown>;
    expect(typeof proto.postrender).toBe('function');
    expect(typeof proto.setAccessibilityEnabled).toBe('function');
    // The activation bug: init removes the postrender runner after activating (overlayActivation.ts).
    expect(String(proto.init)).toMatch(/_activate\(\)[\s\S]*postrender\.remove\(this\)/);
  });
});
