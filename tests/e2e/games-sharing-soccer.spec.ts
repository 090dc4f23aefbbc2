import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { expectSaid, press } from './games-sharing-helpers';

test.describe.configure({ timeout: 120_000 });

test('soccer teams 1: + slots, removing a player, How to Play, full teams, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/soccer-teams');
  await expect(page.getByRole('heading', { name: 'Soccer Teams 1' })).toBeVisible();
  await expectSaid(page, '18 ÷ 6 = ? teams');
  await expectSaid(page, '18 players on the bench');

  await page.getByRole('button', { name: 'How to Play' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toContainText(
    'Tap a + slot to send the next player from the bench to that team.',
  );
  await page.getByRole('button', { name: 'Got it!' }).click();

  await press(page, 'Team 1 slot', 6);
  await expectSaid(page, '12 players on the bench');
  // A full team has no + slot left: it refuses more players.
  await expect(page.getByRole('button', { name: 'Team 1 slot' })).toHaveCount(0);
  // Tapping an assigned player sends them back to the bench.
  await press(page, 'Player 1');
  await expectSaid(page, '13 players on the bench');
  await expect(page.getByRole('button', { name: 'Player 1', exact: true })).toHaveCount(0);
  await press(page, 'Team 1 slot');
  await expectSaid(page, '12 players on the bench');
  await press(page, 'Team 2 slot', 6);
  await press(page, 'Team 3 slot', 5);
  await expectSaid(page, '1 player on the bench');
  await press(page, 'Team 3 slot');
  await expectSaid(page, 'Teams ready! 18 ÷ 6 = 3 teams');
  await press(page, 'Next Game');
  await expect(page).toHaveURL(/\/app\/games\/soccer-teams-2$/);
});

test('soccer teams 2-4: Form Teams fills the teams and locks them; level 4 goes back to the dashboard', async ({
  page,
}) => {
  await signIn(page);
  const levels = [
    { id: 'soccer-teams-2', players: 24, line: '24 ÷ 8 = 3 teams', next: /soccer-teams-3$/ },
    { id: 'soccer-teams-3', players: 35, line: '35 ÷ 7 = 5 teams', next: /soccer-teams-4$/ },
    { id: 'soccer-teams-4', players: 42, line: '42 ÷ 6 = 7 teams', next: /\/app$/ },
  ];
  await page.goto('/app/games/soccer-teams-2');
  for (const level of levels) {
    // Each level opens through the previous level's Next Game (client-side navigation).
    await expect(page.getByRole('heading', { name: `Soccer Teams ${level.id.slice(-1)}` })).toBeVisible();
    await expectSaid(page, `${level.players} players on the bench`);
    await press(page, 'Team 1 slot');
    await expectSaid(page, `${level.players - 1} players on the bench`);
    await press(page, 'Form Teams');
    await expectSaid(page, `Teams ready! ${level.line}`);
    await expectSaid(page, '0 players on the bench');
    // After Form Teams nobody can be removed and the button is gone.
    await expect(page.getByRole('button', { name: 'Player 1', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Form Teams' })).toHaveCount(0);
    const last = level.id === 'soccer-teams-4';
    await expect(page.getByRole('button', { name: 'Next Game' })).toHaveCount(last ? 0 : 1);
    await press(page, last ? 'Back to Dashboard' : 'Next Game');
    await expect(page).toHaveURL(level.next);
  }
});
