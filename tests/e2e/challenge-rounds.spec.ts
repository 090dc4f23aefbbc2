import { paths } from '../../src/app/paths';
import { picturePairNames } from '../../src/content/class-pictures';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';
import { answerOf, answerOnPad, expectSpoken, slow, tablet, waitForLine } from './challenge-helpers';

test.use(tablet);

const VAULT_QUESTION = /^What is (\d+) × (\d+)\?$/;
const ICE_CREAM_QUESTION = /^(\d+) scoops for (\d+) friends: how many each\?$/;

// Issue 33 §1: the first round is the spec's; its end card offers "New challenge" (spoken); later
// visits open on a challenge round, with the spec round one tap away; the game's card shows its level.
test('Secret Vault: the spec round first, then New challenge; the next visit opens on a challenge and the card shows the level', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '3rd grade');
  await page.goto('/app/games/secret-vault');
  const announcer = page.getByTestId('announcer');
  for (const [question, answer] of [
    ['What is 7 × 8?', '56'],
    ['What is 6 × 9?', '54'],
    ['What is 8 × 7?', '56'],
  ]) {
    await expect(announcer).toContainText(question, slow);
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: answer, exact: true }).click();
  }
  await expect(announcer).toContainText('Vault Master!', slow);
  await expectSpoken(page, 'Tap New challenge for new numbers!');
  await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
  await page.getByRole('button', { name: 'New challenge' }).click();
  await waitForLine(page, VAULT_QUESTION);
  await expect(page.getByRole('button', { name: 'Classic round' })).toBeVisible();

  // Back on the Games tab, the card says the level; the next visit opens on a challenge.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('game-card-secret-vault')).toContainText('Challenge level 1', slow);
  await page.getByTestId('game-card-secret-vault').click();
  await waitForLine(page, VAULT_QUESTION);
  expect(await announcer.textContent()).not.toContain('What is 7 × 8?');
  // The spec's round is one tap away.
  await page.getByRole('button', { name: 'Classic round' }).click();
  await expect(announcer).toContainText('What is 7 × 8?', slow);
  await expect(page.getByRole('button', { name: 'Classic round' })).toHaveCount(0);
});

// Issue 33 "Done means": with a ×3 focus set by a teacher, a class child's Secret Vault and Ice Cream
// challenges draw mostly on the 3s. (The teacher's focus includes ÷: a ×3 focus without it leaves
// division to the child's own plan, as in practice.)
test("with the class's ×3 focus, a class child's Secret Vault and Ice Cream challenges ask mostly 3s", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  const made = await seed.request('POST', 'rpc/add_students', {
    p_students: [{ name: 'Mia Santos', grade: '3rd grade' }],
  });
  const mia = (made.body as { id: string }[])[0]!.id;
  const focus = await seed.request('POST', 'rpc/set_focus', { p_tables: [3], p_division: true });
  expect(focus.status).toBeLessThan(300);
  const code = (await seed.request('POST', 'rpc/class_code', {})).body as string;
  const pair = (
    await seed.request('GET', `student_picture_passwords?select=pair&student_profile_id=eq.${mia}`)
  ).body as { pair: number[] }[];
  const [first, second] = picturePairNames(pair[0]!.pair)!;

  // The child signs in at school on this tablet (a fresh page: no grown-up session).
  await page.goto(paths.classSignIn);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(paths.classSignIn);
  await page.getByLabel('Class code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Mia', exact: true }).click();
  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: second, exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.evaluate((id) => {
    const played = { played: true, level: 2, rounds: [] };
    localStorage.setItem(
      `mathpop.challenge.${id}`,
      JSON.stringify({ 'secret-vault': played, 'ice-cream-party': played }),
    );
  }, mia);

  await page.goto('/app/games/secret-vault');
  const asked: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (let vault = 0; vault < 3; vault++) {
      const question = await waitForLine(page, VAULT_QUESTION, asked);
      asked.push(question);
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: String(answerOf(question)), exact: true }).click();
    }
    await expect(page.getByTestId('announcer')).toContainText('Challenge complete!', slow);
    if (round === 0) await page.getByRole('button', { name: 'New challenge' }).click();
  }
  const threes = asked.filter((q) => {
    const [, a, b] = VAULT_QUESTION.exec(q)!;
    return a === '3' || b === '3';
  });
  expect(threes.length, asked.join(', ')).toBeGreaterThanOrEqual(5);
  // Two rounds in a row never share a fact.
  expect(new Set(asked).size).toBe(6);

  // Ice Cream: three sharings a round, each asked on the pad, then proved with Auto Distribute.
  await page.goto('/app/games/ice-cream-party');
  const scoops: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (let sharing = 0; sharing < 3; sharing++) {
      const question = await waitForLine(page, ICE_CREAM_QUESTION, scoops);
      scoops.push(question);
      const [, total, friends] = ICE_CREAM_QUESTION.exec(question)!.map(Number);
      await answerOnPad(page, total / friends);
      await page.getByRole('button', { name: 'Auto Distribute', exact: true }).click(slow);
    }
    await expect(page.getByTestId('announcer')).toContainText('Challenge complete!', { timeout: 45_000 });
    if (round === 0) await page.getByRole('button', { name: 'New challenge' }).click();
  }
  const shares = scoops.map((q) => ICE_CREAM_QUESTION.exec(q)!.map(Number));
  const inThrees = shares.filter(([, total, friends]) => friends === 3 || total / friends === 3);
  expect(inThrees.length, scoops.join(', ')).toBeGreaterThanOrEqual(4);
});
