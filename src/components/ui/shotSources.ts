import { mediaFolder } from '@/components/sales/mediaFolder';

/** An image in several widths, ready for <img src srcSet>. */
export interface ShotSources {
  src: string;
  srcSet: string;
}

/**
 * Turns the URLs of one picture's widths (files named `<name>-<width>.webp`, made by `npm run
 * shots`, imported with `import.meta.glob('./…', { base: '/src/assets/shots', query: '?url' })`) into
 * a src (the smallest) and srcset: the pictures played in `locale` (in its mediaFolder).
 */
export function shotSources(files: Record<string, string>, name: string, locale = 'en'): ShotSources {
  const prefix = `./${mediaFolder(locale)}${name}-`;
  const widths = Object.entries(files)
    .filter(([file]) => file.startsWith(prefix))
    .map(([file, url]) => ({ width: Number.parseInt(file.slice(prefix.length), 10), url }))
    .sort((a, b) => a.width - b.width);
  if (!widths.length) throw new Error(`no pictures named ${name} in ${locale} (run npm run shots)`);
  return { src: widths[0].url, srcSet: widths.map((w) => `${w.url} ${w.width}w`).join(', ') };
}
