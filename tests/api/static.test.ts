import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Serving the built app: SPA shell, prerendered pages, cached hashed assets, compression, headers.
let server: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const bootHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mathpop-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(join(dist, 'prerendered', 'index.html'), '<!doctype html><title>landing</title>');
  writeFileSync(join(dist, 'prerendered', 'vsl.html'), '<!doctype html><title>vsl</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // The installable app's worker and manifest (vite-plugin-pwa).
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"MathPop"}');
  // The sales pages' inline boot script, allowed by its hash (written by the prerender step).
  writeFileSync(
    join(dist, 'prerendered', 'script-hashes.json'),
    JSON.stringify([bootHash, "x' 'unsafe-inline"]),
  );
  // What the build writes (scripts/build-steps/post-10-route-table.mjs): the app's route patterns and
  // the ids its dynamic segments take.
  writeFileSync(
    join(dist, 'route-table.json'),
    JSON.stringify({
      patterns: [
        '/',
        '/vsl',
        '/checkout',
        '/auth/login',
        '/app',
        '/app/lesson/review',
        '/app/lesson/:lessonId',
        '/app/games/:game',
      ],
      params: { lessonId: ['division1', 'multiplication1'], game: ['secret-vault'] },
    }),
  );
  server = await startTestServer({ DIST_DIR: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('static serving', () => {
  it('serves prerendered pages for their path and the SPA shell for app routes', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toContain('landing');
    expect(await (await fetch(`${server.url}/vsl`)).text()).toContain('vsl');
    const app = await fetch(`${server.url}/app/games/secret-vault`);
    expect(app.status).toBe(200);
    expect(app.headers.get('cache-control')).toBe('no-cache');
    expect(await app.text()).toContain('shell');
  });

  it('answers an unknown path with HTTP 404 and the app shell, whose router shows the 404 page', async () => {
    for (const path of [
      '/nope',
      '/app/nope',
      '/auth',
      '/app/lesson/no-such-lesson',
      '/app/games/nope',
      '/vsl/extra',
    ]) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toContain('text/html');
      expect(await r.text(), path).toContain('shell');
    }
    for (const path of [
      '/app',
      '/app/',
      '/auth/login',
      '/app/lesson/division1',
      '/app/lesson/review',
      '/app/games/secret-vault',
      '/checkout',
    ]) {
      const r = await fetch(`${server.url}${path}?tab=x`);
      expect(r.status, path).toBe(200);
    }
  });

  it('caches hashed assets for a year and compresses text', async () => {
    const r = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-type')).toContain('text/javascript');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes transparently: read the raw bytes to see the compression.
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(bytes.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(script);
  });

  it('always revalidates the service worker and the manifest, so a new build is found', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toContain('text/javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
  });

  it('answers 404 for missing files and path traversal, with security headers', async () => {
    const missing = await fetch(`${server.url}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    const traversal = await fetch(`${server.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBe(404);
    const dotted = await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`); // URL-normalised to /etc/passwd
    expect(await dotted.text()).not.toContain('root:');
    const r = await fetch(`${server.url}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    // Inline scripts: only the build's boot script, by its hash; anything else in the file is ignored.
    const scriptSrc = r.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc).toBe(`'self' '${bootHash}'`);
  });
});
