import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/fredoka/wght.css';
import './styles.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { adoptPageMessages, loadAreas } from './i18n/i18n';
import { LocaleProvider } from './i18n/LocaleProvider';
import { type SalesPath, salesPageAreas } from './i18n/salesPageAreas';

type PageModule = { default: ComponentType };

/**
 * The public sales pages (src/i18n/salesPageAreas.ts lists them with their message areas), mounted
 * without the router: they are plain documents (their links are full page loads), so `/` and `/vsl`
 * never download react-router, the store or the app's routes.
 */
const salesPages: Record<SalesPath, () => Promise<PageModule>> = {
  '/': () => import('./pages/landing/LandingPage'),
  '/vsl': () => import('./pages/vsl/VslPage'),
  '/checkout': () => import('./pages/checkout/CheckoutPage'),
  '/privacy': () => import('./pages/privacy/PrivacyPage'),
};

async function start(container: HTMLElement) {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (path in salesPages) {
    // Each page loads only its own messages, in the language it was pre-rendered in (the language
    // switch's, `common`, where the page shows it at once: the landing's comes with its footer).
    const page = path as SalesPath;
    adoptPageMessages();
    const [{ default: Page }] = await Promise.all([salesPages[page](), loadAreas(salesPageAreas[page])]);
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
