import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { choose, waitForLesson } from './lessons-helpers';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

// Whole blocks are many screens of WebGL under SwiftShader on a shared 2-core machine.
const LONG = 240_000;

test('factor lessons 1 → 5: word choice, multi-select, a wrong answer that moves on, fill-the-word, FINISH', async ({
  page,
}) => {
  test.setTimeout(LONG);
  const status = page.getByRole('status').last();
  const check = page.getByRole('button', { name: 'CHECK', exact: true });
  const next = page.getByRole('button', { name: 'CONTINUE', exact: true });

  await page.goto('/app/lesson/factor1');
  await waitForLesson(page, 'factor1');
  await choose(page, 'factor');
  await check.click();
  await expect(status).toContainText('Great job!');
  await next.click();

  await waitForLesson(page, 'factor2');
  for (const n of [1, 2, 3, 4, 5, 6, 12]) await choose(page, n);
  await choose(page, 5); // tapping again takes 5 back out
  await check.click();
  await expect(status).toContainText('Yes! 1, 2, 3, 4, 6 and 12 are all factors of 12.');
  await next.click();

  await waitForLesson(page, 'factor3');
  await choose(page, 20);
  await check.click();
  await expect(status).toContainText('Try again! Think about 2 × 5');
  await choose(page, 25); // a second wrong answer shows the right one and moves on
  await check.click();
  await expect(status).toContainText('The right answer is');
  await next.click();

  await waitForLesson(page, 'factor4');
  await choose(page, 'sum');
  await choose(page, 'product'); // at most one word: product replaces sum
  await choose(page, 'product'); // tapping again empties the blank
  await expect(check).toHaveCount(0);
  await choose(page, 'product');
  await check.click();
  await expect(status).toContainText('Factors × Factors = Product!');
  await next.click();

  await waitForLesson(page, 'factor5');
  await choose(page, 3);
  await check.click();
  await expect(status).toContainText('3 is prime and divides 18!');
  await page.getByRole('button', { name: 'FINISH', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});
