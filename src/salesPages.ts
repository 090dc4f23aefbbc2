import type { ComponentType } from 'react';
import type { Area } from './i18n/i18n';

/** A page's module: the page is its default export. */
export type PageModule = { default: ComponentType };

/**
 * The public sales pages with the message areas they show at once: main.tsx mounts them with these
 * (without the router), and the pre-render step (scripts/build-steps/post-20-prerender.mjs) puts
 * exactly these areas' messages in each page's HTML. Keys are paths from src/app/paths.ts (kept
 * literal so the sales pages' entry stays free of other imports).
 */
export const salesPages: Record<string, [() => Promise<PageModule>, Area[]]> = {
  // The landing runs no React once pre-rendered (its sections are HTML, see LandingPage): these are
  // the areas it renders with, in dev and at build time; its HTML carries no messages.
  '/': [() => import('./pages/landing/LandingPage'), ['sales', 'sales-below']],
  '/vsl': [() => import('./pages/vsl/VslPage'), ['vsl', 'common']],
  '/checkout': [() => import('./pages/checkout/CheckoutPage'), ['standalone']],
  '/privacy': [() => import('./pages/privacy/PrivacyPage'), ['standalone']],
};
