import type { Area } from './i18n';

/**
 * The public sales pages (paths from src/app/paths.ts, kept literal so the sales entry stays free of
 * other imports) with the message areas they show at once: main.tsx loads exactly these when it
 * mounts the page, and the pre-render step (scripts/build-steps/post-20-prerender.mjs, through
 * prerender.tsx) puts exactly these in the page's HTML.
 */
export const salesPageAreas = {
  '/': ['sales'],
  '/vsl': ['vsl', 'common'],
  '/checkout': ['standalone'],
  '/privacy': ['standalone'],
} satisfies Record<string, Area[]>;

/** The path of a public sales page. */
export type SalesPath = keyof typeof salesPageAreas;
