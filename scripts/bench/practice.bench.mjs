// Practice bench (issue 16): the JS a cold /app/practice downloads (gzip), split into what the
// dashboard already loaded and what the practice route adds, and the time from opening the route to
// the first warm-up prompt; beside it the cold JS of a game route for the same signed-in family
// (issue 25: practice ≤ the game route, both ≤ 350 KB), and every game route's cold JS (issue 33). Run through `npm run bench practice` (which builds first) or directly
// after `npm run build`: node scripts/bench/practice.bench.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { kb, recordJs, startAppServer } from './browser-bench.mjs';
import { measureGameRoutes } from './game-routes.mjs';
import { signUp } from './session.mjs';

const PORT = Number(process.env.PRACTICE_BENCH_PORT ?? 18557);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = 'sb_publishable_mathpop_local_2f7c1d9e4b';

/** A signed-in context whose user has one child profile (practice needs a student). */
async function contextWithStudent(browser) {
  const session = await signUp(BASE);
  const res = await fetch(`${BASE}/rest/v1/student_profiles`, {
    method: 'POST',
    headers: {
      apikey: KEY,
      Authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ user_id: session.user.id, student_name: 'Mia', student_grade: '3rd grade' }),
  });
  if (!res.ok) throw new Error(`bench student failed: ${res.status} ${await res.text()}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([k, v]) => localStorage.setItem(k, v),
    ['sb-127-auth-token', JSON.stringify(session)],
  );
  return context;
}

/** Waits for the first warm-up prompt in the live region. */
const firstPrompt = (page) =>
  page
    .getByTestId('announcer')
    .getByText(/Warm-up 1 of 3/)
    .first()
    .waitFor({ timeout: 60_000 });

export default async function run({ root }) {
  const server = await startAppServer(root, PORT, 'practice');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const cold = await (await contextWithStudent(browser)).newPage();
    const coldJs = recordJs(cold);
    const t0 = Date.now();
    await cold.goto(`${BASE}/app/practice`);
    await firstPrompt(cold);
    const coldMs = Date.now() - t0;
    await cold.waitForTimeout(500);

    // The same family opening a game route cold (star-treasure-hunt, the scenes bench's first game).
    const game = await (await contextWithStudent(browser)).newPage();
    const gameJs = recordJs(game);
    await game.goto(`${BASE}/app/games/star-treasure-hunt`);
    await game.getByRole('button', { name: 'Planet 1' }).waitFor({ timeout: 60_000 });
    await game.waitForTimeout(500);

    const warm = await (await contextWithStudent(browser)).newPage();
    const warmJs = recordJs(warm);
    await warm.goto(`${BASE}/app`);
    await warm.getByRole('link', { name: /Today's practice/ }).waitFor();
    await warm.waitForLoadState('networkidle');
    const dashboard = warmJs.total();
    await warm.getByRole('link', { name: /Today's practice/ }).click();
    await firstPrompt(warm);
    await warm.waitForTimeout(500);
    const figures = {
      coldPracticeRouteKB: kb(coldJs.total()),
      coldPracticeFiles: coldJs.count(),
      fromDashboardAddsKB: kb(warmJs.total() - dashboard),
      coldToFirstPromptMs: coldMs,
      coldGameRouteKB: kb(gameJs.total()),
    };
    console.table(figures);
    if (process.env.PRACTICE_BENCH_FILES) {
      // What one route downloads and the other does not (PRACTICE_BENCH_FILES=1).
      const [p, g] = [coldJs.files(), gameJs.files()];
      const only = (a, b) =>
        [...a]
          .filter(([f]) => !b.has(f))
          .sort((x, y) => y[1] - x[1])
          .map(([f, n]) => `${kb(n)} ${f}`);
      console.log(`practice only:\n  ${only(p, g).join('\n  ')}\ngame only:\n  ${only(g, p).join('\n  ')}`);
    }
    const practiceKB = figures.coldPracticeRouteKB;
    const gameKB = figures.coldGameRouteKB;
    console.log(
      `cold JS gzip: practice ${practiceKB} KB vs game ${gameKB} KB` +
        ` (practice ≤ game: ${practiceKB <= gameKB ? 'yes' : 'NO'}; both ≤ 350 KB: ${Math.max(practiceKB, gameKB) <= 350 ? 'yes' : 'NO'})`,
    );
    figures.gameRoutesKB = await measureGameRoutes({
      root,
      base: BASE,
      newContext: () => contextWithStudent(browser),
    });
    return figures;
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await run({ root: fileURLToPath(new URL('../..', import.meta.url)) });
}
