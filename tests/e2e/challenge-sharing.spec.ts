import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { answerOnPad, childWhoPlayed, expectSpoken, slow, tablet, waitForLine } from './challenge-helpers';
import { stageBounds } from './games-sharing-helpers';

test.use(tablet);

const SHOTS = '.tmp/shots/challenge-sharing';

/** A sharing game's challenge: its route, its question, the why of a wrong answer, its sharing button. */
interface SharingGame {
  route: string;
  question: RegExp;
  why: (total: number, b: number, a: number) => string;
  share: string;
}

const games: SharingGame[] = [
  {
    route: 'ice-cream-party',
    question: /^(\d+) scoops for (\d+) friends: how many each\?$/,
    why: (total, b, a) => `${total} shared by ${b} is ${a} each`,
    share: 'Auto Distribute',
  },
  {
    route: 'soccer-teams-2',
    question: /^(\d+) players in teams of (\d+): how many teams\?$/,
    why: (total, b, a) => `${total} players make ${a} teams of ${b}`,
    share: 'Form Teams',
  },
  {
    route: 'backpack-train-3',
    question: /^(\d+) backpacks on (\d+) wagons: how many in each\?$/,
    why: (total, b, a) => `${total} shared by ${b} is ${a} each`,
    share: 'Auto Distribute',
  },
];

/**
 * Plays one challenge round of three sharings: each question is shown and spoken before anything is
 * shared; the first is answered wrong (the shares are shown, "Not quite: …", the round goes on), the
 * others right and then proved with the game's sharing button. Returns the questions asked.
 */
async function playRound(page: Page, game: SharingGame): Promise<string[]> {
  const shot = game.route;
  const announcer = page.getByTestId('announcer');
  const asked: string[] = [];
  for (let sharing = 0; sharing < 3; sharing++) {
    const question = await waitForLine(page, game.question, asked);
    await expectSpoken(page, question);
    if (sharing === 0) await page.screenshot({ path: `${SHOTS}/${shot}-question-1024.png` });
    asked.push(question);
    const [, total, b] = game.question.exec(question)!.map(Number);
    const answer = total / b;
    // Nothing to share yet: the sharing button waits for the answer.
    await expect(page.getByRole('button', { name: game.share, exact: true })).toHaveCount(0);
    if (sharing === 0) {
      await answerOnPad(page, answer + 1);
      await expect(announcer).toContainText(`Not quite: ${game.why(total, b, answer)}`, slow);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SHOTS}/${shot}-not-quite-1024.png` });
    } else {
      await answerOnPad(page, answer);
      await expect(announcer).toContainText(`Yes! ${total} ÷ ${b} = ${answer}`, slow);
      await page.getByRole('button', { name: game.share, exact: true }).click(slow);
    }
    if (sharing === 2) await page.screenshot({ path: `${SHOTS}/${shot}-proved-1024.png` });
  }
  await expect(announcer).toContainText('Challenge complete!', { timeout: 45_000 });
  await expect(announcer).toContainText('You got 2 of 3 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  return asked;
}

for (const game of games) {
  // Issue 33: a child who played the spec round comes back to a challenge round with her own ÷ facts,
  // asked before the sharing; a right answer and a wrong one both go on; a new challenge differs.
  test(`${game.route}: a challenge asks before the sharing, goes on after right and wrong, and a new one differs`, async ({
    page,
    baseURL,
  }) => {
    await childWhoPlayed(page, baseURL!, [game.route]);
    await page.goto(`/app/games/${game.route}`);
    await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);
    const asked = await playRound(page, game);

    await page.getByRole('button', { name: 'New challenge' }).click();
    const next = await waitForLine(page, game.question, asked);
    expect(asked).not.toContain(next);
    // The question on a phone: the model above, the pad below.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/${game.route}-question-390.png` });
    // The picture fills the room above the question: down to the question, or across the phone (it
    // was scaled by the whole design height: 0.4 of the width, ending 70–95 px above the question).
    const canvas = (await page.locator('canvas').boundingBox())!;
    const picture = (await stageBounds(page, 'challenge-model'))!;
    const asking = (await stageBounds(page, 'challenge-question'))!;
    expect(
      picture.y + picture.height >= asking.y - 40 || picture.width >= 0.9 * canvas.width,
      `picture ${JSON.stringify(picture)}, question ${JSON.stringify(asking)}`,
    ).toBe(true);
    await page.setViewportSize(tablet.viewport);

    if (game.route !== 'ice-cream-party') return;
    // The fact grid's ÷ side shows the challenge's facts: (a·b) ÷ b.
    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Performance' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
    const facts = page.getByRole('region', { name: 'Facts', exact: true });
    await facts.getByRole('button', { name: '÷ Division' }).click();
    const grid = facts.getByRole('table', { name: "Mia's division facts" });
    for (const question of asked) {
      const [, total, b] = game.question.exec(question)!;
      await expect(grid.getByRole('button', { name: new RegExp(`^${total} ÷ ${b}: .*1 try$`) })).toBeVisible(
        slow,
      );
    }
  });
}
