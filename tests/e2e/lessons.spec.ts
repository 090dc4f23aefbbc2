import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { allowDocument404 } from '../support/http-errors';
import { answer, lessonConfig, waitForLesson } from './lessons-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

// Whole blocks are many screens of WebGL under SwiftShader on a shared 2-core machine.
const LONG = 240_000;

test('plays a whole block right: rocket celebration, congratulations, Back to Dashboard', async ({
  page,
}) => {
  test.setTimeout(LONG);
  await page.goto('/app/lesson/amusement-park-1');
  for (let n = 1; n <= 5; n++) {
    const id = `amusement-park-${n}`;
    const config = lessonConfig(id);
    await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute(
      'aria-valuenow',
      String(n * 20),
    );
    await answer(page, id, config.correctAnswer as number);
    await expect(page.getByRole('status').last()).toContainText(/Great job!|Excellent work!/);
    if (n < 5) await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  }
  // The overlay comes 1 s after the last correct answer and owns the only CONTINUE button.
  await expect(page.getByRole('status').last()).toContainText('Block complete!');
  await expect(page.getByRole('button', { name: 'CONTINUE', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/lesson\/review$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('You finished Multiplication at the Amusement Park!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a block with one wrong answer lists it in the review, and the redo link fixes it', async ({ page }) => {
  test.setTimeout(LONG);
  await page.goto('/app/lesson/d6-1');
  for (let n = 1; n <= 5; n++) {
    const id = `d6-${n}`;
    const config = lessonConfig(id);
    const right = config.correctAnswer as number;
    const value = n === 3 ? (config.options as number[]).find((o) => o !== right)! : right;
    await answer(page, id, value);
    if (n === 3) {
      await expect(page.getByRole('status').last()).toContainText(`Try again! ${config.hints.wrong}`);
      // A first wrong answer gets a retry; a second one locks: CHECK becomes CONTINUE, the options go.
      const other = (config.options as number[]).find((o) => o !== right && o !== value)!;
      await answer(page, id, other);
      await expect(page.getByRole('status').last()).toContainText(`The right answer is ${right}.`);
      await expect(page.getByRole('button', { name: String(right), exact: true })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/app\/lesson\/review$/);
  await expect(page.getByRole('heading', { name: 'Let’s try these again!' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Lessons to redo' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Sticker Book');
  await list.getByRole('link', { name: 'Redo Sticker Book' }).click();
  await answer(page, 'd6-3', lessonConfig('d6-3').correctAnswer as number);
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/lesson\/review$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
});

test('CHECK waits for a choice and the choice can change before CHECK', async ({ page }) => {
  await page.goto('/app/lesson/multiplication1');
  await waitForLesson(page, 'multiplication1');
  await expect(page.getByRole('button', { name: 'CHECK', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '13', exact: true }).click();
  await page.getByRole('button', { name: '12', exact: true }).click();
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
  await expect(page.getByRole('status').last()).toContainText('Great job! Yes! 3 × 4 = 12');
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await waitForLesson(page, 'multiplication2');
});

test('/app/lesson/review without navigation state redirects to /app', async ({ page }) => {
  await page.goto('/app/lesson/review');
  await expect(page).toHaveURL(/\/app$/);
});

test('an unknown lesson id shows the 404 page', async ({ page, consoleErrors }) => {
  expect((await page.goto('/app/lesson/division99'))?.status()).toBe(404);
  await allowDocument404(consoleErrors);
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('Read aloud speaks the explanation in en-US at rate 0.8 and pitch 1.1', async ({ page }) => {
  await page.goto('/app/lesson/division1');
  await waitForLesson(page, 'division1');
  const said = () => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length);
  await expect.poll(said).toBeGreaterThan(0); // the question, said as the lesson opens
  await page.getByRole('button', { name: 'Read aloud' }).click();
  const spoken = (await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken)).slice(
    -1,
  );
  expect(spoken).toHaveLength(1);
  const [utterance] = spoken as Array<{ lang: string; rate: number; pitch: number }>;
  expect(utterance.lang).toBe('en-US');
  // SpeechSynthesisUtterance stores floats: 0.8 comes back as 0.800000011920929.
  expect(utterance.rate).toBeCloseTo(0.8, 5);
  expect(utterance.pitch).toBeCloseTo(1.1, 5);
  expect((spoken[0] as { text: string }).text).toContain(lessonConfig('division1').explanation);
});
