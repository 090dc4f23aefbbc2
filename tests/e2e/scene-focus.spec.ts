import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { expectSaid, TIMED } from './games-sharing-helpers';
import { lessonConfig, waitForLesson } from './lessons-helpers';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/work/shots/f-games';

/** Presses a scene button from the keyboard: focus it, then Enter (as a keyboard user does). */
async function enter(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** The name of the focused element's button (Pixi overlay buttons carry it as their title). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? (el.getAttribute('title') ?? el.textContent ?? el.tagName) : 'BODY';
  });

/** The mean RGB of a page rectangle (CSS px). */
async function mean(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, c.width, c.height).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < px.length; i += 4) for (let k = 0; k < 3; k++) sum[k] += px[i + k];
    return sum.map((v) => Math.round(v / (px.length / 4)));
  }, png.toString('base64'));
}

/** The focus ring around a focused scene button: a white ring next to it and a dark ring outside. */
async function expectTwoToneRing(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no ${name}`);
  const strip = (offset: number) => ({
    x: box.x + box.width * 0.3,
    y: box.y - offset,
    width: box.width * 0.4,
    height: 1,
  });
  const white = await mean(page, strip(2));
  const dark = await mean(page, strip(5));
  expect(Math.min(...white)).toBeGreaterThan(235);
  expect(Math.max(...dark)).toBeLessThan(90); // #1e1b4b
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('castle: focus stays in the scene after a right answer, and lands on Next Game', async ({ page }) => {
  await page.goto('/app/games/castle-towers');
  await expectSaid(page, 'Tower 1: 4 × 3 = ?');
  await enter(page, '12');
  await expectSaid(page, 'Tower 1 built! 4 × 3 = 12');
  // Tower 2's keys replace Tower 1's: focus moves to the same-named key, not <body>.
  await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('12');
  await expectTwoToneRing(page, '12');
  await page.screenshot({ path: `${SHOTS}/focus-ring-light-1280.png` });
  await enter(page, '10');
  await expectSaid(page, 'Tower 2 built!');
  await expect.poll(() => focusedName(page), { timeout: 10_000 }).not.toBe('BODY');
  await enter(page, '12');
  await expectSaid(page, 'Tower 3 built!');
  await enter(page, '12');
  await expectSaid(page, 'Tower 4 built!');
  // No key is left while the last tower rises; the card's button takes the focus when it comes.
  await expect.poll(() => focusedName(page), { timeout: 30_000 }).toBe('Next Game');
});

test('secret vault: after a right key focus waits for the next vault and returns to its keys', async ({
  page,
}) => {
  await page.goto('/app/games/secret-vault');
  await expectSaid(page, 'What is 7 × 8?');
  await enter(page, '56');
  await expectSaid(page, 'What is 6 × 9?', TIMED);
  await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('56');
  await expectTwoToneRing(page, '56');
  await page.screenshot({ path: `${SHOTS}/focus-ring-dark-1280.png` });
});

test('lesson: after CHECK focus is on CONTINUE', async ({ page }) => {
  const id = 'multiplication1';
  await page.goto(`/app/lesson/${id}`);
  await waitForLesson(page, id);
  await enter(page, String(lessonConfig(id).correctAnswer));
  await enter(page, 'CHECK');
  await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('CONTINUE');
});

test('a block is named by its value; a child says its scoops after its name', async ({ page }) => {
  await page.goto('/app/games/castle-builder');
  await expect(page.getByRole('button', { name: 'Block 4', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Block / })).toHaveCount(6);
  await page.goto('/app/games/ice-cream-party');
  const child = page.getByRole('button', { name: 'Child 2', exact: true });
  await expect(child).toHaveAccessibleDescription(/^\w+, 0 scoops$/);
  await child.dispatchEvent('click');
  await expect(child).toHaveAccessibleDescription(/^\w+, 1 scoop$/);
  await page.goto('/app/games/backpack-train');
  await page.getByRole('button', { name: 'Wagon 2', exact: true }).dispatchEvent('click');
  await expect(page.getByRole('button', { name: 'Wagon 2', exact: true })).toHaveAccessibleDescription(
    '1 backpack',
  );
});
