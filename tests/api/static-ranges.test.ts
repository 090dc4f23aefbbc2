import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// Issue 39 §4: every static file answers byte ranges (RFC 9110 §14): 206 with Content-Range for one
// satisfiable range, 416 with `bytes */size` for a bad or unsatisfiable one, the whole file for a
// range unit it does not know or a failed If-Range; Accept-Ranges: bytes on every file.
let server: TestServer;
let dist: string;
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
const script = `console.log(${JSON.stringify('y'.repeat(3000))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mathpop-ranges-'));
  mkdirSync(join(dist, 'assets', 'video'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'video', 'gameplay-abc.mp4'), video);
  writeFileSync(join(dist, 'assets', 'app-abc.js'), script);
  writeFileSync(join(dist, 'route-table.json'), JSON.stringify({ patterns: ['/', '/app'], params: {} }));
  server = await startTestServer({ DIST_DIR: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const mp4 = '/assets/video/gameplay-abc.mp4';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers });

async function part(path: string, range: string, headers: Record<string, string> = {}) {
  const res = await get(path, { Range: range, ...headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('byte ranges', () => {
  it('answers one range with 206, Content-Range and exactly those bytes', async () => {
    const whole = await get(mp4);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('etag')).toMatch(/^"[\w-]+"$/);

    const cases: [string, number, number][] = [
      ['bytes=0-100', 0, 100],
      ['bytes=0-1', 0, 1],
      ['bytes=900-', 900, 999],
      ['bytes=-100', 900, 999],
      ['bytes=-5000', 0, 999],
      ['bytes=990-2000', 990, 999],
      ['bytes=999-999', 999, 999],
    ];
    for (const [range, start, end] of cases) {
      const { res, body } = await part(mp4, range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(body.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('refuses a bad or unsatisfiable range with 416 and the size', async () => {
    for (const range of [
      'bytes=1000-',
      'bytes=5000-6000',
      'bytes=5-2',
      'bytes=abc',
      'bytes=-0',
      'bytes=',
      'bytes=1-2-3',
    ]) {
      const res = await get(mp4, { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe('bytes */1000');
      await res.arrayBuffer();
    }
  });

  it('sends the whole file for an unknown unit, several ranges, HEAD, or a missing file', async () => {
    for (const range of ['items=0-5', 'bytes=0-1, 5-9']) {
      const { res, body } = await part(mp4, range);
      expect(res.status, range).toBe(200);
      expect(body.equals(video)).toBe(true);
    }
    const head = await get(mp4, { Range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect((await get('/assets/missing.mp4', { Range: 'bytes=0-9' })).status).toBe(404);
    const shell = await get('/no/such/page', { Range: 'bytes=0-9' });
    expect(shell.status).toBe(404);
    await shell.text();
  });

  it('If-Range: the same strong tag or date gives the part, anything else the whole file', async () => {
    const whole = await get(mp4);
    const etag = whole.headers.get('etag')!;
    const modified = whole.headers.get('last-modified')!;
    await whole.arrayBuffer();
    const partial = [etag, modified];
    const full = ['"stale"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT', 'not a date'];
    for (const ifRange of partial)
      expect((await part(mp4, 'bytes=0-9', { 'If-Range': ifRange })).res.status).toBe(206);
    for (const ifRange of full) {
      const { res, body } = await part(mp4, 'bytes=0-9', { 'If-Range': ifRange });
      expect(res.status, ifRange).toBe(200);
      expect(body.length).toBe(1000);
    }
  });

  it('cuts a part of a text file from its raw bytes, not a compressed copy', async () => {
    const { res, body } = await part('/assets/app-abc.js', 'bytes=0-11', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-range')).toBe(`bytes 0-11/${script.length}`);
    expect(body.toString()).toBe(script.slice(0, 12));
    // Whole and compressed, the copy has its own tag (a strong tag names one representation).
    const gz = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toMatch(/-gz"$/);
    await gz.text();
  });
});
