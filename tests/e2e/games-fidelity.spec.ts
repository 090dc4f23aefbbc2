import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { announcer, expectSaid, press, stageBounds, TIMED } from './games-sharing-helpers';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/work/shots/f-games';

/** The mean colour of a page rectangle (CSS px) read from a screenshot of it. */
async function meanColor(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip: box });
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
    const n = px.length / 4;
    return sum.map((v) => Math.round(v / n));
  }, png.toString('base64'));
}

test('backpack train: all 24 in Wagon 1 is uneven (no All aboard), Take out makes it fair', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/backpack-train');
  await expect(page.getByRole('heading', { name: /Backpack Train 1.*Game 1 of 4/ })).toBeVisible();
  await expectSaid(page, '0 of 24 backpacks');
  await press(page, 'Wagon 1', 24);
  await expectSaid(page, '24 of 24 backpacks');
  await expectSaid(page, 'Not fair yet! Take backpacks out so every wagon carries the same.');
  await expect(announcer(page)).not.toContainText('All aboard!');
  await expect(page.getByRole('button', { name: 'Next Game' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/backpack-uneven-1280.png` });
  // Wagons 2-8 hold nothing to take out; Wagon 1 does.
  await expect(page.getByRole('button', { name: 'Take out of Wagon 2', exact: true })).toHaveCount(0);
  await press(page, 'Take out of Wagon 1', 21);
  await expectSaid(page, '3 of 24 backpacks');
  for (let w = 2; w <= 8; w++) await press(page, `Wagon ${w}`, 3);
  await expectSaid(page, 'All aboard! 24 ÷ 8 = 3 backpacks per wagon');
  await expect(page.getByRole('button', { name: 'Next Game' })).toBeVisible();
});

test('backpack train: Auto Distribute tops up the wagons loaded by hand', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/backpack-train');
  await expectSaid(page, '0 of 24 backpacks');
  await press(page, 'Wagon 1', 2);
  await expectSaid(page, '2 of 24 backpacks');
  await press(page, 'Auto Distribute');
  // First step: Wagon 1 goes 2 → 3 and the seven empty wagons 0 → 1 (nothing emptied first).
  await expectSaid(page, '10 of 24 backpacks', TIMED);
  await expectSaid(page, 'All aboard! 24 ÷ 8 = 3 backpacks per wagon', TIMED);
});

test('backpack train on a phone: the uneven load in red with its Take out buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/app/games/backpack-train-2');
  await expectSaid(page, '0 of 30 backpacks');
  await press(page, 'Wagon 1', 10);
  await press(page, 'Wagon 2', 20);
  await expectSaid(page, 'Not fair yet! Take backpacks out so every wagon carries the same.');
  await expect(page.getByRole('button', { name: 'Take out of Wagon 2', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/backpack-uneven-390.png` });
});

test('the level of a sharing game is in the frame heading', async ({ page }) => {
  await signIn(page);
  for (const [id, name] of [
    ['ice-cream-party-3', /Ice Cream Party 3.*Game 3 of 4/],
    ['soccer-teams-2', /Soccer Teams 2.*Game 2 of 4/],
    ['backpack-train-4', /Backpack Train 4.*Game 4 of 4/],
  ] as const) {
    await page.goto(`/app/games/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});

test('a wrong answer is said in the live region: vaults and castles', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/secret-vault');
  await expectSaid(page, 'What is 7 × 8?');
  await press(page, '48');
  await expectSaid(page, '7 × 8 is not 48');

  await page.goto('/app/games/inverse-vault');
  await expectSaid(page, 'We know: 5 × 4 = 20');
  await press(page, '4');
  await expectSaid(page, '20 ÷ 4 is not 4');

  await page.goto('/app/games/castle-builder');
  await expectSaid(page, 'Pick 2 blocks that multiply to 18!');
  await press(page, 'Block 2');
  await press(page, 'Block 4');
  await press(page, 'Build Foundation');
  await expectSaid(page, '2 × 4 is not 18');

  for (const [id, prompt, wrong, said] of [
    ['castle-towers', 'Tower 1: 4 × 3 = ?', '14', '4 × 3 is not 14'],
    ['castle-walls', 'North Wall: 6 × 4 = ?', '27', '6 × 4 is not 27'],
    ['castle-complete', 'Royal Flags: 3 × 4 = ?', '10', '3 × 4 is not 10'],
  ] as const) {
    await page.goto(`/app/games/${id}`);
    await expectSaid(page, prompt);
    await press(page, wrong);
    await expectSaid(page, said);
  }
});

test('castle: a wrong key turns red', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-towers');
  await expectSaid(page, 'Tower 1: 4 × 3 = ?');
  const key = page.getByRole('button', { name: '14', exact: true });
  const box = await key.boundingBox();
  if (!box) throw new Error('no key');
  const inner = {
    x: box.x + box.width * 0.3,
    y: box.y + box.height * 0.2,
    width: box.width * 0.4,
    height: 8,
  };
  const [r0, g0] = await meanColor(page, inner);
  expect(r0 > 200 && g0 > 200).toBe(true); // a white key
  await key.click();
  await expect(async () => {
    const [r, g, b] = await meanColor(page, inner);
    expect(r).toBeGreaterThan(240);
    expect(g).toBeLessThan(235); // #fee2e2: the pale red of a wrong key
    expect(b).toBeLessThan(235);
  }).toPass({ timeout: 5000 });
  await page.screenshot({ path: `${SHOTS}/castle-wrong-1280.png` });
});

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [w, h] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`castle complete shows the finished castle, and its card beside it (${w}×${h})`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page);
    await page.goto('/app/games/castle-complete');
    for (const [prompt, key] of [
      ['Royal Flags: 3 × 4 = ?', '12'],
      ['Guard Posts: 4 × 2 = ?', '8'],
      ['Royal Gardens: 2 × 6 = ?', '12'],
      ['Treasure Rooms: 5 × 3 = ?', '15'],
    ] as const) {
      await expectSaid(page, prompt);
      await press(page, key);
    }
    await expect.poll(() => stageBounds(page, 'finished-castle'), { timeout: 10_000 }).not.toBeNull();
    // Issue 38: the card follows the last answer within about a second (no wait without a button).
    await expect(page.getByRole('button', { name: 'Back to Games' })).toBeAttached({ timeout: TIMED });
    await page.waitForTimeout(1200); // the card's pop-in
    const castle = await stageBounds(page, 'finished-castle');
    const card = await stageBounds(page, 'completion-card');
    if (!castle || !card) throw new Error('castle or card missing');
    await page.screenshot({ path: `${SHOTS}/castle-complete-card-${w}.png` });
    expect(overlaps(castle, card), JSON.stringify({ castle, card })).toBe(false);
  });
}

for (const [w, h] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`secret vault: the card leaves the caption visible (${w}×${h})`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page);
    await page.goto('/app/games/secret-vault');
    for (const [q, key] of [
      ['What is 7 × 8?', '56'],
      ['What is 6 × 9?', '54'],
      ['What is 8 × 7?', '56'],
    ] as const) {
      await expectSaid(page, q, TIMED);
      await press(page, key);
    }
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeAttached({ timeout: TIMED });
    await page.waitForTimeout(1200); // the card's pop-in
    const panel = await stageBounds(page, 'message-panel');
    const card = await stageBounds(page, 'completion-card');
    if (!panel || !card) throw new Error('panel or card missing');
    await page.screenshot({ path: `${SHOTS}/vault-card-${w}.png` });
    expect(overlaps(panel, card), JSON.stringify({ panel, card })).toBe(false);
  });
}

for (const [id, noun, done] of [
  ['star-treasure-hunt', 'Planet', 'Treasure Found!'],
  ['cosmic-multiplication', 'Station', 'Next Game'],
] as const) {
  for (const [w, h] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    test(`${id}: the card leaves the caption visible (${w}×${h})`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await signIn(page);
      await page.goto(`/app/games/${id}`);
      for (let n = 1; n <= 4; n++) {
        const button = page.getByRole('button', { name: `${noun} ${n}`, exact: true });
        await expect(button).toBeAttached();
        await button.dispatchEvent('click');
      }
      await expect(page.getByRole('button', { name: 'Next Game' })).toBeAttached({ timeout: TIMED });
      if (done !== 'Next Game') await expectSaid(page, done);
      await page.waitForTimeout(1200); // the card's pop-in
      const panel = await stageBounds(page, 'message-panel');
      const card = await stageBounds(page, 'completion-card');
      if (!panel || !card) throw new Error('panel or card missing');
      await page.screenshot({ path: `${SHOTS}/${id}-card-${w}.png` });
      expect(overlaps(panel, card), JSON.stringify({ panel, card })).toBe(false);
    });
  }
}
