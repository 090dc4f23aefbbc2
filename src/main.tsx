import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/fredoka/wght.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { adoptPageMessages, loadAreas } from './i18n/i18n';
import { LocaleProvider } from './i18n/LocaleProvider';
import { salesPages } from './salesPages';

async function start(container: HTMLElement) {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const salesPage = salesPages[path];
  if (salesPage) {
    // Mounted without the router: the sales pages are plain documents (their links are full page
    // loads), so `/` and `/vsl` never download react-router, the store or the app's routes. Each page
    // loads only its own messages, in the language it was pre-rendered in (the language switch's,
    // `common`, where the page shows it at once: the landing's comes with its footer).
    const [loadPage, areas] = salesPage;
    adoptPageMessages();
    const [{ default: Page }] = await Promise.all([loadPage(), loadAreas(areas)]);
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
