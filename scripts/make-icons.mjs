// Renders the installed app's icons (web manifest, iOS home screen) from Pip, the mascot
// (assets/mascot/pip-happy.svg), on MathPop's soft violet, with Debian's Chromium.
// Run: node scripts/make-icons.mjs  (the PNGs in public/icons/ are committed; re-run only to change them).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'icons');
const pip = readFileSync(join(root, 'assets', 'mascot', 'pip-happy.svg'), 'utf8');

/**
 * One icon: `size` pixels square, Pip filling `scale` of it. "any" icons are a rounded violet tile;
 * maskable ones fill the square and keep Pip inside the 80 % safe zone (the OS cuts its own shape).
 */
const icons = [
  { file: 'icon-192.png', size: 192, scale: 0.86, round: true },
  { file: 'icon-512.png', size: 512, scale: 0.86, round: true },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.62, round: false },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.8, round: false },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, scale, round } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const art = Math.round(size * scale);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
      <div style="width:${size}px;height:${size}px;display:grid;place-items:center;
        background:radial-gradient(circle at 50% 38%, #ece7ff 0%, #c9bcff 70%, #a996f5 100%);
        border-radius:${round ? Math.round(size * 0.22) : 0}px">
        <div style="width:${art}px;height:${art}px">${pip.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div>
      </div></body></html>`);
    await page.screenshot({ path: join(out, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
