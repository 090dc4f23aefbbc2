import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyTrims } from './trimBuild';

const lib = (path: string) => new URL(`../../../node_modules/${path}`, import.meta.url);
const read = (path: string) => readFileSync(lib(path), 'utf8');

describe('applyTrims', () => {
  it('drops the spritesheet loader from the installed Pixi index and keeps the rest', () => {
    const out = applyTrims(read('pixi.js/lib/index.mjs'), lib('pixi.js/lib/index.mjs').pathname) ?? '';
    expect(out).not.toContain("import './spritesheet/init.mjs';");
    expect(out).toContain("import './rendering/init.mjs';");
  });

  it('registers every texture source but video', () => {
    const id = lib('pixi.js/lib/rendering/init.mjs').pathname;
    const out = applyTrims(read('pixi.js/lib/rendering/init.mjs'), id) ?? '';
    expect(out).not.toContain('VideoSource');
    for (const kept of ['ImageSource', 'CanvasSource', 'BufferImageSource', 'AlphaMask', 'StencilMask'])
      expect(out).toContain(kept);
  });

  it('keeps the WebGL no-eval patches and drops the WebGPU and particle ones', () => {
    const id = lib('pixi.js/lib/unsafe-eval/init.mjs').pathname;
    const out = applyTrims(read('pixi.js/lib/unsafe-eval/init.mjs'), id) ?? '';
    expect(out).not.toMatch(/GpuUboSystem|ParticleBuffer/);
    expect(out).toContain('GlUboSystem.prototype');
    expect(out).toContain('GlShaderSystem.prototype');
  });

  it('makes graphics.svg() fail loudly and inlines @pixi/react’s version', () => {
    const gc = 'pixi.js/lib/scene/graphics/shared/GraphicsContext.mjs';
    expect(applyTrims(read(gc), lib(gc).pathname)).toContain('graphics.svg() is not in the build');
    const rec = '@pixi/react/lib/core/reconciler.mjs';
    const version = (JSON.parse(read('@pixi/react/package.json')) as { version: string }).version;
    expect(applyTrims(read(rec), lib(rec).pathname)).toContain(
      `const packageData = { version: "${version}" }`,
    );
  });

  it('leaves other modules alone and fails the build when a source no longer matches', () => {
    expect(applyTrims('export {}', '/x/node_modules/pixi.js/lib/scene/container/Container.mjs')).toBeNull();
    expect(() => applyTrims('export {}', '/x/node_modules/pixi.js/lib/index.mjs')).toThrow(
      /re-check the trim/,
    );
  });
});
