import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/** The web manifest: MathPop installs as a full-screen app that opens on the dashboard. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'MathPop',
  short_name: 'MathPop',
  description: 'Multiplication and division games for children aged 6–10.',
  id: '/app',
  start_url: '/app',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#5b3cc4',
  background_color: '#f4f1fb',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Paths whose navigations the worker answers with the app shell when offline: the app and /class. */
export const OFFLINE_NAVIGATIONS = [/^\/app(\/|$)/, /^\/class(\/|$)/];
/** The back end: never cached, never answered by the worker (requests go straight to the network). */
export const NEVER_CACHED = [/^\/auth\//, /^\/rest\//];

/**
 * The generated Workbox worker: it precaches the app shell, every scene chunk, the sounds, the fonts
 * (so a tablet plays offline after one visit), and nothing else. It registers no
 * route for /auth/** and /rest/**, so those requests never touch a cache (nor the worker's fetch
 * handler). The sales pages' pre-rendered HTML and the worksheet PDFs are left to the network.
 */
export const pwaWorkbox: Partial<VitePWAOptions['workbox']> = {
  // Fonts: the Latin subsets only (English and Portuguese); the others are never used.
  globPatterns: [
    'index.html',
    'favicon.svg',
    'assets/**/*.{js,css,wav,svg,png,webp}',
    'assets/*-latin-*.woff2',
  ],
  // The sales pages' screenshots and video poster (`npm run shots`) are not for playing.
  globIgnores: [
    'prerendered/**',
    'worksheets/**',
    'route-table.json',
    'assets/{hero,ice-cream,ferris,lesson,practice}-[0-9]*.webp',
    'assets/gameplay-*',
  ],
  navigateFallback: 'index.html',
  navigateFallbackAllowlist: OFFLINE_NAVIGATIONS,
  navigateFallbackDenylist: NEVER_CACHED,
  cleanupOutdatedCaches: true,
  // Pixi's chunk is the largest file; keep room above it so a scene is never left out.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
};
