/** An image in several widths, ready for <img src srcSet>. */
export interface ShotSources {
  src: string;
  srcSet: string;
}

/**
 * Turns the URLs of one picture's widths (files named `<name>-<width>.webp`, made by `npm run
 * shots`, imported with `import.meta.glob(…, { query: '?url' })`) into a src (the smallest) and srcset.
 */
export function shotSources(files: Record<string, string>, name: string): ShotSources {
  const widths = Object.entries(files)
    .map(([file, url]) => ({ match: new RegExp(`/${name}-(\\d+)\\.webp$`).exec(file), url }))
    .filter((f) => f.match)
    .map((f) => ({ width: Number(f.match?.[1]), url: f.url }))
    .sort((a, b) => a.width - b.width);
  if (!widths.length) throw new Error(`no pictures named ${name} (run npm run shots)`);
  return { src: widths[0].url, srcSet: widths.map((w) => `${w.url} ${w.width}w`).join(', ') };
}
