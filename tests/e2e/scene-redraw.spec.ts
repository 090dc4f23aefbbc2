import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { mouseDrag, stagePoint } from './games-sharing-helpers';

// Scenes redraw only the region that changed (scenes/engine/dirtyRegion.ts). These tests play an
// animation and, after every frame the render loop draws, compare the canvas with a whole redraw of
// the same state: any change the tracker missed would leave stale pixels and fail here. (The whole
// redraw also leaves a correct buffer for the next frame, so each frame is checked on its own.)
test.describe.configure({ timeout: 240_000 });

// Whatever the build's default, these tests check the dirty-region path: switch it on for this
// browser (scenes/engine/redrawSwitch.ts; scene-redraw-off.spec.ts covers "off").
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mathpop.dirtyRegions', 'on'));
});

interface RedrawCheck {
  checked: number;
  mismatched: number;
  worstPixels: number;
  partial: number;
}

/**
 * Watches every frame the render loop draws until `stopWatching`: after each one (in the same task,
 * so no tween moves in between) it reads the canvas, redraws the whole stage and compares.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __PIXI_APP__?: unknown }).__PIXI_APP__);
  await page.evaluate(() => {
    type App = {
      render: () => void;
      renderer: {
        gl: WebGL2RenderingContext;
        runners: { postrender: { add: (h: object) => void; remove: (h: object) => void } };
      };
      frameCounts: { partial: number };
    };
    const app = (window as unknown as { __PIXI_APP__: App }).__PIXI_APP__;
    const gl = app.renderer.gl;
    const w = gl.drawingBufferWidth;
    const h = gl.drawingBufferHeight;
    const drawn = new Uint8Array(w * h * 4);
    const whole = new Uint8Array(w * h * 4);
    const result: RedrawCheck = { checked: 0, mismatched: 0, worstPixels: 0, partial: 0 };
    const partialBefore = app.frameCounts.partial;
    let ours = false;
    const compare = () => {
      gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, drawn);
      ours = true;
      app.render();
      ours = false;
      gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, whole);
      let differing = 0;
      for (let i = 0; i < drawn.length; i += 4) {
        if (
          Math.abs(drawn[i] - whole[i]) > 2 ||
          Math.abs(drawn[i + 1] - whole[i + 1]) > 2 ||
          Math.abs(drawn[i + 2] - whole[i + 2]) > 2 ||
          Math.abs(drawn[i + 3] - whole[i + 3]) > 2
        )
          differing += 1;
      }
      result.checked += 1;
      if (differing > 0) result.mismatched += 1;
      result.worstPixels = Math.max(result.worstPixels, differing);
    };
    const hook = {
      postrender: () => {
        if (!ours) queueMicrotask(compare);
      },
    };
    app.renderer.runners.postrender.add(hook);
    (window as unknown as { __stopWatching: () => RedrawCheck }).__stopWatching = () => {
      app.renderer.runners.postrender.remove(hook);
      result.partial = app.frameCounts.partial - partialBefore;
      return result;
    };
  });
}

async function stopWatching(page: Page): Promise<RedrawCheck> {
  return page.evaluate(() => (window as unknown as { __stopWatching: () => RedrawCheck }).__stopWatching());
}

/** Clicks the overlay button named `button` and checks every frame drawn during `ms`. */
async function checkFrames(page: Page, button: string, ms: number): Promise<RedrawCheck> {
  await watchFrames(page);
  await page.evaluate(
    (name) => (document.querySelector(`button[title="${name}"]`) as HTMLButtonElement).click(),
    button,
  );
  await page.waitForTimeout(ms);
  return stopWatching(page);
}

test('secret vault: every frame of a vault opening, partial redraws among them, matches a whole redraw', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/secret-vault');
  await expect(page.getByRole('button', { name: '56', exact: true })).toBeVisible({ timeout: 60_000 });
  const check = await checkFrames(page, '56', 1500);
  // Each check reads the canvas twice and redraws it: under load fewer frames fit in the window.
  expect(check.checked).toBeGreaterThanOrEqual(5);
  expect(check).toMatchObject({ mismatched: 0, worstPixels: 0 });
  expect(check.partial).toBeGreaterThan(0);
});

test('ferris wheel race: every frame of a spin matches a whole redraw', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/ferris-wheel-race');
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toBeVisible({ timeout: 60_000 });
  const check = await checkFrames(page, 'Spin the Wheel', 3300);
  expect(check.checked).toBeGreaterThanOrEqual(10);
  expect(check).toMatchObject({ mismatched: 0, worstPixels: 0 });
  expect(check.partial).toBeGreaterThan(0);
});

test('star treasure hunt: a planet tap and its star counter match a whole redraw', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  await expect(page.getByRole('button', { name: 'Planet 2' })).toBeVisible({ timeout: 60_000 });
  const check = await checkFrames(page, 'Planet 2', 1200);
  expect(check.checked).toBeGreaterThanOrEqual(2);
  expect(check).toMatchObject({ mismatched: 0, worstPixels: 0 });
});

test('ice cream party: a mouse drag of a scoop matches a whole redraw in every frame', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/ice-cream-party');
  await expect(page.getByRole('button', { name: 'Auto Distribute' })).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await watchFrames(page);
  await mouseDrag(page, await stagePoint(page, 'pool-scoop'), await stagePoint(page, 'seat-2'));
  await page.waitForTimeout(800);
  const check = await stopWatching(page);
  expect(check.checked).toBeGreaterThanOrEqual(2);
  expect(check).toMatchObject({ mismatched: 0, worstPixels: 0 });
});

test('ferris wheel race: after a lost and restored WebGL context mid-spin, the canvas matches a whole redraw', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/ferris-wheel-race');
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() =>
    (document.querySelector('button[title="Spin the Wheel"]') as HTMLButtonElement).click(),
  );
  await page.waitForTimeout(400);
  await page.evaluate(async () => {
    type App = { renderer: { gl: WebGL2RenderingContext } };
    const gl = (window as unknown as { __PIXI_APP__: App }).__PIXI_APP__.renderer.gl;
    const lose = gl.getExtension('WEBGL_lose_context');
    lose?.loseContext();
    await new Promise((r) => setTimeout(r, 300));
    lose?.restoreContext();
  });
  await page.waitForTimeout(600);
  await watchFrames(page);
  await page.waitForTimeout(800);
  const check = await stopWatching(page);
  expect(check.checked).toBeGreaterThanOrEqual(2);
  expect(check).toMatchObject({ mismatched: 0, worstPixels: 0 });
});
