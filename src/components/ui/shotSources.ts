/** An image in several widths, ready for <img src srcSet>. */
export interface ShotSources {
  src: string;
  srcSet: string;
}

/**
 * Turns the URLs of one picture's widths (files named `<name>-<width>.webp`, made by `npm run
 * shots`, imported with `import.meta.glob(…, { query: '?url' })`) into a src (the smallest) and srcset:
 * the pictures played in `locale` (`shots/pt-BR/` for Portuguese), else the English ones (`shots/`).
 */
export function shotSources(files: Record<string, string>, name: string, locale = 'en'): ShotSources {
  const widths =
    (locale === 'pt-BR' && widthsIn(files, `/shots/pt-BR/${name}`)) || widthsIn(files, `/shots/${name}`);
  if (!widths) throw new Error(`no pictures named ${name} (run npm run shots)`);
  return { src: widths[0].url, srcSet: widths.map((w) => `${w.url} ${w.width}w`).join(', ') };
}

/** The widths of the files `<prefix>-<width>.webp`, narrowest first; null when there are none. */
function widthsIn(files: Record<string, string>, prefix: string) {
  const widths = Object.entries(files)
    .map(([file, url]) => ({ match: new RegExp(`${prefix}-(\\d+)\\.webp$`).exec(file), url }))
    .filter((f) => f.match)
    .map((f) => ({ width: Number(f.match?.[1]), url: f.url }))
    .sort((a, b) => a.width - b.width);
  return widths.length ? widths : null;
}
