import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';

/**
 * A PDF's pages as PNGs (`pdftoppm` arguments in `args`, e.g. `['-r', '80']`), when the machine has
 * poppler's `pdftoppm`, for a person to look at: no test reads the pictures, so a machine without
 * poppler (a fresh one: `npm test` installs only Chromium and PostgreSQL) makes none. Any other
 * failure of the renderer fails the test.
 */
export function pdfPages(pdfFile: string, outPrefix: string, args: string[]) {
  try {
    execFileSync('pdftoppm', ['-png', ...args, pdfFile, outPrefix], { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Writes a downloaded PDF beside the screenshots, then its pages as PNGs (pdfPages). */
export async function pdfPictures(bytes: Uint8Array, pdfFile: string, outPrefix: string, args: string[]) {
  await writeFile(pdfFile, bytes);
  pdfPages(pdfFile, outPrefix, args);
}
