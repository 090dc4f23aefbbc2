import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * Build-time trims of code every scene downloaded but none runs (vite.config.ts adds the plugin;
 * not installed by SceneHost). Issue 25: the route-size budget (≤ 350 KB gzip for a cold game or
 * practice route) with room for the i18n runtime.
 *
 * - Pixi's GraphicsContext imports the SVG parser for `graphics.svg(markup)`; scenes draw with
 *   shape calls only (~2.5 KB gzip). The method stays and fails loudly.
 * - Pixi registers a spritesheet loader and a video texture source at start-up; scenes draw shapes
 *   and text only (no Assets, no video): both registrations are dropped.
 * - pixi.js/unsafe-eval also patches the WebGPU uniform buffers and the particle container: the
 *   renderer is WebGL-only and no scene has particles, so those two patches are dropped.
 * - @pixi/react's reconciler imports its whole package.json (a JS module of ~150 lines) for one
 *   field, the version it reports to React DevTools (~0.8 KB gzip); the version is inlined.
 *
 * Turn off: remove `pixiTrim()` from vite.config.ts. Remove when: the libraries stop doing this
 * (re-check on every pixi.js or @pixi/react bump, see version.ts); the build fails loudly below
 * if a source no longer matches.
 */

interface Trim {
  /** The module, by the end of its resolved path. */
  target: RegExp;
  /** The exact source text to replace, and its replacement. */
  find: string;
  replace: () => string;
}

const pixiReactVersion = (): string =>
  (
    JSON.parse(
      readFileSync(new URL('../../../node_modules/@pixi/react/package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    }
  ).version;

const TRIMS: Trim[] = [
  {
    target: /pixi\.js\/lib\/index\.mjs$/,
    find: "import './spritesheet/init.mjs';",
    replace: () => '// MathPop: no scene loads a spritesheet (pixi-patches/trimBuild.ts)',
  },
  {
    target: /pixi\.js\/lib\/rendering\/init\.mjs$/,
    find: "import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';",
    replace: () => '',
  },
  {
    target: /pixi\.js\/lib\/rendering\/init\.mjs$/,
    find: '  VideoSource,\n',
    replace: () => '',
  },
  {
    target: /pixi\.js\/lib\/scene\/graphics\/shared\/GraphicsContext\.mjs$/,
    find: "import { SVGParser } from './svg/SVGParser.mjs';",
    replace: () =>
      "const SVGParser = () => { throw new Error('MathPop scenes draw with shapes: graphics.svg() is not in the build'); };",
  },
  // pixi.js/unsafe-eval (pixi.ts) also patches the WebGPU uniform-buffer system and the particle
  // container, neither of which a WebGL-only, particle-free scene reaches.
  ...[
    "import { GpuUboSystem } from '../rendering/renderers/gpu/GpuUboSystem.mjs';",
    '  Object.assign(GpuUboSystem.prototype, {\n    // use polyfill which avoids eval method\n    _generateUboSync: generateUboSyncPolyfillWGSL\n  });\n',
    "import { ParticleBuffer } from '../scene/particle-container/shared/ParticleBuffer.mjs';",
    "import { generateParticleUpdatePolyfill } from './particle/generateParticleUpdatePolyfill.mjs';",
    '  Object.assign(ParticleBuffer.prototype, {\n    // use polyfill which avoids eval method\n    generateParticleUpdate: generateParticleUpdatePolyfill\n  });\n',
  ].map((find) => ({ target: /pixi\.js\/lib\/unsafe-eval\/init\.mjs$/, find, replace: () => '' })),
  {
    target: /@pixi\/react\/lib\/core\/reconciler\.mjs$/,
    find: "import packageData from '../package.json.mjs';",
    replace: () => `const packageData = { version: ${JSON.stringify(pixiReactVersion())} };`,
  },
];

/** Applies the trims whose target is `id` to `code` (null when none is); throws if a find is missing. */
export function applyTrims(code: string, id: string): string | null {
  const path = id.split('?')[0].replaceAll('\\', '/');
  let out: string | null = null;
  for (const trim of TRIMS) {
    if (!trim.target.test(path)) continue;
    const source: string = out ?? code;
    if (!source.includes(trim.find)) {
      throw new Error(`pixi-patches/trimBuild: "${trim.find}" not found in ${path}; re-check the trim`);
    }
    out = source.replace(trim.find, trim.replace());
  }
  return out;
}

/** Vite plugin: applies `applyTrims` to Pixi's and @pixi/react's modules. */
export function pixiTrim(): Plugin {
  return { name: 'mathpop-pixi-trim', enforce: 'pre', transform: (code, id) => applyTrims(code, id) };
}
