// `npm run shots [images|video]`: plays the real scenes (a game, a lesson, practice) in Debian's
// Chromium against the built app on a throw-away database and regenerates the sales pages' pictures:
// WebP stills in several widths and the /vsl gameplay video with its poster and English and
// Brazilian Portuguese captions, played in English (src/assets/shots/, src/assets/video/) and in
// Brazilian Portuguese (the pt-BR/ folder of each). Both are committed. Builds first
// unless SHOTS_SKIP_BUILD=1.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startAppServer } from './bench/browser-bench.mjs';
import { webvtt } from './shots/captions.mjs';
import { recordVideo, webpWidths } from './shots/encode.mjs';
import { familyContext, nameIn, steps } from './shots/play.mjs';

const root = process.cwd();
const what = process.argv[2] ?? 'all';
const SHOTS = join(root, 'src/assets/shots');
const VIDEO = join(root, 'src/assets/video');
/** Widths of the stills: the hero's column is up to 480 CSS px wide, the gallery's cards 300. */
const WIDTHS = { hero: [480, 720, 960], default: [400, 640] };
const VIDEO_SIZE = { width: 960, height: 600, bitsPerSecond: 360_000 };
const POSTER_WIDTH = 480;

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (process.env.SHOTS_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startAppServer(root, port, 'shots');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--mute-audio'],
});
const written = [];
const write = (file, data) => {
  writeFileSync(file, data);
  written.push(`${file.slice(root.length + 1)} ${(data.length / 1024).toFixed(1)} KB`);
};
/**
 * Plays every step in `lang` (a browser context in that language: the app follows it), writing the
 * stills to `shotsDir` and, when `videoDir` is given, the gameplay video, its poster and captions there.
 */
async function playAll(lang, shotsDir, videoDir) {
  const video = Boolean(videoDir);
  const images = what !== 'video';
  const context = await familyContext(browser, base, {
    viewport: { width: 1280, height: 800 },
    locale: lang,
  });
  const page = await context.newPage();
  const tools = await browser.newPage();
  const cdp = await context.newCDPSession(page);
  /** Screencast frames kept for the video, on a timeline without the loading in between. */
  const frames = [];
  const cues = [];
  let recording = false;
  let offset = 0; // seconds of wall time cut out so far (loading screens)
  let pausedAt = 0;
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    if (recording) frames.push({ data: Buffer.from(data, 'base64'), time: metadata.timestamp - offset });
  });
  const now = () => Date.now() / 1000;
  const record = async (on) => {
    if (on === recording) return;
    if (on) {
      offset += pausedAt ? now() - pausedAt : 0;
      recording = true;
      // A fresh frame at once, so the segment starts with the scene as it stands.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    } else {
      recording = false;
      pausedAt = now();
      const last = frames.at(-1);
      if (last) frames.push({ data: last.data, time: pausedAt - offset });
    }
  };
  if (video)
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 85, maxWidth: 1280, maxHeight: 800 });
  mkdirSync(shotsDir, { recursive: true });
  if (video) mkdirSync(videoDir, { recursive: true });
  for (const step of steps) {
    if (step.path) {
      await record(false);
      await page.goto(base + step.path);
      await page
        .getByRole('button', { name: nameIn(lang, step.ready), exact: true })
        .first()
        .waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      if (step === steps[0] && video) {
        // Small: it is inlined into /vsl's HTML so it paints with the first frame (see VideoArea.tsx).
        const poster = await webpWidths(tools, await page.screenshot(), [POSTER_WIDTH], 0.6);
        write(join(videoDir, 'gameplay-poster.webp'), poster[POSTER_WIDTH]);
      }
    }
    await record(video);
    const start = now() - offset;
    await step.play(page, lang);
    if (step.shot && images) {
      const widths = WIDTHS[step.shot] ?? WIDTHS.default;
      const files = await webpWidths(tools, await page.screenshot(), widths);
      for (const w of widths) write(join(shotsDir, `${step.shot}-${w}.webp`), files[w]);
    }
    if (step.after && video) await step.after(page, lang);
    cues.push({ key: step.caption, start, end: now() - offset });
  }
  await record(false);
  if (video) {
    await cdp.send('Page.stopScreencast');
    const t0 = frames[0].time;
    const { webm, mp4 } = await recordVideo(tools, frames, VIDEO_SIZE);
    write(join(videoDir, 'gameplay.webm'), webm);
    write(join(videoDir, 'gameplay.mp4'), mp4);
    const timed = cues.map((c) => ({ ...c, start: c.start - t0, end: c.end - t0 }));
    for (const caption of ['en', 'pt-BR'])
      write(join(videoDir, `gameplay.${caption}.vtt`), webvtt(timed, caption));
    console.log(`video: ${(frames.at(-1).time - t0).toFixed(1)} s from ${frames.length} frames`);
  }
  await context.close();
  await tools.close();
}

try {
  // Once in English and once in Portuguese: the stills and the video (with captions in both
  // languages) the sales pages in that language show (shotSources.ts and VideoArea.tsx pick them
  // from the folder src/components/sales/mediaFolder.ts names).
  const video = what !== 'images';
  await playAll('en', SHOTS, video && VIDEO);
  await playAll('pt-BR', join(SHOTS, 'pt-BR'), video && join(VIDEO, 'pt-BR'));
} finally {
  await browser.close();
  server.kill();
}
console.log(written.join('\n'));
