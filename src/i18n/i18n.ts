import { i18n, type Messages } from '@lingui/core';
import { initialLocale, rememberLocale } from './choice';
import { isLocale, type Locale } from './locales';

export { i18n };

/**
 * A message area: one compiled catalogue per locale (lingui.config.ts). `game:<id>` is a game's
 * own catalogue, loaded with its lazy scene.
 */
export type Area =
  | 'common'
  | 'sales'
  | 'sales-below'
  | 'vsl'
  | 'standalone'
  | 'shell'
  | 'dashboard'
  | 'content'
  | 'lessons'
  | 'scenes'
  | 'games'
  | `game:${string}`;

/**
 * Areas that bring another along: the games' manifest texts (`games`: titles and cards) are shown by
 * the Games tab, the game frame and the performance page. The landing's activity list reads each
 * game's pitch.ts, whose words are in `sales-below` itself.
 */
const companions: Partial<Record<Area, Area[]>> = {
  // The landing's language switch (`common`) is in its footer, a section below the first.
  'sales-below': ['common'],
  shell: ['games'],
  dashboard: ['games'],
};

/** A compiled catalogue module. */
export type Catalog = { messages: Messages };

/** Compiled catalogues by path, each its own lazy chunk. */
export type CatalogImporters = Record<string, () => Promise<Catalog>>;

// The areas' compiled catalogues. The games' own (two per game) are added by the scene registry
// (registerCatalogs), so the sales pages' entry does not carry the list of their chunks.
const catalogs: CatalogImporters = import.meta.glob<Catalog>([
  '/src/locales/*/*.ts',
  '/src/content/lessons/locales/*.ts',
  '/scenes/locales/*.ts',
]);

/** Adds catalogues that load with another part of the app (a game's with its scene). */
export function registerCatalogs(more: CatalogImporters): void {
  Object.assign(catalogs, more);
}

function catalogPath(area: Area, locale: Locale): string {
  if (area.startsWith('game:')) return `/scenes/games/${area.slice(5)}/locales/${locale}.ts`;
  if (area === 'lessons') return `/src/content/lessons/locales/${locale}.ts`;
  if (area === 'scenes') return `/scenes/locales/${locale}.ts`;
  if (area === 'games') return `/scenes/locales/games-${locale}.ts`;
  return `/src/locales/${area}/${locale}.ts`;
}

const loaded = new Set<string>();
const inUse = new Set<Area>();

function importerFor(path: string): () => Promise<Catalog> {
  const importer = catalogs[path];
  if (!importer) throw new Error(`No message catalogue ${path}`);
  return importer;
}

async function load(area: Area, locale: Locale): Promise<void> {
  const path = catalogPath(area, locale);
  if (loaded.has(path)) return;
  const { messages } = await importerFor(path)();
  i18n.load(locale, messages);
  loaded.add(path);
}

/** The messages of `area` in `locale`, straight from its catalogue (for the pre-render step). */
export async function catalogueMessages(area: Area, locale: Locale): Promise<Messages> {
  return (await importerFor(catalogPath(area, locale))()).messages;
}

/** The element of a pre-rendered page that carries its messages (a JSON data block). */
export const pageMessagesId = 'page-messages';

/** What a pre-rendered page carries: its language, its areas and their messages. */
export interface PageMessages {
  locale: Locale;
  areas: Area[];
  messages: Messages;
}

/**
 * Adopts the messages a pre-rendered page carries (scripts/build-steps/post-20-prerender.mjs), so
 * hydrating it downloads no catalogue: in the HTML, gzip packs them against the page's own text.
 * Browser only (main.tsx); the build wrote the block, so its locale is one of ours.
 */
export function adoptPageMessages(): void {
  const text = document.getElementById(pageMessagesId)?.textContent;
  if (!text) return;
  const { locale, areas, messages } = JSON.parse(text) as PageMessages;
  i18n.load(locale, messages);
  for (const area of areas) loaded.add(catalogPath(area, locale));
}

/** The language on screen now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : initialLocale();
}

/**
 * Loads the catalogues a page or scene needs in the current language (and keeps them in use, so a
 * language switch reloads them too). Await it before rendering the texts.
 */
export async function loadAreas(wanted: readonly Area[]): Promise<void> {
  const unique = [...new Set(wanted.flatMap((area) => [area, ...(companions[area] ?? [])]))];
  for (const area of unique) inUse.add(area);
  const locale = currentLocale();
  await Promise.all(unique.map((area) => load(area, locale)));
  // The first load activates the language; a later one never does (a switch may be under way).
  if (!isLocale(i18n.locale)) activate(locale);
  else if (i18n.locale !== locale) {
    // The language changed while these loaded: load them in the new one too.
    const now = i18n.locale;
    await Promise.all(unique.map((area) => load(area, now)));
  }
}

function activate(locale: Locale): void {
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Switches the language: loads every area in use in the new locale, then re-renders. `remember`
 * keeps it as this device's choice (a class session that follows its teacher does not).
 */
export async function switchLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await Promise.all([...inUse].map((area) => load(area, locale)));
  if (remember) rememberLocale(locale);
  activate(locale);
}
