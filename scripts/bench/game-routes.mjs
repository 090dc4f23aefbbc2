// Every game route's cold JS (issue 33: "no game route grows by more than 8 KB"), measured by the
// practice bench: each route opened in a fresh signed-in context (empty cache) until its scene has
// spoken or drawn its first button. With bench/game-routes.before.json (the same figures from the
// commit before a change, written by GAME_ROUTES_BEFORE=1), each route's growth is printed and
// checked against the limit.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, recordJs } from './browser-bench.mjs';

/** The most a game route may grow (KB gzip). */
export const ROUTE_GROWTH_LIMIT_KB = 8;

/** Opens each game route of the build cold; returns { route: KB }. */
export async function measureGameRoutes({ root, base, newContext }) {
  const table = JSON.parse(readFileSync(join(root, 'dist', 'route-table.json'), 'utf8'));
  const sizes = {};
  for (const route of table.params.game) {
    const context = await newContext();
    const page = await context.newPage();
    const js = recordJs(page);
    await page.goto(`${base}/app/games/${route}`);
    // The scene is up when the live region says its first words (every game opens with a prompt).
    await page.getByTestId('announcer').locator('p').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(400);
    sizes[route] = kb(js.total());
    await context.close();
  }
  const beforeFile = join(root, 'bench', 'game-routes.before.json');
  if (process.env.GAME_ROUTES_BEFORE) mkdirSync(join(root, 'bench'), { recursive: true });
  if (process.env.GAME_ROUTES_BEFORE) writeFileSync(beforeFile, `${JSON.stringify(sizes, null, 2)}\n`);
  const before = existsSync(beforeFile) ? JSON.parse(readFileSync(beforeFile, 'utf8')) : null;
  const rows = Object.entries(sizes).map(([route, now]) => {
    const was = before?.[route];
    return {
      route,
      KB: now,
      before: was ?? '–',
      growth: was === undefined ? '–' : Math.round((now - was) * 10) / 10,
    };
  });
  console.table(rows);
  if (before) {
    const worst = rows.reduce((m, r) => (typeof r.growth === 'number' && r.growth > m.growth ? r : m), {
      growth: -Infinity,
    });
    console.log(
      `largest game route growth: ${worst.growth} KB (${worst.route}); limit ${ROUTE_GROWTH_LIMIT_KB} KB: ${worst.growth <= ROUTE_GROWTH_LIMIT_KB ? 'met' : 'MISSED'}`,
    );
  }
  return sizes;
}
