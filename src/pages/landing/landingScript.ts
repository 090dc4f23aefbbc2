import { rememberLocale } from '@/i18n/choice';
import { isLocale } from '@/i18n/locales';
import { startSectionLoader } from './sectionLoader';

/**
 * The pre-rendered landing's only script (built on its own by the pre-render step, with
 * what it imports inlined; the boot script starts it after the first paint): everything on the page is HTML that works without React — links, the
 * FAQ's <details> — but the loading of the sections and the footer's language switch. Choosing a
 * language there remembers it (as the app's switch does) and loads the page again: the server sends
 * the page pre-rendered in that language.
 */
startSectionLoader();

document.addEventListener('change', (e) => {
  const select = e.target;
  if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-language-switch')) return;
  if (!isLocale(select.value)) return;
  rememberLocale(select.value);
  window.location.reload();
});
