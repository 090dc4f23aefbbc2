import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (README "Languages"): English is the source locale, Português (Brasil) the
 * other. One catalogue per area, so a page loads only its own messages (the sales pages never load
 * the app's) and each game's texts come with its lazy scene. `npm run i18n` extracts and compiles.
 */
const root = '<rootDir>';
/** Each sales page has its own catalogue; both show the offer (components/sales). */
const salesParts = `${root}/src/components/sales`;
const vsl = `${root}/src/pages/vsl`;
const sales = [`${root}/src/pages/landing`, salesParts];
/**
 * The landing's sections below its first one (Problems, loaded with the page): their messages load
 * with them, so the landing's first download carries only the first screen's texts.
 */
const salesBelow = `${root}/src/pages/landing/sections`;
/** Each game's sales words (its tile in the landing's Activities): one home, read by manifest and landing. */
const pitches = `${root}/scenes/games/*/pitch.ts`;
const firstSection = ['Problems.tsx', 'SectionTitle.tsx'];
const content = [
  `${root}/src/content`,
  `${root}/src/fluency`,
  `${root}/scenes/lesson`,
  `${root}/scenes/practice`,
];
const lessons = `${root}/src/content/lessons`;
const dashboard = `${root}/src/pages/dashboard`;
const standalone = [`${root}/src/pages/privacy`, `${root}/src/pages/checkout`];
const tests = ['**/*.test.ts', '**/*.test.tsx'];
/** Lingui's `exclude` takes globs: a folder and everything in it. */
const all = (dirs: string[]) => dirs.map((dir) => `${dir}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-BR'],
  fallbackLocales: { default: 'en' },
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // The language switch's own words: loaded on every page, sales or app.
    {
      name: 'common',
      path: `${root}/src/locales/common/{locale}`,
      include: [`${root}/src/i18n`],
      exclude: tests,
    },
    {
      name: 'sales',
      path: `${root}/src/locales/sales/{locale}`,
      include: sales,
      exclude: [`${salesBelow}/!(${firstSection.join('|').replace(/\.tsx/g, '')}).tsx`, ...tests],
    },
    { name: 'vsl', path: `${root}/src/locales/vsl/{locale}`, include: [vsl, salesParts], exclude: tests },
    {
      name: 'sales-below',
      path: `${root}/src/locales/sales-below/{locale}`,
      include: [salesBelow, pitches],
      exclude: [...firstSection.map((file) => `${salesBelow}/${file}`), ...tests],
    },
    {
      name: 'standalone',
      path: `${root}/src/locales/standalone/{locale}`,
      include: standalone,
      exclude: tests,
    },
    {
      name: 'dashboard',
      path: `${root}/src/locales/dashboard/{locale}`,
      include: [dashboard],
      exclude: tests,
    },
    {
      name: 'shell',
      path: `${root}/src/locales/shell/{locale}`,
      include: [`${root}/src`],
      exclude: [
        ...all([
          ...sales,
          vsl,
          ...standalone,
          ...content,
          dashboard,
          `${root}/src/locales`,
          `${root}/src/i18n`,
        ]),
        ...tests,
      ],
    },
    {
      name: 'content',
      path: `${root}/src/locales/content/{locale}`,
      include: content,
      exclude: [...all([lessons]), ...tests],
    },
    {
      name: 'lessons',
      path: `${lessons}/locales/{locale}`,
      include: [lessons],
      exclude: [...all([`${lessons}/locales`]), ...tests],
    },
    {
      name: 'scenes',
      path: `${root}/scenes/locales/{locale}`,
      include: [`${root}/scenes/engine`, `${root}/scenes/kits`],
      exclude: [`${root}/scenes/engine/manifest.ts`, ...tests],
    },
    // The games' manifests (titles, cards, pitches): eager, read by the landing, the Games tab, the
    // frame and the performance page, so they load with those areas (src/i18n/i18n.ts), not with
    // the lazy scenes.
    {
      name: 'games',
      path: `${root}/scenes/locales/games-{locale}`,
      include: [`${root}/scenes/engine/manifest.ts`, `${root}/scenes/games/*/game.ts`],
      exclude: tests,
    },
    {
      path: `${root}/scenes/games/{name}/locales/{locale}`,
      include: [`${root}/scenes/games/{name}/`],
      exclude: [
        `${root}/scenes/games/{name}/locales/**`,
        `${root}/scenes/games/{name}/game.ts`,
        `${root}/scenes/games/{name}/pitch.ts`,
        ...tests,
      ],
    },
    { name: 'server', path: `${root}/server/locales/{locale}`, include: [`${root}/server`], exclude: tests },
  ],
});
