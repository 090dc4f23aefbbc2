import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// WebGL here is software-rendered on 2 shared cores: every click waits for real frames.
test.describe.configure({ timeout: 240_000 });

const announcer = (page: import('@playwright/test').Page) => page.getByTestId('announcer');

test('star treasure hunt: visit 4 planets, totals, completion, Next Game', async ({ page }) => {
  await signIn(page);
  await page.goto('/app/games/star-treasure-hunt');
  await expect(page.getByRole('heading', { name: 'Star Treasure Hunt' })).toBeVisible();
  await expect(announcer(page)).toContainText('Tap a planet to collect its 5 stars!');

  await page.getByRole('button', { name: 'Planet 2' }).click();
  await expect(announcer(page)).toContainText('1 × 5 = 5 stars');
  // a visited planet does nothing
  await page.getByRole('button', { name: 'Planet 2' }).click();
  await page.getByRole('button', { name: 'Planet 1' }).click();
  await expect(announcer(page)).toContainText('5 + 5 = 10');
  await expect(announcer(page)).toContainText('2 × 5 = 10 stars');
  await page.getByRole('button', { name: 'Planet 3' }).click();
  await expect(announcer(page)).toContainText('3 × 5 = 15 stars');
  await page.getByRole('button', { name: 'Planet 4' }).click();
  await expect(announcer(page)).toContainText('5 + 5 + 5 + 5 = 20');
  await expect(announcer(page)).toContainText('Treasure Found!');

  await page.getByRole('button', { name: 'Next Game' }).click();
  await expect(page).toHaveURL(/\/app\/games\/cosmic-multiplication$/);
});

const series = [
  {
    id: 'cosmic-multiplication',
    noun: 'Station',
    first: '3 × 4 = 12 rockets',
    running: 'Total: 12 rockets',
    final: 'Total: 53 rockets',
    next: /\/app\/games\/asteroid-division$/,
  },
  {
    id: 'asteroid-division',
    noun: 'Mission',
    first: '24 ÷ 4 = 6 crew per shuttle',
    running: 'Crew on board: 24',
    final: 'Crew on board: 88',
    next: /\/app\/games\/space-station-division$/,
  },
  {
    id: 'space-station-division',
    noun: 'Station',
    first: '12 ÷ 3 = 4 in each chamber',
    running: 'Astronauts settled: 12',
    final: 'Astronauts settled: 53',
    next: /\/app\/games\/star-treasure-hunt$/,
  },
];

for (const game of series) {
  test(`${game.id}: all 4 done → Mission Complete → Next Game`, async ({ page }) => {
    await signIn(page);
    await page.goto(`/app/games/${game.id}`);
    await page.getByRole('button', { name: `${game.noun} 1` }).click();
    await expect(announcer(page)).toContainText(game.first);
    await expect(announcer(page)).toContainText(game.running);
    // a done item is refused: the count does not change
    await page.getByRole('button', { name: `${game.noun} 1` }).click();
    for (const n of [2, 3, 4]) await page.getByRole('button', { name: `${game.noun} ${n}` }).click();
    await expect(announcer(page)).toContainText('Mission Complete');
    await expect(announcer(page)).toContainText(game.final);
    await page.getByRole('button', { name: 'Next Game' }).click();
    await expect(page).toHaveURL(game.next);
  });
}
