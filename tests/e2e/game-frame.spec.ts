import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { allowDocument404 } from '../support/http-errors';

// WebGL here is software-rendered on 2 shared cores: every click waits for real frames.
test.describe.configure({ timeout: 240_000 });

test('the prompt is said in en-US at 0.8/1.1 and Read aloud repeats it; How to Play; Back goes to the games tab', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  const said = {
    text: 'Tap a planet to collect its 5 stars!',
    lang: 'en-US',
    rate: expect.closeTo(0.8, 5),
    pitch: expect.closeTo(1.1, 5),
  };
  const spoken = () => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);
  await expect.poll(spoken).toEqual([said]);
  await page.getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(spoken).toEqual([said, said]);
  await page.getByRole('button', { name: 'How to Play' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toContainText(
    'Each planet gives you 5 stars.',
  );
  await page.getByRole('button', { name: 'Got it!' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\?tab=games$/);
});

test('the sound toggle is remembered across visits', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown game id shows the 404 page', async ({ page, consoleErrors }) => {
  await signIn(page);
  expect((await page.goto('/app/games/no-such-game'))?.status()).toBe(404);
  await allowDocument404(consoleErrors);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('one WebGL canvas at a time, and the live region starts empty on each game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  await page.getByRole('button', { name: 'Planet 1' }).click();
  await expect(page.getByTestId('announcer')).toContainText('1 × 5 = 5 stars');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.goto('/app/games/star-treasure-hunt');
  await expect(page.getByRole('button', { name: 'Planet 1' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('announcer')).not.toContainText('1 × 5 = 5 stars');
});

test('each accessible button sits over the Pixi object it names, on desktop and phone', async ({ page }) => {
  await signIn(page);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/app/games/star-treasure-hunt');
    const button = page.getByRole('button', { name: 'Planet 2' });
    await expect(button).toBeAttached();
    // Where Pixi draws "Planet 2"'s tap area, in page pixels: canvas origin + its world transform.
    const offset = async () => {
      const drawn = await page.evaluate(() => {
        type Rect = { x: number; y: number };
        type Node = {
          accessibleTitle?: string;
          children?: Node[];
          hitArea?: Rect | null;
          worldTransform: { a: number; d: number; tx: number; ty: number };
          getBounds(): Rect;
        };
        const app = (globalThis as unknown as { __PIXI_APP__: { stage: Node; canvas: HTMLCanvasElement } })
          .__PIXI_APP__;
        const find = (n: Node): Node | undefined =>
          n.accessibleTitle === 'Planet 2' ? n : n.children?.map(find).find(Boolean);
        const target = find(app.stage);
        if (!target) return null;
        const canvas = app.canvas.getBoundingClientRect();
        const wt = target.worldTransform;
        const local = target.hitArea
          ? { x: wt.tx + target.hitArea.x * wt.a, y: wt.ty + target.hitArea.y * wt.d }
          : target.getBounds();
        return { x: canvas.left + local.x, y: canvas.top + local.y };
      });
      const box = await button.boundingBox();
      if (!drawn || !box) return Number.POSITIVE_INFINITY;
      return Math.max(Math.abs(box.x - drawn.x), Math.abs(box.y - drawn.y));
    };
    // Planets glide in when the scene starts: wait for the stage to settle, then they must agree.
    await expect.poll(offset, { timeout: 15_000 }).toBeLessThan(3);
  }
});
