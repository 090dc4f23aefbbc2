import type { Plugin } from 'vite';

/*
 * Build-time workaround (not installed by SceneHost: vite.config.ts adds it as a plugin).
 *
 * Pixi's `autoDetectRenderer` (rendering/renderers/autoDetectRenderer.mjs) imports the WebGPU and
 * Canvas renderers dynamically as fall-backs after the preferred one. The bundler cannot know they
 * are never reached, and puts the WebGPU renderer's systems in the very chunk the WebGL renderer
 * needs, so every scene downloaded them (~15 KB gzip), plus a canvas-renderer chunk. We only ever
 * render with WebGL (DESIGN: WebGPU renders blank here; the canvas renderer has no accessibility
 * overlay), so the two fall-backs become a clear error instead of an import.
 *
 * Remove when: Pixi lets an app pick its renderer classes without autoDetectRenderer (re-check on
 * every pixi.js bump, see version.ts); the build fails loudly below if the source no longer matches.
 */

const TARGET = /pixi\.js\/lib\/rendering\/renderers\/autoDetectRenderer\.mjs$/;
const FALLBACKS = ["await import('./gpu/WebGPURenderer.mjs')", "await import('./canvas/CanvasRenderer.mjs')"];

/** Rewrites Pixi's renderer auto-detection so only the WebGL renderer is bundled. */
export function webglOnlyRenderer(code: string): string {
  let out = code;
  for (const call of FALLBACKS) {
    if (!out.includes(call)) {
      throw new Error(`pixi-patches/webglOnlyBuild: "${call}" not found; re-check the patch`);
    }
    out = out.replace(
      call,
      "(() => { throw new Error('MathPop renders with WebGL only and this browser has no WebGL'); })()",
    );
  }
  return out;
}

/** Vite plugin: applies `webglOnlyRenderer` to Pixi's autoDetectRenderer module. */
export function pixiWebglOnly(): Plugin {
  return {
    name: 'mathpop-pixi-webgl-only',
    enforce: 'pre',
    transform(code, id) {
      return TARGET.test(id.split('?')[0].replaceAll('\\', '/')) ? webglOnlyRenderer(code) : null;
    },
  };
}
