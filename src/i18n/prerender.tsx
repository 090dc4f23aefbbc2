import { I18nProvider } from '@lingui/react';
import { type ComponentType, createElement, type ReactElement, StrictMode } from 'react';
import { type Area, catalogueMessages, i18n, loadAreas, type PageMessages, pageMessagesId } from './i18n';
import type { Locale } from './locales';

/**
 * For the build's pre-render step (scripts/build-steps/post-20-prerender.mjs): the page's element in
 * `locale`, with its catalogues loaded, wrapped as main.tsx wraps it when it hydrates.
 */
export async function prerenderElement(
  Page: ComponentType,
  locale: Locale,
  areas: Area[],
): Promise<ReactElement> {
  i18n.activate(locale);
  await loadAreas(areas);
  return createElement(StrictMode, null, createElement(I18nProvider, { i18n }, createElement(Page)));
}

/**
 * The data block that carries the page's own messages in its HTML (src/i18n/i18n.ts
 * adoptPageMessages): the messages of exactly `areas` in `locale`, `<` escaped for the HTML parser.
 */
export async function pageMessagesTag(locale: Locale, areas: Area[]): Promise<string> {
  const parts = await Promise.all(areas.map((area) => catalogueMessages(area, locale)));
  const data: PageMessages = { locale, areas, messages: Object.assign({}, ...parts) };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageMessagesId}">${json}</script>`;
}

/** For build steps that only read data modules: English, with no catalogue needed. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
