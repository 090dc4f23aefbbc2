import { paths } from '../../src/app/paths';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { type RestSeed, signUpSeeded } from '../support/profile-api';

const SHOTS = '/work/shots/h-fact-grid';

/** An ISO time `minutes` ago. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** One answer: [op, a, b, correct, ms, minutes ago]. */
type Answer = ['mul' | 'div', number, number, boolean, number, number];

/** Saves a session's answers through the API as the signed-in grown-up, as the app's outbox does. */
async function seedAnswers(seed: RestSeed, studentId: string, answers: Answer[]): Promise<void> {
  const rows = answers.map(([op, a, b, correct, ms, minutes]) => ({
    client_id: crypto.randomUUID(),
    student_profile_id: studentId,
    op,
    a,
    b,
    answer: correct ? (op === 'mul' ? a * b : a) : 0,
    correct,
    ms,
    assisted: false,
    source: 'practice',
    at: ago(minutes),
  }));
  const res = await seed.request('POST', 'fact_attempts', rows);
  if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
}

test('a parent sees the fact grid fill in after practice sessions, with a ×/÷ switch', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia', '3rd grade');
  await page.goto(paths.performance);
  const facts = page.getByRole('region', { name: 'Facts', exact: true });
  await expect(facts.getByText("Mia hasn't practised any facts yet.")).toBeVisible();
  await expect(facts.getByRole('table')).toHaveCount(0);

  // First session: 7 × 8 missed once then right twice (Learning); 6 × 7 missed in two sessions.
  await seedAnswers(seed, mia, [
    ['mul', 6, 7, false, 5000, 120],
    ['mul', 6, 7, false, 5000, 119],
    ['mul', 7, 8, false, 4000, 12],
    ['mul', 7, 8, true, 2100, 11],
    ['mul', 7, 8, true, 2100, 10],
    ['mul', 6, 7, false, 5000, 9],
    ['div', 7, 8, true, 4000, 8],
  ]);
  await page.reload();
  const grid = facts.getByRole('table', { name: "Mia's multiplication facts" });
  await expect(grid.getByRole('button', { name: '7 × 8: Learning, 2.1 s, 3 tries' })).toBeVisible();
  await expect(grid.getByRole('button', { name: '6 × 7: Stuck, 3 tries' })).toBeVisible();
  await expect(grid.getByRole('button', { name: '2 × 2: New', exact: true })).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(100);
  const tricky = facts.getByRole('region', { name: 'Tricky five' }).getByRole('listitem');
  await expect(tricky).toHaveCount(3);
  await expect(tricky.first()).toContainText('6 × 7');
  await expect(facts.getByTestId('fact-streak')).toHaveText(/1 day of practice!/);

  // Second session: three quick answers make 7 × 8 Fluent.
  await seedAnswers(seed, mia, [
    ['mul', 7, 8, true, 2100, 3],
    ['mul', 7, 8, true, 2000, 2],
    ['mul', 7, 8, true, 2200, 1],
  ]);
  await page.reload();
  const fluent = grid.getByRole('button', { name: '7 × 8: Fluent, 2.1 s, 6 tries' });
  await expect(fluent).toBeVisible();
  await fluent.click();
  await expect(fluent).toHaveAttribute('aria-pressed', 'true');
  await expect(facts.getByText('7 × 8: Fluent, 2.1 s, 6 tries', { exact: true })).toBeVisible();
  await expect(facts.getByRole('list', { name: 'Legend' })).toContainText('Accurate but slow');
  await facts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/parent-grid-1280.png` });
  await expectNoSeriousA11yViolations(page);

  // The ÷ side: (a·b) ÷ b, with the same cell names.
  const division = facts.getByRole('button', { name: '÷ Division' });
  await division.click();
  await expect(division).toHaveAttribute('aria-pressed', 'true');
  await expect(facts.getByRole('button', { name: '× Multiplication' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const divGrid = facts.getByRole('table', { name: "Mia's division facts" });
  await expect(divGrid.getByRole('button', { name: '56 ÷ 8: Learning, 4.0 s, 1 try' })).toBeVisible();

  // Keyboard: one tab stop, arrows move between cells.
  await divGrid.getByRole('button', { name: '1 ÷ 1: New', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(divGrid.getByRole('button', { name: '2 ÷ 2: New', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(divGrid.getByRole('button', { name: '4 ÷ 2: New', exact: true })).toBeFocused();

  // A tablet, then a phone: the grid fits or scrolls inside itself, never the page.
  await page.setViewportSize({ width: 1024, height: 768 });
  await facts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/parent-grid-1024.png` });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await facts.getByRole('button', { name: '× Multiplication' }).click();
  await facts.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await facts.screenshot({ path: `${SHOTS}/parent-grid-390.png` });
});

test('a teacher sees the share of the class fluent per fact and who needs help', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Test Teacher');
  await page.goto(paths.performance);
  await seed.setPlan('teachers');
  const ana = await seed.addStudent('Ana', '3rd grade');
  const ben = await seed.addStudent('Ben', '3rd grade');
  const cy = await seed.addStudent('Cy', '2nd grade');
  const quick: Answer[] = [
    ['mul', 7, 8, true, 1800, 5],
    ['mul', 7, 8, true, 1900, 4],
    ['mul', 7, 8, true, 1700, 3],
  ];
  await seedAnswers(seed, ana, quick);
  await seedAnswers(seed, ben, quick);
  await seedAnswers(seed, cy, [
    ['mul', 7, 8, false, 6000, 90],
    ['mul', 7, 8, false, 6000, 89],
    ['mul', 7, 8, false, 6000, 2],
  ]);
  await page.reload();
  // Issue 24: a teacher's Performance opens on the class.
  await expect(page.getByText('Your class at a glance')).toBeVisible();
  const view = page.getByRole('region', { name: 'Class facts' });
  const table = view.getByRole('table', { name: 'Class multiplication facts' });
  const cell = table.getByRole('button', { name: '7 × 8: 67% fluent, 1 needs help' });
  await expect(cell).toBeVisible();
  await expect(table.getByRole('button', { name: '2 × 3: not yet practised' })).toBeVisible();
  await cell.click();
  await expect(view.getByRole('list', { name: 'Students who need help' }).getByRole('listitem')).toHaveText([
    'Cy',
  ]);
  await view.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/teacher-class-1280.png` });
  await expectNoSeriousA11yViolations(page);

  await view.getByRole('button', { name: '÷ Division' }).click();
  await expect(view.getByRole('table', { name: 'Class division facts' })).toBeVisible();
  await expect(view.getByRole('button', { name: '56 ÷ 8: not yet practised' })).toBeVisible();

  // A child's name opens that child's own page with their grid.
  await page.getByRole('table', { name: 'Class at a glance' }).getByRole('link', { name: 'Cy' }).click();
  const facts = page.getByRole('region', { name: 'Facts', exact: true });
  await expect(facts.getByRole('button', { name: '7 × 8: Stuck, 3 tries' })).toBeVisible();
  await page.getByRole('link', { name: '← Whole class' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await view.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await view.screenshot({ path: `${SHOTS}/teacher-class-390.png` });
});

test('a failed fact load says so and retries', async ({ page, baseURL, consoleErrors }) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia', '3rd grade');
  await seedAnswers(seed, mia, [['mul', 3, 4, true, 2500, 1]]);
  let failures = 1;
  await page.route('**/rest/v1/rpc/fact_log', (route) => (failures-- > 0 ? route.abort() : route.continue()));
  await page.goto(paths.performance);
  const facts = page.getByRole('region', { name: 'Facts', exact: true });
  await expect(facts.getByRole('alert')).toContainText("We couldn't load the facts.");
  await facts.getByRole('button', { name: 'Try again' }).click();
  await expect(facts.getByRole('button', { name: '3 × 4: Learning, 2.5 s, 1 try' })).toBeVisible();
  // The browser logs the request we cut off; that one error is expected, any other still fails.
  const cut = consoleErrors.findIndex((e) => e.includes('ERR_FAILED'));
  expect(cut).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(cut, 1);
});
