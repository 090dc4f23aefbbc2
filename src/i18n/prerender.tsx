import { I18nProvider } from '@lingui/react';
import { type ComponentType, createElement, type ReactElement, StrictMode } from 'react';
import { type Area, i18n, loadAreas } from './i18n';
import type { Locale } from './locales';

/**
 * For the build's pre-render step (scripts/build-steps/post-20-prerender.mjs): the page's element in
 * `locale`, with its catalogues loaded, wrapped as main.tsx wraps it when it hydrates.
 */
export async function prerenderElement(
  Page: ComponentType,
  locale: Locale,
  area: Area,
): Promise<ReactElement> {
  i18n.activate(locale);
  await loadAreas(['common', area]);
  return createElement(StrictMode, null, createElement(I18nProvider, { i18n }, createElement(Page)));
}

/** For build steps that only read data modules: English, with no catalogue needed. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
