// Loaded by pre-worksheets.mjs through Vite's runnerImport (the project's plugins run Lingui's
// macros): every worksheet with its printed words in each language, read from the compiled
// `content` catalogues, so each PDF is printed in its language.
import { i18n } from '@lingui/core';
import { worksheetPrint, worksheets } from '@/content/worksheets';
import { locales } from '@/i18n/locales';
import { messages as en } from '@/locales/content/en';
import { messages as ptBR } from '@/locales/content/pt-BR';

const catalogues = { en, 'pt-BR': ptBR };

/** Each locale's worksheets, plain data with `print` (the words) and `lang` (the PDF's language). */
export function worksheetsByLocale() {
  return locales.map((locale) => {
    i18n.loadAndActivate({ locale, messages: catalogues[locale] });
    const sheets = worksheets.map((sheet) => ({
      ...sheet,
      print: worksheetPrint(sheet),
      lang: locale === 'en' ? 'en-US' : locale,
    }));
    return { locale, sheets };
  });
}
