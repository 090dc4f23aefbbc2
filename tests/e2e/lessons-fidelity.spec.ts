import type { Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { answer, choose, lessonConfig, liveRegion, waitForLesson } from './lessons-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Saves a screenshot for the change's review when SHOTS_DIR is set (never in a normal run). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Lesson progress' });

test('short division units count along their chain: division7 is Lesson 1 of 6, not a full bar', async ({
  page,
}) => {
  await page.goto('/app/lesson/division7');
  await waitForLesson(page, 'division7');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Lesson 1 of 6');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '17');
  await expect(page.getByText('Lesson 1 of 6')).toBeVisible();
});

test('the d5 card says what division9 teaches, and that chain’s review offers the remainder block', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Division Lessons' }).click();
  const card = page.getByTestId('lesson-card-d5');
  await expect(card.getByRole('heading')).toHaveText('Use Your Times Tables');
  await shot(page, 'd5-card');
  await card.getByRole('link', { name: 'Start Lesson' }).click();
  await waitForLesson(page, 'division9');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Lesson 2 of 5');

  // The chain's last lesson ends the block: rocket, then the review with the remainder block offered.
  await page.goto('/app/lesson/division32');
  await answer(page, 'division32', lessonConfig('division32').correctAnswer as number);
  await expect(liveRegion(page)).toContainText('Block complete!');
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rocket launch' })).toBeVisible();
  await shot(page, 'review-remainder');
  await page.getByRole('link', { name: 'Next: The Mysterious Remainder' }).click();
  await waitForLesson(page, 'd5-1');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Lesson 1 of 5');
});

test('the real-life block ends with the rocket its flag asks for, on the overlay and at the review', async ({
  page,
}) => {
  await page.goto('/app/lesson/real-life-5');
  await answer(page, 'real-life-5', lessonConfig('real-life-5').correctAnswer as number);
  await expect(liveRegion(page)).toContainText('Block complete!');
  await page.waitForTimeout(3500); // let the rocket land for the screenshot
  await shot(page, 'celebration-real-life');
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(page.getByText('You finished Multiplying in Real Life!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rocket launch' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Treasure chest' })).toHaveCount(0);
});

test('a wrong CHECK says what the answer is not, and after a second one what it is', async ({ page }) => {
  await page.goto('/app/lesson/multiplication4');
  await waitForLesson(page, 'multiplication4');
  await choose(page, 15);
  await shot(page, 'frog-before-check');
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
  await expect(liveRegion(page)).toContainText('Try again!');
  await expect(liveRegion(page)).toContainText('6 × 3 is not 15.');
  await choose(page, 21);
  await page.getByRole('button', { name: 'CHECK', exact: true }).click();
  await expect(liveRegion(page)).toContainText('6 × 3 is not 21.');
  await expect(liveRegion(page)).toContainText('The right answer is 18.');
  await page.waitForTimeout(2500); // the frog's hops
  await shot(page, 'frog-after-wrong-check');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the question, the picture, the options and CHECK fit the first screen; the explanation is one tap away', async ({
    page,
  }) => {
    const config = lessonConfig('timestable2');
    await page.goto('/app/lesson/timestable2');
    await waitForLesson(page, 'timestable2');
    await expect(page.getByText(config.question, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(config.explanation)).toBeHidden();
    for (const option of config.options)
      await expect(page.getByRole('button', { name: String(option), exact: true })).toBeInViewport({
        ratio: 1,
      });
    await expect(page.locator('canvas')).toBeInViewport({ ratio: 1 });
    await choose(page, config.correctAnswer as number);
    await expect(page.getByRole('button', { name: 'CHECK', exact: true })).toBeInViewport({ ratio: 1 });
    await shot(page, 'phone-socks');
    const show = page.getByRole('button', { name: 'Show explanation' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(page.getByText(config.explanation)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide explanation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await shot(page, 'phone-explanation-open');
  });
});

test('on a desktop the explanation is shown as before, with no Show button', async ({ page }) => {
  const config = lessonConfig('real-life-1');
  await page.goto('/app/lesson/real-life-1');
  await waitForLesson(page, 'real-life-1');
  await expect(page.getByText(config.explanation)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show explanation' })).toBeHidden();
  await shot(page, 'oranges');
});
