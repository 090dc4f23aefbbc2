// Helpers shared by the browser benches (scenes, sharing): the app server on a throw-away database,
// JS byte counting and frame-time statistics.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes → KB with one decimal. */
export const kb = (n) => Math.round((n / 1024) * 10) / 10;

/** Median, p95 and longest of a list of frame deltas (ms, one decimal). */
export function frameStats(deltas) {
  const s = [...deltas].sort((a, b) => a - b);
  if (!s.length) return { frames: 0, median: 0, p95: 0, longest: 0 };
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return {
    frames: s.length,
    median: Math.round(at(0.5) * 10) / 10,
    p95: Math.round(at(0.95) * 10) / 10,
    longest: Math.round(s[s.length - 1]),
  };
}

/** Starts the built app + embedded back end on `port` with a fresh data folder; resolves when it answers. */
export async function startAppServer(root, port, label) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `${label}-bench-`)),
      MATHPOP_TEST_MODE: '1',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Records the gzip size of every distinct JS file the page fetches from now on. */
export function recordJs(page) {
  const seen = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') || seen.has(url)) return;
    seen.set(url, 0);
    try {
      seen.set(url, gzipSync(await res.body()).length);
    } catch {}
  });
  return {
    total: () => [...seen.values()].reduce((a, b) => a + b, 0),
    count: () => seen.size,
    /** Each file's gzip bytes, by path. */
    files: () => new Map([...seen].map(([url, bytes]) => [new URL(url).pathname, bytes])),
  };
}
