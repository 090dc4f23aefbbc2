import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { announcer, expectSaid, mouseDrag, press, stagePoint } from './games-sharing-helpers';

// Software WebGL on a shared 2-core machine: a level with a dozen taps and two drags needs room.
test.describe.configure({ timeout: 120_000 });

test('ice cream party 1: a real mouse drag, a drop that springs back, taps, an unfair share, Reset, Auto Distribute', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/ice-cream-party');
  await expect(page.getByRole('heading', { name: 'Ice Cream Party 1' })).toBeVisible();
  await expectSaid(page, '12 scoops left in the bowl');

  // Drag the top scoop of the bowl onto Mia (Child 1) with the mouse.
  await mouseDrag(page, await stagePoint(page, 'pool-scoop'), await stagePoint(page, 'seat-1'));
  await expectSaid(page, '11 scoops left in the bowl');
  // A drop on the empty floor is refused: the scoop springs back and the bowl keeps 11.
  const scoop = await stagePoint(page, 'pool-scoop');
  await mouseDrag(page, scoop, { x: scoop.x, y: scoop.y - 70 });
  await press(page, 'Scoop');
  await expectSaid(page, 'Drag a scoop to a friend, or tap a friend to give them one.');
  await expect(announcer(page)).not.toContainText('10 scoops left');

  // The tap path: Child 1 once more, then 3 each for the others and one extra for Child 2.
  await press(page, 'Child 1');
  await expectSaid(page, '10 scoops left in the bowl');
  await press(page, 'Child 2', 4);
  await press(page, 'Child 3', 3);
  await press(page, 'Child 4', 3);
  await expectSaid(page, 'Not fair yet! Move scoops so everyone has the same.');
  // An empty bowl refuses more scoops: nothing changes.
  await press(page, 'Child 1');
  await expect(announcer(page)).not.toContainText('Fair share!');

  // Keyboard only: pick up one of Leo's (Child 2) scoops, change our mind, pick it up again and
  // give it to Mia (Child 1): 3 each, fair.
  const leoScoop = page.getByRole('button', { name: 'Child 2 scoop', exact: true });
  await leoScoop.focus();
  // Two quick presses (before the scene re-renders): picked up, then put back.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectSaid(page, "You picked up one of Leo's scoops. Now tap the friend who gets it.");
  await expectSaid(page, 'Scoop put back.');
  await page.keyboard.press('Enter');
  await expectSaid(page, "You picked up one of Leo's scoops. Now tap the friend who gets it.");
  await page.getByRole('button', { name: 'Child 1', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectSaid(page, 'Fair share! 12 ÷ 4 = 3 scoops each!');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expectSaid(page, '12 scoops left in the bowl');
  // A friend's scoop dragged with the mouse to another friend: its keyboard button lets the drag through.
  await press(page, 'Child 1');
  await expectSaid(page, '11 scoops left in the bowl');
  await mouseDrag(page, await stagePoint(page, 'seat-scoop-1'), await stagePoint(page, 'seat-2'));
  await expect(page.getByRole('button', { name: 'Child 2 scoop', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Child 1 scoop', exact: true })).toHaveCount(0);
  await press(page, 'Auto Distribute');
  await expectSaid(page, 'Fair share! 12 ÷ 4 = 3 scoops each!');
  await expect(page.getByRole('button', { name: 'Previous Game' })).toHaveCount(0);
  await press(page, 'Next Game');
  await expect(page).toHaveURL(/\/app\/games\/ice-cream-party-2$/);
});

test('ice cream party 2: Previous Game while playing, a tap, Auto Distribute, Next Game', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/ice-cream-party-2');
  await expect(page.getByRole('heading', { name: 'Ice Cream Party 2' })).toBeVisible();
  await expectSaid(page, '18 scoops left in the bowl');
  await press(page, 'Previous Game');
  await expect(page).toHaveURL(/\/app\/games\/ice-cream-party$/);

  await page.goto('/app/games/ice-cream-party-2');
  await press(page, 'Child 6');
  await expectSaid(page, '17 scoops left in the bowl');
  await press(page, 'Auto Distribute');
  await expectSaid(page, 'Fair share! 18 ÷ 6 = 3 scoops each!');
  await press(page, 'Next Game');
  await expect(page).toHaveURL(/\/app\/games\/ice-cream-party-3$/);
  await expect(page.getByRole('heading', { name: 'Ice Cream Party 3' })).toBeVisible();
  await expectSaid(page, '24 scoops left in the bowl');
});

test('ice cream party 3 and 4: the card offers Previous Game; level 4 ends back on the dashboard', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/games/ice-cream-party-3');
  await expectSaid(page, '24 scoops left in the bowl');
  await press(page, 'Auto Distribute');
  await expectSaid(page, 'Fair share! 24 ÷ 8 = 3 scoops each!');
  await press(page, 'Previous Game');
  await expect(page).toHaveURL(/\/app\/games\/ice-cream-party-2$/);

  await page.goto('/app/games/ice-cream-party-4');
  await expect(page.getByRole('heading', { name: 'Ice Cream Party 4' })).toBeVisible();
  await expectSaid(page, '35 scoops left in the bowl');
  await press(page, 'Auto Distribute');
  await expectSaid(page, 'Fair share! 35 ÷ 7 = 5 scoops each!');
  await expect(page.getByRole('button', { name: 'Next Game' })).toHaveCount(0);
  await press(page, 'Back to Dashboard');
  await expect(page).toHaveURL(/\/app$/);
});
