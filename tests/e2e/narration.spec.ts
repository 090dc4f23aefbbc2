import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { passGate } from '../support/gate';
import { signUpSeeded } from '../support/profile-api';

// Issue 22 §1: every prompt is spoken by itself, through the fixture's recording speechSynthesis stub
// (getVoices() is empty, as in headless Chromium). No test here taps Read aloud before checking
// that a prompt was said.
test.describe.configure({ timeout: 240_000 });

const shots = '.tmp/shots';

/** Every text the page has spoken so far. */
function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __spoken: { text: string }[] }).__spoken.map((u) => u.text),
  );
}

/** The newest line of the live region. */
async function lastSaid(page: Page): Promise<string> {
  return (await page.getByTestId('announcer').locator('p').last().textContent()) ?? '';
}

/** The answer to a practice prompt: the digit of a warm-up tap, or the fact's answer. */
function answerTo(prompt: string): number {
  const tap = /tap (\d)$/.exec(prompt);
  if (tap) return Number(tap[1]);
  const [, x, op, y] = /^(\d+) ([×÷]) (\d+) = \?$/.exec(prompt) ?? [];
  return op === '×' ? Number(x) * Number(y) : Number(x) / Number(y);
}

/** The words a question is spoken with ("7 × 8 = ?" → "7 times 8 is what?"). */
function words(prompt: string): string {
  return prompt.replace(' × ', ' times ').replace(' ÷ ', ' divided by ').replace(' = ?', ' is what?');
}

test('practice says its warm-up and first question, mute stops it, Read aloud repeats it', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '2nd grade');
  await page.goto(paths.practice);
  // The first warm-up prompt is said as it shows, before any tap.
  await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^Warm-up 1 of 3: tap \d$/));
  const narration = page.getByRole('button', { name: 'Narration' });
  await expect(narration).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('caption')).toHaveAttribute('data-caption', /^Warm-up 1 of 3: tap \d$/);

  let prompt = await lastSaid(page);
  while (prompt.startsWith('Warm-up')) {
    await page.getByRole('button', { name: String(answerTo(prompt)), exact: true }).click();
    await expect.poll(() => lastSaid(page)).not.toBe(prompt);
    prompt = await lastSaid(page);
  }
  expect(prompt).toMatch(/^\d+ [×÷] \d+ = \?$/);
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe(words(prompt));

  for (const [w, h] of [
    [390, 844],
    [1024, 768],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shots}/practice-controls-${w}.png` });
  }

  // Muted: the answer's feedback and the next question are shown and announced, but not said.
  await narration.click();
  await expect(narration).toHaveAttribute('aria-pressed', 'false');
  const before = (await spoken(page)).length;
  for (const d of String(answerTo(prompt))) await page.getByRole('button', { name: d, exact: true }).click();
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
  let next = '';
  await expect
    .poll(async () => {
      next = await lastSaid(page);
      return /^\d+ [×÷] \d+ = \?$/.test(next) && next !== prompt;
    })
    .toBe(true);
  expect((await spoken(page)).length).toBe(before);

  // Read aloud repeats the current prompt, muted or not; the mute is remembered on this device.
  await page.getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(async () => (await spoken(page)).slice(before)).toEqual([words(next)]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Narration' })).toHaveAttribute('aria-pressed', 'false');
});

/** One game of each family and the words of its first prompt. */
const families = [
  ['space', 'star-treasure-hunt', 'Tap a planet to collect its 5 stars!'],
  ['castle', 'castle-builder', 'Pick 2 blocks that multiply to 18!'],
  ['ferris', 'ferris-wheel-race', 'Is 6 times 3 the same as 3 times 6?'],
  ['vault', 'secret-vault', 'What is 7 times 8?'],
  ['sharing', 'soccer-teams', 'Make teams of 6 from 18 players!'],
] as const;

for (const [family, id, words] of families) {
  test(`the ${family} family says its first prompt as the game opens (${id})`, async ({ page }) => {
    await signIn(page);
    await page.goto(`/app/games/${id}`);
    await expect.poll(() => spoken(page)).toContain(words);
    await expect(page.getByTestId('caption')).toHaveAttribute('data-caption', /\w/);
  });
}

test('castle: after a wrong Build, Try again is said and a tap on a block changes the pick', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/castle-builder');
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await button('Block 2').click();
  await button('Block 4').click();
  await button('Build Foundation').click();
  await expect(page.getByTestId('announcer')).toContainText('Total: 8');
  await expect.poll(() => spoken(page)).toContain('Try again');
  // No dead end: the next block tap starts a new pick (one block: Build waits for a second).
  await button('Block 3').click();
  await expect(button('Build Foundation')).toHaveCount(0);
  await button('Block 6').click();
  await button('Build Foundation').click();
  await expect(page.getByTestId('announcer')).toContainText('Foundation built!');
});

test('a lesson says its question; a first wrong answer gets Try again!, the hint and a retry', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/lesson/multiplication2');
  await expect
    .poll(() => spoken(page))
    .toContain(
      'Mia puts 5 stars on each of her 4 pages. That is 5 plus 5 plus 5 plus 5. How many stars does Mia use?',
    );
  await page.getByRole('button', { name: '25', exact: true }).click();
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
  await expect.poll(() => spoken(page)).toContain('Try again! Skip count by 5, 4 times!');
  await expect(page.getByRole('button', { name: 'CONTINUE', exact: true })).toHaveCount(0);
  // A real retry: pick again and CHECK.
  await page.getByRole('button', { name: '20', exact: true }).click();
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
  await expect(page.getByTestId('announcer')).toContainText('Excellent work! Yes! 4 × 5 = 20');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/lesson-voice-bar-390.png` });
  await expect(page.getByRole('button', { name: 'CONTINUE', exact: true })).toHaveCount(1);
});

test('the kid home says its call to action to a first grader, before any tap', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '1st grade');
  await page.goto(paths.app);
  // The grown-up hands the device over: kid mode, the child's home speaks.
  await page.getByRole('button', { name: 'Let Mia play' }).click();
  await expect
    .poll(() => spoken(page))
    .toContain("Today's practice. A few minutes of facts with Pip. Ready?");
});

test('a fourth grader hears prompts by default (issue 38); Read prompts aloud waits behind the gate in kid mode', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Leo', '4th grade');
  await page.goto(paths.app);
  await page.getByRole('button', { name: 'Let Leo play' }).click();
  await page.getByRole('link', { name: /Today's practice/ }).click();
  await expect(page).toHaveURL(/\/app\/practice$/);
  await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^Warm-up 1 of 3: tap \d$/));
  const narration = page.getByRole('button', { name: 'Narration' });
  await expect(narration).toBeEnabled();
  await expect(narration).toHaveAttribute('aria-pressed', 'true');

  // Handed to Leo, the device is in kid mode: the grown-up passes the gate to switch it off.
  const setting = page.getByRole('button', { name: 'Read prompts aloud' });
  await expect(setting).toHaveAttribute('aria-pressed', 'true');
  await setting.click();
  await passGate(page);
  await expect(setting).toHaveAttribute('aria-pressed', 'false');
  await expect(narration).toHaveAttribute('aria-pressed', 'false');
  const before = (await spoken(page)).length;
  const prompt = await lastSaid(page);
  await page.getByRole('button', { name: String(answerTo(prompt)), exact: true }).click();
  await expect.poll(() => lastSaid(page)).toMatch(/^Warm-up 2 of 3: tap \d$/);
  expect((await spoken(page)).length).toBe(before);
});
