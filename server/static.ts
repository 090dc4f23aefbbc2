import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { ifRangeHolds, parseRange } from './byteRange';
import { isAppRoute, loadRouteTable } from './routes';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

// Text formats worth compressing (images, fonts, audio and PDFs are compressed already).
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.vtt',
  '.xml',
]);

/**
 * The language a pre-rendered page is sent in: the `mathpop-locale` cookie (src/i18n/choice.ts) if it
 * names one, else Portuguese for a browser whose first Portuguese-or-English preference is Portuguese.
 */
function pageLocale(c: Context): 'en' | 'pt-BR' {
  const cookie = /(?:^|;\s*)mathpop-locale=([\w-]+)/.exec(c.req.header('cookie') ?? '')?.[1];
  if (cookie === 'en' || cookie === 'pt-BR') return cookie;
  const langs = (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase());
  const first = langs.find((l) => l.startsWith('pt') || l.startsWith('en'));
  return first?.startsWith('pt') ? 'pt-BR' : 'en';
}

/** Files of the installable app (vite-plugin-pwa) that must never be served stale. */
const revalidated = new Set(['/sw.js', '/manifest.webmanifest']);

interface Entry {
  raw: Uint8Array<ArrayBuffer>;
  /** Strong validators of the raw bytes (If-Range), and the encoded copies' own tags. */
  etag: string;
  lastModified: string;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * Serves the built SPA from `distDir`: hashed assets with a year-long immutable cache, pre-rendered
 * pages (`dist/prerendered/<name>.html`) for their exact path, and the SPA shell for everything else:
 * with 200 for the app's routes (server/routes.ts), with 404 for any other path (the client router
 * then shows the 404 page).
 * Text files are served brotli- or gzip-compressed when the browser accepts it (compressed once,
 * then kept in memory with the file). Every file answers a byte range (`Range`, with If-Range) from its
 * raw bytes with 206 (server/byteRange.ts), so Safari plays the video.
 */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const routes = loadRouteTable(root);
  const cache = new Map<string, Entry>();
  const entry = (file: string) => {
    let e = cache.get(file);
    if (!e) {
      const raw = new Uint8Array(readFileSync(file));
      const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
      e = { raw, etag: `"${hash}"`, lastModified: statSync(file).mtime.toUTCString() };
      if (compressible.has(extname(file)) && raw.byteLength > 1024) {
        e.br = new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
        e.gzip = new Uint8Array(gzipSync(raw, { level: 9 }));
      }
      cache.set(file, e);
    }
    return e;
  };
  const send = (
    c: Context,
    file: string,
    cacheControl: string,
    status: 200 | 404 = 200,
    vary: string[] = [],
  ) => {
    const type = types[extname(file)] ?? 'application/octet-stream';
    const e = entry(file);
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'Accept-Ranges': 'bytes',
      ETag: e.etag,
      'Last-Modified': e.lastModified,
    };
    if (e.br || e.gzip) vary = ['Accept-Encoding', ...vary];
    if (vary.length) headers.Vary = vary.join(', ');
    // Range is defined for GET only (RFC 9110 §14.2); a failed If-Range asks for the whole file.
    const range = c.req.header('range');
    if (status === 200 && c.req.method === 'GET' && range !== undefined) {
      const size = e.raw.byteLength;
      const part = ifRangeHolds(c.req.header('if-range'), e.etag, e.lastModified)
        ? parseRange(range, size)
        : ({ kind: 'whole' } as const);
      if (part.kind === 'unsatisfiable')
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
      // A part is cut from the raw bytes, never from a compressed copy.
      if (part.kind === 'part')
        return c.body(e.raw.subarray(part.start, part.end + 1), 206, {
          ...headers,
          'Content-Range': `bytes ${part.start}-${part.end}/${size}`,
        });
    }
    let body = e.raw;
    if (e.br && /\bbr\b/.test(accept)) {
      body = e.br;
      headers['Content-Encoding'] = 'br';
      headers.ETag = `${e.etag.slice(0, -1)}-br"`;
    } else if (e.gzip && /\bgzip\b/.test(accept)) {
      body = e.gzip;
      headers['Content-Encoding'] = 'gzip';
      headers.ETag = `${e.etag.slice(0, -1)}-gz"`;
    }
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body, status, headers);
  };

  return (c: Context) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Not found', 404);
    }
    if (pathname.includes('\0')) return c.text('Not found', 404);
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(`${root}/`)) return c.text('Not found', 404);
    if (pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      if (immutable) return send(c, file, 'public, max-age=31536000, immutable');
      // The service worker and the manifest name the current build: always revalidated, so a new
      // version is found on the next visit (browsers cap a worker's HTTP cache at 24 h anyway).
      return send(c, file, revalidated.has(pathname) ? 'no-cache' : 'public, max-age=300');
    }
    const name = pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '');
    const prerendered = join(root, 'prerendered', `${name}.html`);
    if (/^[a-z0-9-]+$/.test(name) && existsSync(prerendered)) {
      // The page in the visitor's language when the build made one (issue 26): the remembered choice
      // (cookie), else the browser's Accept-Language.
      const localized = join(root, 'prerendered', `${name}.${pageLocale(c)}.html`);
      const byLanguage = existsSync(join(root, 'prerendered', `${name}.pt-BR.html`));
      const vary = byLanguage ? ['Cookie', 'Accept-Language'] : [];
      return send(c, existsSync(localized) ? localized : prerendered, 'no-cache', 200, vary);
    }
    if (extname(pathname) && !pathname.endsWith('.html')) return c.text('Not found', 404);
    const shell = join(root, 'index.html');
    if (!existsSync(shell)) return c.text('The app is not built yet: run `npm run build`.', 503);
    return send(c, shell, 'no-cache', isAppRoute(pathname, routes) ? 200 : 404);
  };
}
