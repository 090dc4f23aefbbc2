import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import {
  answerOf,
  buttonNames,
  childWhoPlayed,
  expectSpoken,
  slow,
  tablet,
  waitForLine,
} from './challenge-helpers';

test.use(tablet);
// Software WebGL on a shared 2-core machine: the castles rise slowly; give the rounds time.
test.describe.configure({ timeout: 240_000 });
const long = { timeout: 60_000 };

/** A castle item's question: "Tower 1: 4 × 3 = ?". */
const ITEM = /^[^:]+: \d+ × \d+ = \?$/;

/**
 * Plays one challenge round of a castle items game: the first item answered with a wrong key (the
 * round goes on, saying why), the others right. Returns the questions asked.
 */
async function playItems(page: Page, why: (a: number, b: number) => string): Promise<string[]> {
  const announcer = page.getByTestId('announcer');
  const asked: string[] = [];
  for (let item = 0; item < 4; item++) {
    const question = await waitForLine(page, ITEM, asked);
    await expectSpoken(page, question);
    asked.push(question);
    const [, a, b] = (/(\d+) × (\d+)/.exec(question) ?? []).map(Number);
    const answer = answerOf(question);
    await page.waitForTimeout(400);
    if (item === 0) {
      const keys = (await buttonNames(page, /^\d+$/)).map(Number);
      expect(keys).toContain(answer);
      const wrong = keys.find((n) => n !== answer) ?? 0;
      await page.getByRole('button', { name: String(wrong), exact: true }).click();
      await expect(announcer).toContainText(`Not quite: ${why(a, b)}`, long);
    } else {
      await page.getByRole('button', { name: String(answer), exact: true }).click();
      await expect(announcer).toContainText(`Yes! ${a} × ${b} = ${answer}`, long);
    }
  }
  await expect(announcer).toContainText('Challenge complete!', long);
  await expect(announcer).toContainText('You got 3 of 4 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  return asked;
}

/** The fact of a question, "4 × 3". */
const factOf = (question: string) => /\d+ × \d+/.exec(question)?.[0] ?? '';

/** Starts a new challenge and checks it asks none of the round before's facts. */
async function newChallengeDiffers(page: Page, asked: string[]): Promise<void> {
  await page.getByRole('button', { name: 'New challenge' }).click();
  const next = await waitForLine(page, ITEM, asked);
  expect(asked.map(factOf)).not.toContain(factOf(next));
}

test('Castle Towers: a challenge asks new towers, goes on after right and wrong keys, a new one differs, the grid shows them', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['castle-towers']);
  await page.goto('/app/games/castle-towers');
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);
  const asked = await playItems(page, (a, b) => `${a} rows of ${b} stones make ${a * b}`);
  await newChallengeDiffers(page, asked);

  // The Performance page's fact grid shows the round's facts, one try each.
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Performance' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
  const grid = page
    .getByRole('region', { name: 'Facts', exact: true })
    .getByRole('table', { name: "Mia's multiplication facts" });
  for (const question of asked)
    await expect(
      grid.getByRole('button', { name: new RegExp(`^${factOf(question)}: .*1 try$`) }),
    ).toBeVisible(slow);
});

test('Castle Walls: a challenge asks new walls, right and wrong keys go on, a new one differs', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['castle-walls']);
  await page.goto('/app/games/castle-walls');
  const asked = await playItems(page, (a, b) => `${a} segments of ${b} stones make ${a * b}`);
  await newChallengeDiffers(page, asked);
});

test('Castle Complete: a challenge asks new royal features, right and wrong keys go on, a new one differs', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['castle-complete']);
  await page.goto('/app/games/castle-complete');
  const asked = await playItems(page, (a, b) => `${a} groups of ${b} make ${a * b}`);
  await newChallengeDiffers(page, asked);
});

/** A target's goal: "Pick 2 blocks that multiply to 24!". */
const GOAL = /^Pick 2 blocks that multiply to (\d+)!$/;

/** The values of the blocks on the ground, and two pairs: one making the target, one not. */
async function blockPairs(page: Page, target: number) {
  const values = (await buttonNames(page, /^Block \d+$/)).map((n) => Number(n.slice(6)));
  expect(values).toHaveLength(6);
  const pairs = values.flatMap((x, i) => values.slice(i + 1).map((y) => [x, y] as const));
  const right = pairs.filter(([x, y]) => x * y === target);
  expect(right.length).toBeGreaterThanOrEqual(2); // two factor pairs among the blocks
  const wrong = pairs.find(([x, y]) => x * y !== target);
  return { right: right[1], wrong: wrong ?? pairs[0] };
}

/** Picks two blocks and presses Build Foundation. */
async function buildWith(page: Page, [x, y]: readonly [number, number]): Promise<void> {
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: `Block ${x}`, exact: true }).click();
  await page.getByRole('button', { name: `Block ${y}`, exact: true }).click();
  await page.getByRole('button', { name: 'Build Foundation', exact: true }).click();
}

test('Castle Builder: a challenge target has two factor pairs; a wrong pair shows a right one and goes on', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['castle-builder']);
  await page.goto('/app/games/castle-builder');
  const announcer = page.getByTestId('announcer');
  const goals: string[] = [];
  for (let target = 0; target < 2; target++) {
    const goal = await waitForLine(page, GOAL, goals);
    await expectSpoken(page, goal);
    goals.push(goal);
    const product = Number(GOAL.exec(goal)?.[1]);
    const { right, wrong } = await blockPairs(page, product);
    if (target === 0) {
      await buildWith(page, wrong);
      await expect(announcer).toContainText(`Total: ${wrong[0] * wrong[1]}`, long);
      await expect(announcer).toContainText(new RegExp(`Not quite: \\d+ × \\d+ = ${product}`), long);
    } else {
      await buildWith(page, right);
      await expect(announcer).toContainText(`Yes! ${right[0]} × ${right[1]} = ${product}`, long);
    }
  }
  await expect(announcer).toContainText('Challenge complete!', long);
  await expect(announcer).toContainText('You got 1 of 2 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  await page.getByRole('button', { name: 'New challenge' }).click();
  await expect(page.getByRole('button', { name: /^Block \d+$/ })).toHaveCount(6, long);
  await waitForLine(page, GOAL);
});

test("the spec round's card offers New challenge (said), which starts a challenge round", async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, []);
  await page.goto('/app/games/castle-towers');
  const announcer = page.getByTestId('announcer');
  for (const [question, answer] of [
    ['Tower 1: 4 × 3 = ?', 12],
    ['Tower 2: 5 × 2 = ?', 10],
    ['Tower 3: 6 × 2 = ?', 12],
    ['Tower 4: 3 × 4 = ?', 12],
  ] as const) {
    await expect(announcer).toContainText(question, long);
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: String(answer), exact: true }).click();
  }
  await expect(announcer).toContainText('Towers built!', long);
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  await expect(page.getByRole('button', { name: 'Next Game' })).toBeVisible();
  await page.getByRole('button', { name: 'New challenge' }).click();
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);
  await waitForLine(page, ITEM, [
    'Tower 1: 4 × 3 = ?',
    'Tower 2: 5 × 2 = ?',
    'Tower 3: 6 × 2 = ?',
    'Tower 4: 3 × 4 = ?',
  ]);
});
