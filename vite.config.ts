import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest, pwaWorkbox } from './pwa.config.ts';
import { pixiTrim } from './scenes/engine/pixi-patches/trimBuild.ts';
import { pixiWebglOnly } from './scenes/engine/pixi-patches/webglOnlyBuild.ts';
import { linguiMacroPlugin } from './scripts/i18n/linguiMacro.ts';
import { supabaseAuthTrim } from './src/lib/supabaseAuthTrim.ts';

const apiTarget = process.env.MATHPOP_API_URL ?? 'http://127.0.0.1:8787';
/**
 * Small modules grouped into one chunk each (build.rolldownOptions): gzip packs them together
 * better than one file each, and a page makes fewer requests. VITE_NO_CHUNK_GROUPS=1 turns it off.
 * - `basics`: what every page shows (logo, mascot, skeleton, brand, paths, env, the flash notice's storage):
 *   seven chunks of 0.1–0.8 KB gzip before, 1.1 KB smaller together;
 * - `offer`: what only the sales pages show (the offer line, buy button, section titles).
 */
const chunkGroups = process.env.VITE_NO_CHUNK_GROUPS
  ? []
  : [
      {
        name: 'basics',
        test: /\/src\/(components\/ui\/(Logo|Mascot|mascotSvg|Skeleton|brand|flash)\.tsx?|app\/paths\.ts|lib\/env\.ts)$/,
      },
      { name: 'offer', test: /\/src\/(components\/sales\/|pages\/landing\/sections\/SectionTitle\.tsx$)/ },
      // The end card and the sparkles, which most games draw both of, stay one chunk: left alone, one
      // game loading the card lazily (Inverse Vault's challenge) cut it in two for all of them.
      { name: 'card', test: /\/scenes\/engine\/ui\/(CompletionCard\.tsx|cardPlacement\.ts|Sparkles\.tsx)$/ },
    ].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/** The Fun Pack's Stripe Payment Link (CHECKOUT_URL, or the older VITE_CHECKOUT_URL), fixed at build time. */
const fileEnv = loadEnv('', process.cwd(), ['CHECKOUT_', 'VITE_CHECKOUT_']);
const checkoutUrl =
  process.env.CHECKOUT_URL ||
  process.env.VITE_CHECKOUT_URL ||
  fileEnv.CHECKOUT_URL ||
  fileEnv.VITE_CHECKOUT_URL ||
  '';
/** The sales pages' contact address, fixed at build time (they are pre-rendered). */
const contactEmail = process.env.CONTACT_EMAIL || loadEnv('', process.cwd(), 'CONTACT_').CONTACT_EMAIL;

/**
 * Vite config: React + Tailwind, and the installable app (vite-plugin-pwa: a Workbox service
 * worker and the web manifest, registered by the app shell only, see src/lib/pwa.ts); in dev the
 * Supabase-compatible API is proxied to the embedded server.
 */
export default defineConfig({
  plugins: [
    // Lingui's macros first: they turn `t`/`<Trans>` into catalogue lookups (README "Languages").
    linguiMacroPlugin(),
    react(),
    // Scenes render with WebGL only: Pixi's WebGPU and Canvas fall-backs stay out of the bundle.
    pixiWebglOnly(),
    // Pixi's SVG parser and @pixi/react's package.json: no scene runs them.
    pixiTrim(),
    // auth-js's sign-in methods MathPop never calls (OAuth, SSO, Web3, passkeys, admin) stay out.
    supabaseAuthTrim(),
    tailwindcss(),
    VitePWA({
      // The app asks before it swaps versions ("A new version is ready"), never mid-game.
      registerType: 'prompt',
      // No registration script in index.html: the sales pages never start the worker.
      injectRegister: false,
      manifest: pwaManifest,
      workbox: pwaWorkbox,
      // The icons are for the installer, not for playing offline.
      includeManifestIcons: false,
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@scenes', replacement: fileURLToPath(new URL('./scenes', import.meta.url)) },
      // supabase-js's Realtime, Storage and Functions clients: MathPop's server has none of them.
      ...['realtime-js', 'storage-js', 'functions-js'].map((pkg) => ({
        find: `@supabase/${pkg}`,
        replacement: fileURLToPath(new URL('./src/lib/supabaseUnused.ts', import.meta.url)),
      })),
      // Scenes tween Pixi objects only: gsap's core without the CSS plugin (for DOM styles).
      { find: /^gsap$/, replacement: 'gsap/gsap-core.js' },
      // Sounds use Howl and Howler only: howler's core without the spatial-audio plugin.
      { find: /^howler$/, replacement: 'howler/src/howler.core.js' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/auth/v1': apiTarget, '/rest/v1': apiTarget },
  },
  define: {
    'import.meta.env.CONTACT_EMAIL': JSON.stringify(contactEmail || 'hello@mathpop.app'),
    // The Fun Pack's Payment Link (issue 36; VITE_CHECKOUT_URL still read, the older name).
    'import.meta.env.CHECKOUT_URL': JSON.stringify(checkoutUrl),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser MathPop supports has <link rel="modulepreload"> but Safari before 17, which then
    // fetches a route's modules as they are imported: the polyfill cost every page 0.5 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    // Caption files stay files: a <track> must point at a text/vtt URL, not a data: URL.
    assetsInlineLimit: (file) => (file.endsWith('.vtt') ? false : undefined),
  },
});
