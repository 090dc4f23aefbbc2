import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';

/**
 * Writes a downloaded PDF beside the screenshots and, when the machine has poppler's `pdftoppm`, its
 * pages as PNGs (`pdftoppm` arguments in `args`, e.g. `['-r', '80']`), for a person to look at:
 * no test reads the pictures, so a machine without poppler (a fresh one: `npm test` installs only
 * Chromium and PostgreSQL) keeps just the PDF. Any other failure of the renderer fails the test.
 */
export async function pdfPictures(bytes: Uint8Array, pdfFile: string, outPrefix: string, args: string[]) {
  await writeFile(pdfFile, bytes);
  try {
    execFileSync('pdftoppm', ['-png', ...args, pdfFile, outPrefix], { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
