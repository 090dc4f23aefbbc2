import AxeBuilder from '@axe-core/playwright';
import { paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

/** An ISO time a few seconds ago: today and this week, whatever the hour the test runs. */
function ago(secondsAgo: number): string {
  return new Date(Date.now() - secondsAgo * 1000).toISOString();
}

test('a new learner sees a friendly empty state, then real figures once results exist', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await page.goto(paths.performance);
  await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
  await expect(page.getByText('Your adventure starts here!')).toBeVisible();
  const start = page.getByRole('link', { name: /Start the first lesson/ });
  await expect(start).toHaveAttribute('href', '/app/lesson/multiplication1');
  await expect(page.getByRole('list', { name: 'Statistics' })).toHaveCount(0);

  const mia = await seed.addStudent('Mia', '2nd grade');
  await seed.addResults(mia, [
    { kind: 'lesson', activity_id: 'multiplication1', is_correct: true, stars: 5, completed_at: ago(4) },
    { kind: 'lesson', activity_id: 'factor1', is_correct: true, completed_at: ago(3) },
    { kind: 'lesson', activity_id: 'division1', is_correct: false, completed_at: ago(2) },
    { kind: 'game', activity_id: 'star-treasure-hunt', is_correct: true, stars: 5, completed_at: ago(1) },
  ]);
  await page.reload();
  await expect(page.getByText('How Mia is doing')).toBeVisible();
  // The star bank (issue 38: the server's count): one a correct lesson; a game's own stars are not stars.
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('2');
  // Star Treasure Hunt asks no question: played, not right (issue 14 §13), so 2 right of 3.
  await expect(page.getByTestId('stat-Accuracy')).toHaveText('67%');
  await expect(page.getByTestId('stat-Day streak')).toHaveText('1');
  await expect(page.getByTestId('stat-This week')).toHaveText('4 activities');
  const recent = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toContainText('Star Treasure Hunt');
  await expect(recent.last()).toContainText('Multiplication Basics 1');
  // Factors has one lesson card (factor1-5): one right starts it, none done yet.
  await expect(page.getByRole('img', { name: /^Factors: 0% done, 100% tried/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Activities per day this week/ })).toBeVisible();
  const badges = page.getByRole('region', { name: 'Achievements' });
  await expect(badges.getByText('First Steps')).toBeVisible();
  await expect(badges).toContainText('1 of 8 badges earned');
});

test('a teacher opens on the class and picks a child from it (issue 24)', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!);
  await page.goto(paths.performance);
  await seed.setPlan('teachers');
  await seed.addStudent('Ana');
  const ben = await seed.addStudent('Ben');
  await seed.addResults(ben, [
    { kind: 'lesson', activity_id: 'timestable1', is_correct: true, completed_at: ago(5) },
  ]);
  await page.reload();
  await expect(page.getByText('Your class at a glance')).toBeVisible();
  await page.getByRole('table', { name: 'Class at a glance' }).getByRole('link', { name: 'Ben' }).click();
  await expect(page.getByText('How Ben is doing')).toBeVisible();
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('1'); // the star bank (issue 38)
  const select = page.getByLabel('Student');
  await expect(select.getByRole('option')).toHaveText(['Choose a student…', 'Ana', 'Ben']);
  await select.selectOption({ label: 'Ana' });
  // A teacher's child with no results: a note, no "Start the first lesson" button.
  await expect(page.getByText('Ana has no finished lessons or games yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start the first lesson/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('How Ana is doing')).toBeVisible();
});

test('performance page has no serious or critical accessibility violations', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!);
  await page.goto(paths.performance);
  const mia = await seed.addStudent('Mia');
  await seed.addResults(mia, [
    { kind: 'lesson', activity_id: 'timestable2', is_correct: true, completed_at: ago(3) },
    { kind: 'game', activity_id: 'castle-builder', is_correct: true, stars: 4, completed_at: ago(2) },
  ]);
  await page.reload();
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('1'); // the star bank (issue 38)
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('profile and performance fit a 390 px phone without sideways scrolling', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!, 'Maximiliana Featherstonehaugh-Worthington');
  const mia = await seed.addStudent('Anastasia-Josephine Montgomery', 'Kindergarten');
  await seed.addResults(mia, [
    { kind: 'lesson', activity_id: 'times-table-mission-3', is_correct: true, completed_at: ago(2) },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [paths.performance, '/app?tab=profile']) {
    await page.goto(url);
    await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
