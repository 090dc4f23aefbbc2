// Build step: renders the 9 worksheets of src/content/worksheets.ts into printable PDFs in
// public/worksheets/ (gitignored; Vite copies public/ into dist/, and the dev server serves it).
// Output is deterministic: fixed metadata dates, no random ids. Run alone with
// `node scripts/build-steps/pre-worksheets.mjs` before `npm run dev`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { renderWorksheet } from './worksheet-pdf.mjs';

/** Writes every worksheet PDF into `<root>/public/worksheets`. */
export default async function step({ root }) {
  const url = pathToFileURL(join(root, 'src/content/worksheets.ts')).href;
  const { worksheets } = await tsImport(url, import.meta.url);
  const outDir = join(root, 'public', 'worksheets');
  mkdirSync(outDir, { recursive: true });
  for (const worksheet of worksheets) {
    writeFileSync(join(outDir, worksheet.file), await renderWorksheet(worksheet));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await step({ root: join(fileURLToPath(import.meta.url), '..', '..', '..') });
}
