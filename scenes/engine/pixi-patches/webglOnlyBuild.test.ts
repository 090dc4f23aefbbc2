import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webglOnlyRenderer } from './webglOnlyBuild';

const source = readFileSync(
  new URL('../../../node_modules/pixi.js/lib/rendering/renderers/autoDetectRenderer.mjs', import.meta.url),
  'utf8',
);

describe('webglOnlyRenderer', () => {
  it('drops the WebGPU and Canvas imports of the installed Pixi but keeps the WebGL one', () => {
    const out = webglOnlyRenderer(source);
    expect(out).not.toContain('WebGPURenderer.mjs');
    expect(out).not.toContain('CanvasRenderer.mjs');
    expect(out).toContain("await import('./gl/WebGLRenderer.mjs')");
  });

  it('fails the build when the Pixi source no longer matches', () => {
    expect(() => webglOnlyRenderer('export {}')).toThrow(/re-check the patch/);
  });
});
