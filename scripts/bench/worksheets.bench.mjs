// Worksheets bench (issue 37): "This week's sheet" in the built app, headless Chromium, embedded
// server. A teacher with 25 children (each with 40 practice answers) taps "Print the class pack" on
// the Performance page, then "Print <child>'s sheet" on one child's page; timed from the tap to the
// download (plans read, sheets stored, PDF drawn in a worker), 3 runs each, with the PDF's size, the
// longest main-thread task meanwhile (the drawing is off the main thread) and the JS the builder
// loads on the first tap (no route carries it). Targets: pack ≤ 5 s, one child ≤ 1 s, PDF ≤ 2 MB.
// Run through `npm run bench worksheets` (which builds first) or directly after `npm run build`.
import { stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { kb, recordJs, startAppServer } from './browser-bench.mjs';
import { signUp } from './session.mjs';

const PORT = Number(process.env.WORKSHEETS_BENCH_PORT ?? 18561);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = 'sb_publishable_mathpop_local_2f7c1d9e4b';
const RUNS = 3;
const TARGETS = { packMs: 5000, oneMs: 1000, pdfBytes: 2_000_000 };

/** A REST call as the signed-in teacher. */
async function rest(session, method, path, body) {
  const res = await fetch(`${BASE}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: KEY,
      Authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A teacher with 25 children, each with 40 answers over ×2..×5 two days ago. */
async function seededTeacher() {
  const session = await signUp(BASE);
  await rest(session, 'PATCH', `profiles?user_id=eq.${session.user.id}`, { subscription_plan: 'teachers' });
  const kids = await rest(session, 'POST', 'rpc/add_students', {
    p_students: Array.from({ length: 25 }, (_, i) => ({ name: `Child${i + 1} Bench` })),
  });
  const at = Date.now() - 2 * 86_400_000;
  const rows = kids.flatMap((kid, k) =>
    Array.from({ length: 40 }, (_, i) => {
      const a = 2 + ((i + k) % 4);
      const b = 1 + ((i * 7 + k) % 10);
      const right = (i + k) % 5 !== 0;
      return {
        client_id: crypto.randomUUID(),
        student_profile_id: kid.id,
        op: 'mul',
        a,
        b,
        answer: right ? a * b : a * b + 1,
        correct: right,
        ms: 1200 + ((i * 137) % 4000),
        source: 'practice',
        at: new Date(at + (k * 40 + i) * 4000).toISOString(),
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 500)
    await rest(session, 'POST', 'fact_attempts', rows.slice(i, i + 500));
  return { session, kids };
}

/** Taps `name` and waits for the download: ms, bytes, and the longest main-thread task meanwhile. */
async function timedPrint(page, name) {
  await page.evaluate(() => {
    performance.clearMeasures();
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const t0 = Date.now();
  await page.getByRole('button', { name }).click();
  const file = await download;
  const ms = Date.now() - t0;
  const { size } = await stat(await file.path());
  const longest = await page.evaluate(() => Math.round(window.__longest));
  // The app's own measures (makeSheets): reading the plans, storing the sheets, drawing the PDF.
  const split = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('mathpop:sheets-'))
        .map((m) => [m.name.slice('mathpop:sheets-'.length), Math.round(m.duration)]),
    ),
  );
  return { ms, bytes: size, longest, split };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function run({ root }) {
  const server = await startAppServer(root, PORT, 'worksheets');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const { session, kids } = await seededTeacher();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    await context.addInitScript(
      ([k, v]) => localStorage.setItem(k, v),
      ['sb-127-auth-token', JSON.stringify(session)],
    );
    const page = await context.newPage();
    const js = recordJs(page);
    await page.goto(`${BASE}/app/performance`);
    const pack = page.getByRole('button', { name: 'Print the class pack' });
    await pack.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const before = js.total();
    const packs = [];
    for (let i = 0; i < RUNS; i++) packs.push(await timedPrint(page, 'Print the class pack'));
    const builderKB = kb(js.total() - before);

    const first = kids[0].student_name.split(' ')[0];
    await page.goto(`${BASE}/app/performance?student=${kids[0].id}`);
    await page.getByRole('button', { name: `Print ${first}'s sheet` }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const ones = [];
    for (let i = 0; i < RUNS; i++) ones.push(await timedPrint(page, `Print ${first}'s sheet`));

    const figures = {
      packMedianMs: median(packs.map((p) => p.ms)),
      packMinMs: Math.min(...packs.map((p) => p.ms)),
      packKB: kb(packs[0].bytes),
      packPlanMs: median(packs.map((p) => p.split.plan ?? 0)),
      packStoreMs: median(packs.map((p) => p.split.store ?? 0)),
      packDrawMs: median(packs.map((p) => p.split.draw ?? 0)),
      packLongestMainTaskMs: Math.max(...packs.map((p) => p.longest)),
      oneMedianMs: median(ones.map((p) => p.ms)),
      oneMinMs: Math.min(...ones.map((p) => p.ms)),
      oneKB: kb(ones[0].bytes),
      onePlanMs: median(ones.map((p) => p.split.plan ?? 0)),
      oneStoreMs: median(ones.map((p) => p.split.store ?? 0)),
      oneDrawMs: median(ones.map((p) => p.split.draw ?? 0)),
      builderLoadedOnTapKB: builderKB,
      load1: Number(loadavg()[0].toFixed(2)),
    };
    console.table(figures);
    const ok = (v, t) => (v <= t ? 'yes' : 'NO');
    console.log(
      `targets: pack ≤ 5 s ${ok(figures.packMedianMs, TARGETS.packMs)}, one child ≤ 1 s ${ok(figures.oneMedianMs, TARGETS.oneMs)}, PDF ≤ 2 MB ${ok(packs[0].bytes, TARGETS.pdfBytes)}`,
    );
    return figures;
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await run({ root: fileURLToPath(new URL('../..', import.meta.url)) });
}
