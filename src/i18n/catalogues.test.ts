import { existsSync, readFileSync } from 'node:fs';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: both catalogues of every area hold exactly the messages the code uses (extracted from
 * the sources now), every message is translated in both, and the compiled catalogues the app
 * imports match their PO files. On failure run `npm run i18n` and translate what it reports.
 */
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);

describe.each(catalogs.map((catalog) => [catalog.path.replace(`${config.rootDir}/`, ''), catalog] as const))(
  'catalogue %s',
  (_name, catalog) => {
    it('holds exactly the messages the code uses, in both locales, all translated', async () => {
      const used = Object.keys((await catalog.collect()) ?? {}).sort();
      const all = await catalog.readAll();
      for (const locale of config.locales) {
        const messages = all[locale] ?? {};
        const live = Object.entries(messages).filter(([, m]) => !m.obsolete);
        expect(live.map(([id]) => id).sort(), `${locale}: run npm run i18n`).toEqual(used);
        const untranslated = live.filter(([, m]) => !m.translation?.trim()).map(([, m]) => m.message ?? '');
        expect(untranslated, `${locale}: messages without a translation`).toEqual([]);
      }
    }, 60_000);

    it('is compiled from its PO files', async () => {
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? 'en',
        });
        const { source } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
        const file = `${catalog.getFilename(locale).replace(/\.po$/, '')}.ts`;
        expect(existsSync(file) && readFileSync(file, 'utf8'), `${file}: run npm run i18n`).toBe(source);
      }
    });
  },
);
