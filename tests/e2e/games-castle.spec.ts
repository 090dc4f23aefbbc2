import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect as baseExpect, test } from '../support/fixtures';

// Software WebGL on a shared 2-core machine draws a few frames a second while tweens run, and GSAP's
// lag smoothing slows tweens and timed effects with it: give the castle flows generous time.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const announcer = (page: Page) => page.getByTestId('announcer');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** One castle item: its accessible name, its question, a wrong option, the right one, and the built message. */
interface ItemStep {
  name: string;
  prompt: string;
  wrong: string;
  right: string;
  built: string;
}

/** Builds every item through the accessible keys, checking a wrong key is silently ignored first. */
async function buildAll(page: Page, steps: ItemStep[]): Promise<void> {
  for (const step of steps) {
    await expect(announcer(page)).toContainText(step.prompt);
    await button(page, step.wrong).click();
    // A wrong answer changes nothing: no message, the same question and keys stay.
    await expect(announcer(page)).not.toContainText(step.built);
    await expect(button(page, step.right)).toBeVisible();
    await button(page, step.right).click();
    await expect(announcer(page)).toContainText(step.built);
    await expect(button(page, step.name)).toHaveCount(0); // built items are locked
  }
}

test('castle foundation: wrong product shows only the total, 3 × 6 builds it, Next Game', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/castle-builder');
  await expect(page.getByRole('heading', { name: 'Castle Foundation' })).toBeVisible();
  await expect(announcer(page)).toContainText('Pick 2 blocks that multiply to 18!');
  await expect(button(page, 'Build Foundation')).toHaveCount(0); // enabled only with exactly 2

  // Blocks are named by their value (2..7): 2 × 4 = 8, play continues and the narrator says Try again.
  await button(page, 'Block 2').click();
  await expect(button(page, 'Build Foundation')).toHaveCount(0);
  await button(page, 'Block 4').click();
  await button(page, 'Build Foundation').click();
  await expect(announcer(page)).toContainText('Total: 8');
  await expect(announcer(page)).toContainText('Try again');
  await expect(announcer(page)).not.toContainText('Foundation built!');

  // After a wrong build, a tap on another block changes the pick (no dead end): one block is picked.
  await button(page, 'Block 5').click();
  await expect(button(page, 'Build Foundation')).toHaveCount(0);

  // Tapping a block again deselects it.
  await button(page, 'Block 5').click();
  await button(page, 'Block 3').click();
  await button(page, 'Block 6').click();
  await button(page, 'Build Foundation').click();
  await expect(announcer(page)).toContainText('Total: 18');
  await expect(announcer(page)).toContainText('Foundation built!');
  await expect(announcer(page)).toContainText('3 × 6 = 18. Next up: the towers!');
  await expect(button(page, 'Block 3')).toHaveCount(0); // placed in the foundation

  await button(page, 'Next Game').click();
  await expect(page).toHaveURL(/\/app\/games\/castle-towers$/);
  await expect(page.getByRole('heading', { name: 'Castle Towers' })).toBeVisible();
});

test('castle foundation: Reset clears the picked blocks and the total', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-builder');
  await button(page, 'Block 3').click();
  await button(page, 'Block 5').click();
  await button(page, 'Build Foundation').click();
  await expect(announcer(page)).toContainText('Total: 15');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(button(page, 'Build Foundation')).toHaveCount(0);
  await button(page, 'Block 6').click();
  await expect(button(page, 'Build Foundation')).toHaveCount(0); // only 1 picked after the reset
  await button(page, 'Block 3').click();
  await button(page, 'Build Foundation').click();
  await expect(announcer(page)).toContainText('Foundation built!');
});

test('castle towers: pick a tower, wrong keys ignored, all 4 built, Reset, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-towers');
  await expect(announcer(page)).toContainText('Tower 1: 4 × 3 = ?');
  // choose which tower to build: the keys follow it
  await button(page, 'Tower 3').click();
  await expect(announcer(page)).toContainText('Tower 3: 6 × 2 = ?');
  await button(page, '12').click();
  await expect(announcer(page)).toContainText('Tower 3 built! 6 × 2 = 12');
  await expect(announcer(page)).toContainText('Tower 4: 3 × 4 = ?');

  // Reset clears everything: Tower 3 can be built again, the question is back on Tower 1.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(button(page, 'Tower 3')).toBeVisible();
  await expect(announcer(page)).toContainText('Tower 1: 4 × 3 = ?');

  await buildAll(page, [
    {
      name: 'Tower 1',
      prompt: 'Tower 1: 4 × 3 = ?',
      wrong: '14',
      right: '12',
      built: 'Tower 1 built! 4 × 3 = 12',
    },
    {
      name: 'Tower 2',
      prompt: 'Tower 2: 5 × 2 = ?',
      wrong: '8',
      right: '10',
      built: 'Tower 2 built! 5 × 2 = 10',
    },
    {
      name: 'Tower 3',
      prompt: 'Tower 3: 6 × 2 = ?',
      wrong: '14',
      right: '12',
      built: 'Tower 3 built! 6 × 2 = 12',
    },
    {
      name: 'Tower 4',
      prompt: 'Tower 4: 3 × 4 = ?',
      wrong: '10',
      right: '12',
      built: 'Tower 4 built! 3 × 4 = 12',
    },
  ]);
  await expect(announcer(page)).toContainText('Towers built!');
  await expect(announcer(page)).toContainText('All 4 towers stand tall. Next up: the castle walls!');
  await button(page, 'Next Game').click();
  await expect(page).toHaveURL(/\/app\/games\/castle-walls$/);
});

test('castle walls: wrong options 3 away are ignored, all 4 built, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-walls');
  await expect(page.getByRole('heading', { name: 'Castle Walls' })).toBeVisible();
  await buildAll(page, [
    {
      name: 'Wall 1',
      prompt: 'North Wall: 6 × 4 = ?',
      wrong: '27',
      right: '24',
      built: 'North Wall built! 6 × 4 = 24',
    },
    {
      name: 'Wall 2',
      prompt: 'East Wall: 5 × 3 = ?',
      wrong: '12',
      right: '15',
      built: 'East Wall built! 5 × 3 = 15',
    },
    {
      name: 'Wall 3',
      prompt: 'South Wall: 4 × 5 = ?',
      wrong: '17',
      right: '20',
      built: 'South Wall built! 4 × 5 = 20',
    },
    {
      name: 'Wall 4',
      prompt: 'West Wall: 7 × 3 = ?',
      wrong: '18',
      right: '21',
      built: 'West Wall built! 7 × 3 = 21',
    },
  ]);
  await expect(announcer(page)).toContainText('Walls built!');
  await button(page, 'Next Game').click();
  await expect(page).toHaveURL(/\/app\/games\/castle-complete$/);
});

/** Castle Complete's four royal features, in order. */
const ROYAL: ItemStep[] = [
  {
    name: 'Feature 1',
    prompt: 'Royal Flags: 3 × 4 = ?',
    wrong: '10',
    right: '12',
    built: 'Royal Flags built! 3 × 4 = 12',
  },
  {
    name: 'Feature 2',
    prompt: 'Guard Posts: 4 × 2 = ?',
    wrong: '6',
    right: '8',
    built: 'Guard Posts built! 4 × 2 = 8',
  },
  {
    name: 'Feature 3',
    prompt: 'Royal Gardens: 2 × 6 = ?',
    wrong: '14',
    right: '12',
    built: 'Royal Gardens built! 2 × 6 = 12',
  },
  {
    name: 'Feature 4',
    prompt: 'Treasure Rooms: 5 × 3 = ?',
    wrong: '17',
    right: '15',
    built: 'Treasure Rooms built! 5 × 3 = 15',
  },
];

test('castle complete: royal features, completion card, back to the games tab', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/castle-complete');
  await expect(page.getByRole('heading', { name: 'Castle Complete' })).toBeVisible();
  await buildAll(page, ROYAL);
  await expect(announcer(page)).toContainText('Castle complete!');
  await expect(announcer(page)).toContainText('Your royal castle is ready. The king and queen can move in!');
  await button(page, 'Back to Games').click();
  await expect(page).toHaveURL(/\/app\?tab=games$/);
});

// Issue 38 #14: the card with its button came about 6 s after the last answer. It must come within
// 1 s even while frames lag: here requestAnimationFrame is held back 1.5 s a frame from the last answer.
test('castle complete: the card and its button show within 1 s of the last answer, frames lagging', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __slowFrames?: boolean };
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) =>
      w.__slowFrames ? (setTimeout(() => raf(cb), 1500) as unknown as number) : raf(cb);
  });
  await signIn(page);
  await page.goto('/app/games/castle-complete');
  await buildAll(page, ROYAL.slice(0, 3));
  const last = ROYAL[3];
  await expect(announcer(page)).toContainText(last.prompt);
  // In the page: when the last answer was clicked, and when a "Back to Games" button first exists.
  await page.evaluate(() => {
    const w = window as unknown as { __slowFrames?: boolean; __answerAt?: number; __cardAt?: number };
    window.addEventListener(
      'click',
      () => {
        w.__answerAt = performance.now();
        w.__slowFrames = true;
      },
      { capture: true, once: true },
    );
    const poll = setInterval(() => {
      const found = [...document.querySelectorAll('button, [role="button"]')].some(
        (b) =>
          (b.getAttribute('aria-label') ?? b.getAttribute('title') ?? b.textContent ?? '') ===
          'Back to Games',
      );
      if (found && w.__answerAt !== undefined) {
        w.__cardAt = performance.now();
        clearInterval(poll);
      }
    }, 10);
  });
  await button(page, last.right).click();
  await expect(button(page, 'Back to Games')).toBeVisible({ timeout: 15_000 });
  const waited = await page.evaluate(() => {
    const w = window as unknown as { __answerAt: number; __cardAt: number };
    return w.__cardAt - w.__answerAt;
  });
  console.log(`castle complete: card button ${Math.round(waited)} ms after the last answer`);
  expect(waited).toBeLessThanOrEqual(1000);
});
