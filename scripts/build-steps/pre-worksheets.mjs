// Build step: renders the 9 worksheets of src/content/worksheets.ts into printable PDFs in each
// language: English in public/worksheets/, others in public/worksheets/<locale>/ (worksheetHref;
// gitignored; Vite copies public/ into dist/, and the dev server serves it). The texts come from
// the compiled catalogues, read through Vite's runnerImport so Lingui's macros run as in the app.
// Output is deterministic: fixed metadata dates, no random ids. Run alone with
// `node scripts/build-steps/pre-worksheets.mjs` before `npm run dev`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWorksheet } from './worksheet-pdf.mjs';

/** Writes every worksheet PDF into `<root>/public/worksheets`. */
export default async function step({ root }) {
  // Vite's serve-mode config sets NODE_ENV=development when unset; this step runs inside the build,
  // whose own Vite build must stay production (React's production build, the service worker).
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await renderAll(root);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Imports the worksheets with their texts in every language and writes each language's PDFs. */
async function renderAll(root) {
  const { loadConfigFromFile, runnerImport } = await import('vite');
  // runnerImport reads no config file: take the app's aliases and its Lingui macro plugin from it.
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'production' },
    join(root, 'vite.config.ts'),
    root,
    'warn',
  );
  const config = loaded?.config ?? {};
  const plugins = [config.plugins ?? []].flat(Number.POSITIVE_INFINITY);
  const { module } = await runnerImport(join(root, 'scripts/build-steps/worksheet-texts.ts'), {
    root,
    logLevel: 'warn',
    resolve: { alias: config.resolve?.alias ?? [] },
    plugins: plugins.filter((plugin) => plugin?.name === 'mathpop:lingui-macro'),
  });
  for (const { locale, sheets } of module.worksheetsByLocale()) {
    const outDir = join(root, 'public', 'worksheets', ...(locale === 'en' ? [] : [locale]));
    mkdirSync(outDir, { recursive: true });
    for (const worksheet of sheets) {
      writeFileSync(join(outDir, worksheet.file), await renderWorksheet(worksheet));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await step({ root: join(fileURLToPath(import.meta.url), '..', '..', '..') });
}
