// Sharing games bench (issue 7): gzip JS of a cold load of each sharing route (shell + engine +
// scene), what each family adds after another game is open, and rAF frame times during the two
// busiest moments: Backpack Train's Auto Distribute (a step every 200 ms) and a pointer drag of an
// ice cream scoop. Run through `npm run bench` (which builds first) or directly after
// `npm run build`: node scripts/bench/sharing.bench.mjs
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { frameStats, kb, recordJs, startAppServer } from './browser-bench.mjs';
import { signedInPages } from './session.mjs';

const FAMILIES = {
  'ice-cream-party': ['ice-cream-party', 'ice-cream-party-2', 'ice-cream-party-3', 'ice-cream-party-4'],
  'soccer-teams': ['soccer-teams', 'soccer-teams-2', 'soccer-teams-3', 'soccer-teams-4'],
  'inverse-vault': ['inverse-vault'],
  'backpack-train': ['backpack-train', 'backpack-train-2', 'backpack-train-3', 'backpack-train-4'],
};
const FIRST_BUTTON = {
  'ice-cream-party': 'Child 1',
  'soccer-teams': 'Team 1 slot',
  'inverse-vault': '5',
  'backpack-train': 'Wagon 1',
};
const PORT = Number(process.env.SHARING_BENCH_PORT ?? 18795);
const BASE = `http://127.0.0.1:${PORT}`;
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ready = (page, family) =>
  page.getByRole('button', { name: FIRST_BUTTON[family], exact: true }).waitFor({ timeout: 120_000 });

async function sizes(browser) {
  const cold = {};
  for (const [family, routes] of Object.entries(FAMILIES)) {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const total = recordJs(page).total;
      await page.goto(`${BASE}/app/games/${route}`);
      await ready(page, family);
      await page.waitForTimeout(300);
      cold[route] = kb(total());
      await page.close();
    }
  }
  // What a family adds once the engine is loaded: open star-treasure-hunt, then navigate client-side.
  const added = {};
  for (const [family, routes] of Object.entries(FAMILIES)) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const total = recordJs(page).total;
    await page.goto(`${BASE}/app/games/star-treasure-hunt`);
    await page.getByRole('button', { name: 'Planet 1', exact: true }).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(300);
    const before = total();
    await page.evaluate((p) => {
      history.pushState({}, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/app/games/${routes[0]}`);
    await ready(page, family);
    await page.waitForTimeout(300);
    added[family] = kb(total() - before);
    await page.close();
  }
  return { coldRouteKB: cold, familyAddsKB: added };
}

/** rAF frame deltas for `ms` while `act` runs in the test. */
async function framesDuring(page, ms, act) {
  await page.evaluate(() => {
    window.__deltas = [];
    let last = performance.now();
    const f = (t) => {
      window.__deltas.push(t - last);
      last = t;
      if (!window.__stopFrames) requestAnimationFrame(f);
    };
    window.__stopFrames = false;
    requestAnimationFrame(f);
  });
  const t0 = Date.now();
  await act();
  const left = ms - (Date.now() - t0);
  if (left > 0) await page.waitForTimeout(left);
  const deltas = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__deltas.slice(1);
  });
  return frameStats(deltas);
}

async function frames(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE}/app/games/backpack-train-4`);
  await ready(page, 'backpack-train');
  await page.waitForTimeout(1000);
  // 56 / 7 = 8 steps of 200 ms, done 500 ms later: 2.1 s of loading.
  const autoDistribute = await framesDuring(page, 2500, () =>
    page.getByRole('button', { name: 'Auto Distribute', exact: true }).dispatchEvent('click'),
  );
  await page.goto(`${BASE}/app/games/ice-cream-party-4`);
  await ready(page, 'ice-cream-party');
  await page.waitForTimeout(1000);
  const point = (label) =>
    page.evaluate((name) => {
      const app = globalThis.__PIXI_APP__;
      const find = (n) => (n.label === name ? n : ((n.children ?? []).map(find).find(Boolean) ?? null));
      const p = find(app.stage).getGlobalPosition();
      const r = app.canvas.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    }, label);
  const from = await point('pool-scoop');
  const to = await point('seat-4');
  const scoopDrag = await framesDuring(page, 1500, async () => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 20 });
    await page.mouse.up();
  });
  await page.close();
  return { autoDistribute, scoopDrag };
}

export default async function run({ root }) {
  const server = await startAppServer(root, PORT, 'sharing');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const pages = signedInPages(browser, BASE);
    const results = { ...(await sizes(pages)), framesMs: await frames(pages) };
    console.log(JSON.stringify(results, null, 2));
    return results;
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await run({ root: join(fileURLToPath(new URL('.', import.meta.url)), '..', '..') });
}
