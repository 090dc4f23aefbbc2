import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context } from 'hono';

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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built SPA from `distDir`: hashed assets with a year-long immutable cache, pre-rendered
 * pages (`dist/prerendered/<name>.html`) for their exact path, and the SPA shell for everything else.
 */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      cache.set(file, body);
    }
    return body;
  };
  const send = (c: Context, file: string, cacheControl: string) => {
    const type = types[extname(file)] ?? 'application/octet-stream';
    return c.body(new Uint8Array(read(file)), 200, { 'Content-Type': type, 'Cache-Control': cacheControl });
  };

  return (c: Context) => {
    const url = new URL(c.req.url);
    const pathname = decodeURIComponent(url.pathname);
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root)) return c.text('Not found', 404);
    if (pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      return send(c, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    }
    const name = pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '');
    const prerendered = join(root, 'prerendered', `${name}.html`);
    if (/^[a-z0-9-]+$/.test(name) && existsSync(prerendered)) return send(c, prerendered, 'no-cache');
    if (extname(pathname) && !pathname.endsWith('.html')) return c.text('Not found', 404);
    const shell = join(root, 'index.html');
    if (!existsSync(shell)) return c.text('The app is not built yet: run `npm run build`.', 503);
    return send(c, shell, 'no-cache');
  };
}
