import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { answerOnPad, childWhoPlayed, expectSpoken, slow, tablet, waitForLine } from './challenge-helpers';

test.use(tablet);
// WebGL here is software-rendered on 2 shared cores: every round waits for real frames.
test.describe.configure({ timeout: 240_000 });

/** A space game's challenge: its question, the answer from the question's numbers, and the lines said. */
interface SpaceGame {
  id: string;
  question: RegExp;
  /** The answer, the written fact ("4 × 3", "24 ÷ 4") and the "Not quite" reason, from the question. */
  solve: (m: RegExpExecArray) => { answer: number; fact: string; why: string };
}

const games: SpaceGame[] = [
  {
    id: 'star-treasure-hunt',
    question: /^(\d+) planets with (\d+) stars each: how many stars\?$/,
    solve: ([, a, b]) => ({
      answer: +a * +b,
      fact: `${a} × ${b}`,
      why: `${a} groups of ${b} make ${+a * +b}`,
    }),
  },
  {
    id: 'cosmic-multiplication',
    question: /^(\d+) modules with (\d+) rockets each: how many rockets\?$/,
    solve: ([, a, b]) => ({
      answer: +a * +b,
      fact: `${a} × ${b}`,
      why: `${a} groups of ${b} make ${+a * +b}`,
    }),
  },
  {
    id: 'asteroid-division',
    question: /^(\d+) crew in (\d+) shuttles: how many in each\?$/,
    solve: ([, n, b]) => ({
      answer: +n / +b,
      fact: `${n} ÷ ${b}`,
      why: `${n} shared by ${b} shuttles is ${+n / +b} in each`,
    }),
  },
  {
    id: 'space-station-division',
    question: /^(\d+) astronauts in (\d+) chambers: how many in each\?$/,
    solve: ([, n, b]) => ({
      answer: +n / +b,
      fact: `${n} ÷ ${b}`,
      why: `${n} shared by ${b} chambers is ${+n / +b} in each`,
    }),
  },
];

/**
 * Plays one challenge round of three questions: each is shown (live region) and spoken before the
 * scene shows it; the first is answered wrong (the reason is said and the round goes on), the others
 * right. Returns the questions asked and their facts.
 */
async function playRound(page: Page, game: SpaceGame): Promise<{ asked: string[]; facts: string[] }> {
  const announcer = page.getByTestId('announcer');
  const asked: string[] = [];
  const facts: string[] = [];
  for (let q = 0; q < 3; q++) {
    const question = await waitForLine(page, game.question, asked);
    await expectSpoken(page, question);
    asked.push(question);
    const { answer, fact, why } = game.solve(game.question.exec(question)!);
    facts.push(fact);
    if (q === 0) {
      await answerOnPad(page, answer + 1);
      await expect(announcer).toContainText(`Not quite: ${why}`, slow);
    } else {
      await answerOnPad(page, answer);
      await expect(announcer).toContainText(`Yes! ${fact} = ${answer}`, slow);
    }
  }
  await expect(announcer).toContainText('Challenge complete!', slow);
  await expect(announcer).toContainText('You got 2 of 3 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  return { asked, facts };
}

for (const game of games) {
  test(`${game.id}: a challenge asks before it shows, goes on after wrong and right, and a new one differs`, async ({
    page,
    baseURL,
  }) => {
    await childWhoPlayed(page, baseURL!, [game.id]);
    await page.goto(`/app/games/${game.id}`);
    await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);
    const { asked, facts } = await playRound(page, game);

    // A new challenge asks none of the round before's facts.
    await page.getByRole('button', { name: 'New challenge' }).click();
    const next = await waitForLine(page, game.question, asked);
    expect(facts).not.toContain(game.solve(game.question.exec(next)!).fact);
    if (game.id !== 'star-treasure-hunt') return;

    // The fact grid shows the round's facts (one try each).
    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Performance' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
    const grid = page
      .getByRole('region', { name: 'Facts', exact: true })
      .getByRole('table', { name: "Mia's multiplication facts" });
    for (const fact of facts)
      await expect(grid.getByRole('button', { name: new RegExp(`^${fact}: .*1 try$`) })).toBeVisible(slow);
  });
}

test('the spec round still ends on its card, which now offers New challenge', async ({ page, baseURL }) => {
  await childWhoPlayed(page, baseURL!, []);
  await page.goto('/app/games/asteroid-division');
  for (const n of [1, 2, 3, 4]) await page.getByRole('button', { name: `Mission ${n}` }).click();
  await expect(page.getByTestId('announcer')).toContainText('Mission Complete', slow);
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  await page.getByRole('button', { name: 'New challenge' }).click();
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);
  await waitForLine(page, games[2].question);
});
