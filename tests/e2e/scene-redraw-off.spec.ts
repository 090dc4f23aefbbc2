import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// The dirty-region switch (scenes/engine/redrawSwitch.ts) turned off for this browser through its
// localStorage override: every frame of an animation is drawn whole, on a buffer that is not
// preserved. (scene-redraw.spec.ts covers the "on" path frame by frame.)
test.describe.configure({ timeout: 120_000 });

interface Drawn {
  dirtyRegions: boolean;
  whole: number;
  partial: number;
  preserved: boolean | undefined;
}

test('with dirty regions off, a vault opening draws only whole frames', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mathpop.dirtyRegions', 'off'));
  await signIn(page);
  await page.goto('/app/games/secret-vault');
  await expect(page.getByRole('button', { name: '56', exact: true })).toBeVisible({ timeout: 60_000 });
  const read = () =>
    page.evaluate((): Drawn => {
      type App = {
        frameCounts: { dirtyRegions: boolean; whole: number; partial: number };
        renderer: { gl: WebGL2RenderingContext };
      };
      const app = (window as unknown as { __PIXI_APP__: App }).__PIXI_APP__;
      const { dirtyRegions, whole, partial } = app.frameCounts;
      return {
        dirtyRegions,
        whole,
        partial,
        preserved: app.renderer.gl.getContextAttributes()?.preserveDrawingBuffer,
      };
    });
  const before = await read();
  await page.getByRole('button', { name: '56', exact: true }).click();
  await page.waitForTimeout(1500);
  const after = await read();
  expect(after).toMatchObject({ dirtyRegions: false, partial: 0, preserved: false });
  // The opening animates for 1.2 s: many frames, all whole (software WebGL draws at least a few).
  expect(after.whole - before.whole).toBeGreaterThanOrEqual(5);
});
