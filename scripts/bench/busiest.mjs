// Issue 39 §3: every game's busiest animation beside the bare Pixi wheel, at 1× and 4× CPU
// throttling, dirty regions on (the default), frames unpaced. The games are the folders under
// scenes/games (level 1 of a series is the folder's own route); what to press to start each one's
// busiest animation is the per-game table below, and a folder missing from it fails the bench.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { frameStats } from './browser-bench.mjs';
import { frameTimes } from './frame-times.mjs';

/** Presses `times` of each [name, times]; the default run is one press. */
const each = (...names) => names.map((n) => (Array.isArray(n) ? n : [n, 1]));

/**
 * Per game: `ready` (a button that shows when the scene is up), `setup` (presses made unthrottled
 * before, so that `press` starts the animation), `press` (starts it) and `ms` (how long it runs).
 * The busiest is the one that moves the most pixels: a completion (card, confetti, Pip cheering)
 * where one press reaches it, else the answer's own animation.
 */
const BUSIEST = {
  'asteroid-division': {
    ready: 'Mission 1',
    setup: each('Mission 1', 'Mission 2', 'Mission 3'),
    press: 'Mission 4',
    ms: 2000,
  },
  'backpack-train': {
    ready: 'Wagon 1',
    setup: each(...[1, 2, 3, 4, 5, 6, 7].map((w) => [`Wagon ${w}`, 3]), ['Wagon 8', 2]),
    press: 'Wagon 8',
    ms: 2000,
  },
  'castle-builder': {
    ready: 'Block 3',
    setup: each('Block 3', 'Block 6'),
    press: 'Build Foundation',
    ms: 2000,
  },
  'castle-complete': { ready: '12', setup: [], press: '12', ms: 2000 },
  'castle-towers': { ready: '12', setup: [], press: '12', ms: 2000 },
  'castle-walls': { ready: '24', setup: [], press: '24', ms: 2000 },
  'cosmic-multiplication': {
    ready: 'Station 1',
    setup: each('Station 1', 'Station 2', 'Station 3'),
    press: 'Station 4',
    ms: 2000,
  },
  'ferris-wheel-race': { ready: 'Spin the Wheel', setup: [], press: 'Spin the Wheel', ms: 3000 },
  'ice-cream-party': {
    ready: 'Child 1',
    setup: each(['Child 1', 3], ['Child 2', 3], ['Child 3', 3], ['Child 4', 2]),
    press: 'Child 4',
    ms: 2000,
  },
  'inverse-vault': { ready: '5', setup: [], press: '5', ms: 1200 },
  'secret-vault': { ready: '56', setup: [], press: '56', ms: 1200 },
  'soccer-teams': {
    ready: 'Team 1 slot',
    setup: each(['Team 1 slot', 6], ['Team 2 slot', 6], ['Team 3 slot', 5]),
    press: 'Team 3 slot',
    ms: 2000,
  },
  'space-station-division': {
    ready: 'Station 1',
    setup: each('Station 1', 'Station 2', 'Station 3'),
    press: 'Station 4',
    ms: 2000,
  },
  'star-treasure-hunt': {
    ready: 'Planet 1',
    setup: each('Planet 1', 'Planet 2', 'Planet 3'),
    press: 'Planet 4',
    ms: 2000,
  },
};

/** The game folders (each with a game.ts), each with its busiest animation; fails on a folder the table lacks. */
export function busiestGames(root, only) {
  const dir = join(root, 'scenes', 'games');
  const games = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'game.ts')))
    .map((d) => d.name)
    .sort();
  const missing = games.filter((g) => !BUSIEST[g]);
  if (missing.length)
    throw new Error(
      `scripts/bench/busiest.mjs: no busiest animation for ${missing.join(', ')}: add one to BUSIEST`,
    );
  return games.filter((g) => !only?.length || only.includes(g)).map((id) => ({ id, ...BUSIEST[id] }));
}

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Wheel window per turn: the wheel's frames cost the same all through its 3 s spin. */
const WHEEL_MS = 1500;

/**
 * For each rate, each game then the bare wheel (interleaved, so both meet the same machine load):
 * the game's route opens and is set up unthrottled, the throttle is set, its animation is timed.
 * `trials` rounds; frames of a game (and of the wheel) are pooled across rounds.
 */
export async function busiestFrames(page, cdp, { base, referenceUrl, games, rates, trials }) {
  const out = {};
  // Each game's spec round is what is timed: a game played once opens on a challenge round (issue 33),
  // so the device forgets its challenges before every page.
  if (process.env.SCENES_BENCH_INIT) await page.addInitScript(process.env.SCENES_BENCH_INIT);
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('mathpop.challenge.')) localStorage.removeItem(key);
  });
  // The app's service worker precaches the app once installed: let it finish before any timing,
  // or the first game measured shares the cores with it.
  await page.goto(`${base}/app/games/${games[0].id}`);
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 20_000))]),
  );
  await page.waitForTimeout(5000);
  for (const rate of rates) {
    const wheel = [];
    const runs = Object.fromEntries(
      games.map((g) => [
        g.id,
        { frames: [], ratios: [], said: '', drawn: 0, whole: 0, pixels: 0, passes: 0 },
      ]),
    );
    for (let trial = 0; trial < trials; trial++) {
      for (const g of trial % 2 ? [...games].reverse() : games) {
        console.error(`busiest ×${rate} trial ${trial + 1}/${trials}: ${g.id}`);
        await page.goto(`${base}/app/games/${g.id}`);
        await button(page, g.ready).first().waitFor({ timeout: 120_000 });
        for (const [name, times] of g.setup)
          for (let i = 0; i < times; i++)
            await button(page, name).dispatchEvent('click', undefined, { timeout: 60_000 });
        await button(page, g.press).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1500);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.waitForTimeout(300);
        const title = JSON.stringify(g.press);
        const counts = () => page.evaluate(() => ({ ...window.__PIXI_APP__.frameCounts }));
        const before = await counts();
        const m = await frameTimes(page, `document.querySelector('button[title=${title}]').click()`, g.ms);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // What the animation redrew (load-independent): drawn and whole frames, buffer pixels.
        const after = await counts();
        runs[g.id].drawn += after.whole + after.partial - before.whole - before.partial;
        runs[g.id].whole += after.whole - before.whole;
        runs[g.id].pixels += (after.pixels ?? 0) - (before.pixels ?? 0);
        runs[g.id].passes += (after.passes ?? 0) - (before.passes ?? 0);
        runs[g.id].frames.push(...m.frames);
        runs[g.id].said = (await page.getByTestId('announcer').textContent())?.trim().slice(-60) ?? '';
        await page.goto(referenceUrl);
        await page.waitForFunction(() => window.ready === true);
        await page.waitForTimeout(500);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.waitForTimeout(300);
        const beside = (await frameTimes(page, 'window.spin()', WHEEL_MS)).frames;
        wheel.push(...beside);
        // Against the wheel run just after it: the machine's load drifts over minutes.
        runs[g.id].ratios.push(frameStats(m.frames).p95 / frameStats(beside).p95);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    }
    const bare = frameStats(wheel);
    out[`x${rate}`] = {
      bareWheel: bare,
      games: Object.fromEntries(
        games.map((g) => {
          const s = frameStats(runs[g.id].frames);
          return [
            g.id,
            {
              ...s,
              p50VsBare: Math.round((s.median / bare.median) * 100) / 100,
              p95VsBare: Math.round((s.p95 / bare.p95) * 100) / 100,
              p95VsBeside:
                Math.round((runs[g.id].ratios.reduce((a, b) => a + b, 0) / runs[g.id].ratios.length) * 100) /
                100,
              said: runs[g.id].said,
              drawnFrames: runs[g.id].drawn,
              wholeFrames: runs[g.id].whole,
              mpxPerDrawn: Math.round((runs[g.id].pixels / Math.max(1, runs[g.id].drawn) / 1e6) * 100) / 100,
              passesPerDrawn: Math.round((runs[g.id].passes / Math.max(1, runs[g.id].drawn)) * 100) / 100,
            },
          ];
        }),
      ),
    };
  }
  return out;
}

/**
 * Prints one table: per game, p50 / p95 ms, p95 ÷ the pooled wheel's p95 and (in brackets) ÷ the
 * wheel run just after it, at each rate.
 */
export function printBusiest(r, rates) {
  const games = Object.keys(r[`x${rates[0]}`].games);
  const w = Math.max(22, ...games.map((g) => g.length));
  const head = `${rates.map((x) => `×${x} p50 / p95 ms   p95÷bare (beside)`.padEnd(36)).join('')}×${rates[0]} drawn (whole), Mpx, passes /drawn`;
  console.log(`\n${'busiest animation'.padEnd(w)}  ${head}`);
  const cell = (s, ratio, beside) => {
    const ok = ratio === undefined ? '' : `${ratio}× (${beside}×)${ratio <= 1 ? '' : ' NO'}`;
    return `${`${s.median} / ${s.p95}`.padEnd(17)}${ok}`.padEnd(36);
  };
  console.log(`${'bare Pixi wheel'.padEnd(w)}  ${rates.map((x) => cell(r[`x${x}`].bareWheel)).join('')}`);
  for (const g of games) {
    const cells = rates.map((x) => {
      const s = r[`x${x}`].games[g];
      return cell(s, s.p95VsBare, s.p95VsBeside);
    });
    const d = r[`x${rates[0]}`].games[g];
    console.log(
      `${g.padEnd(w)}  ${cells.join('')}${d.drawnFrames} (${d.wholeFrames}), ${d.mpxPerDrawn}, ${d.passesPerDrawn}`,
    );
  }
  console.log(
    `frames a game at ×${rates.at(-1)}: ${games.map((g) => r[`x${rates.at(-1)}`].games[g].frames).join(' ')}`,
  );
}
