import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import {
  answerOf,
  answerOnPad,
  childWhoPlayed,
  expectSpoken,
  slow,
  tablet,
  waitForLine,
} from './challenge-helpers';

test.use(tablet);
test.describe.configure({ timeout: 240_000 });

const announcer = (page: Page) => page.getByTestId('announcer');

/** Plays one Ferris challenge round (two pairs): the first answer wrong, the rest right. Returns its questions. */
async function ferrisRound(page: Page, not: readonly string[]): Promise<string[]> {
  const asked: string[] = [];
  for (let pair = 0; pair < 2; pair++) {
    const first = await waitForLine(page, /^\d+ × \d+ = \?$/, [...not, ...asked]);
    await expectSpoken(page, first);
    asked.push(first);
    const fact = first.slice(0, -4);
    const answer = answerOf(first);
    // Asked before the spin: no Spin button until it is answered.
    await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0);
    if (pair === 0) {
      await answerOnPad(page, answer + 1);
      await expect(announcer(page)).toContainText(`Not quite: ${fact} = ${answer}`);
    } else {
      await answerOnPad(page, answer);
      await expect(announcer(page)).toContainText(`Yes! ${fact} = ${answer}`);
    }
    await page.getByRole('button', { name: 'Spin the Wheel' }).click();
    const [a, b] = fact.split(' × ');
    const turn = `and ${b} × ${a}?`;
    await waitForLine(page, new RegExp(`^${turn.replace('?', '\\?')}$`));
    await expectSpoken(page, `and ${b} × ${a}`);
    await answerOnPad(page, answer);
    // The last answer's words give way to the end card's at once: the score checks that one.
    if (pair === 1) break;
    await expect(announcer(page)).toContainText(`Yes! ${b} × ${a} = ${answer}`);
    await page.getByRole('button', { name: 'Next Challenge' }).click();
  }
  return asked;
}

// Issue 33: a child who played Ferris Wheel Race's spec round comes back to a challenge round: each
// pair asks a × b on the number pad before Spin, then the turn-around; a wrong answer is shown and
// said and the ride goes on; the end card offers a new challenge, which asks other facts; the fact
// grid then shows the facts answered.
test('Ferris Wheel Race: asks before Spin and after it, goes on after right and wrong, and a new round differs', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['ferris-wheel-race']);
  await page.goto('/app/games/ferris-wheel-race');
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);

  const asked = await ferrisRound(page, []);
  await expect(announcer(page)).toContainText('Challenge complete!', slow);
  await expect(announcer(page)).toContainText('You got 3 of 4 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');

  await page.getByRole('button', { name: 'New challenge' }).click();
  const next = await waitForLine(page, /^\d+ × \d+ = \?$/, asked);
  const flip = (q: string) => q.replace(/^(\d+) × (\d+)/, '$2 × $1');
  expect([...asked, ...asked.map(flip)]).not.toContain(next);

  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Performance' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
  const grid = page
    .getByRole('region', { name: 'Facts', exact: true })
    .getByRole('table', { name: "Mia's multiplication facts" });
  for (const question of [...asked, ...asked.map(flip)]) {
    const fact = question.slice(0, -4);
    await expect(grid.getByRole('button', { name: new RegExp(`^${fact}: .*1 try$`) })).toBeVisible(slow);
  }
});

// Inverse Vault's challenge: a division with the times fact's factor missing; a wrong number shows the
// right one and the next vault comes; a right one opens the vault; a new round asks other divisions.
test('Inverse Vault: asks divisions with a missing factor, goes on after right and wrong, and a new round differs', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['inverse-vault']);
  await page.goto('/app/games/inverse-vault');
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);

  const asked: string[] = [];
  for (let vault = 0; vault < 3; vault++) {
    const question = await waitForLine(page, /^\d+ ÷ \d+ = \?$/, asked);
    await expectSpoken(page, question);
    asked.push(question);
    const fact = question.slice(0, -4);
    const [product, divisor] = fact.split(' ÷ ');
    await expect(announcer(page)).toContainText(`Think: ? × ${divisor} = ${product}`);
    const answer = answerOf(question);
    await page.waitForTimeout(400);
    if (vault === 0) {
      const wrong = answer === 2 ? 3 : 2;
      await page.getByRole('button', { name: String(wrong), exact: true }).click();
      await expect(announcer(page)).toContainText(
        `Not quite: ${answer} × ${divisor} = ${product}, so ${fact} = ${answer}`,
      );
    } else {
      await page.getByRole('button', { name: String(answer), exact: true }).click();
      await expect(announcer(page)).toContainText(`Yes! ${fact} = ${answer}`);
    }
  }
  await expect(announcer(page)).toContainText('Challenge complete!', slow);
  await expect(announcer(page)).toContainText('You got 2 of 3 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');

  await page.getByRole('button', { name: 'New challenge' }).click();
  const next = await waitForLine(page, /^\d+ ÷ \d+ = \?$/, asked);
  expect(asked).not.toContain(next);
});
