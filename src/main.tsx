import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/fredoka/wght.css';
import './styles.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { type Area, loadAreas } from './i18n/i18n';
import { LocaleProvider } from './i18n/LocaleProvider';

type PageModule = { default: ComponentType };

/**
 * The public sales pages, mounted without the router: they are plain documents (their links are full
 * page loads), so `/` and `/vsl` never download react-router, the store or the app's routes. Keys are
 * paths from src/app/paths.ts (kept literal here so this entry stays free of other imports).
 */
const salesPages: Record<string, [() => Promise<PageModule>, Area]> = {
  '/': [() => import('./pages/landing/LandingPage'), 'sales'],
  '/vsl': [() => import('./pages/vsl/VslPage'), 'sales'],
  '/checkout': [() => import('./pages/checkout/CheckoutPage'), 'standalone'],
  '/privacy': [() => import('./pages/privacy/PrivacyPage'), 'standalone'],
};

async function start(container: HTMLElement) {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const salesPage = salesPages[path];
  if (salesPage) {
    // Each page loads only its own messages, in the language it was pre-rendered in.
    const [loadPage, area] = salesPage;
    const [{ default: Page }] = await Promise.all([loadPage(), loadAreas(['common', area])]);
    const tree = (
      <StrictMode>
        <LocaleProvider>
          <Page />
        </LocaleProvider>
      </StrictMode>
    );
    // Pre-rendered pages (dist/prerendered/*.html) hydrate; in dev the container is empty.
    if (container.firstElementChild) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
    return;
  }
  const { mountRouter } = await import('./app/router');
  mountRouter(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void start(container);
