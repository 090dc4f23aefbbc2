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

// Issue 33: a child who played Secret Vault's spec round comes back to a challenge round with her
// own facts. Each vault asks (spoken); a right key opens it, a wrong key shows the right one and the
// round goes on; the end card offers a new challenge, which asks other facts; the fact grid shows them.
test('Secret Vault: a challenge round asks, goes on after right and wrong keys, and a new one differs', async ({
  page,
  baseURL,
}) => {
  await childWhoPlayed(page, baseURL!, ['secret-vault']);
  await page.goto('/app/games/secret-vault');
  const announcer = page.getByTestId('announcer');
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible(slow);

  const asked: string[] = [];
  for (let vault = 0; vault < 3; vault++) {
    const question = await waitForLine(page, /^What is \d+ × \d+\?$/, asked);
    await expectSpoken(page, question);
    if (vault === 1) {
      await page.screenshot({ path: '.tmp/shots/i33/secret-vault-1024x768.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '.tmp/shots/i33/secret-vault-390x844.png' });
      await page.setViewportSize(tablet.viewport);
    }
    asked.push(question);
    const fact = question.slice(8, -1);
    const answer = answerOf(question);
    await page.waitForTimeout(400);
    if (vault === 0) {
      // A wrong key: the right one is shown and said, and the next vault comes.
      const keys = (await buttonNames(page, /^\d+$/)).map(Number);
      const wrong = keys.find((n) => n !== answer) ?? 0;
      await page.getByRole('button', { name: String(wrong), exact: true }).click();
      await expect(announcer).toContainText(`Not quite: ${fact} = ${answer}`);
    } else {
      await page.getByRole('button', { name: String(answer), exact: true }).click();
      await expect(announcer).toContainText(`Yes! ${fact} = ${answer}`);
    }
  }
  await expect(announcer).toContainText('Challenge complete!', slow);
  await expect(announcer).toContainText('You got 2 of 3 right');
  await expectSpoken(page, 'Tap New challenge for new numbers!');

  // A new challenge: none of the round before's facts.
  await page.getByRole('button', { name: 'New challenge' }).click();
  const next = await waitForLine(page, /^What is \d+ × \d+\?$/, asked);
  expect(asked).not.toContain(next);

  // The fact grid shows the challenge's facts.
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Performance' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.performance}$`));
  const grid = page
    .getByRole('region', { name: 'Facts', exact: true })
    .getByRole('table', { name: "Mia's multiplication facts" });
  for (const question of asked) {
    const fact = question.slice(8, -1);
    // A fact asked twice in the two rounds has two tries; once, one.
    await expect(grid.getByRole('button', { name: new RegExp(`^${fact}: .*1 try$`) })).toBeVisible(slow);
  }
});
