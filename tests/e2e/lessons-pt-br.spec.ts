import { paths } from '../../src/app/paths';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { lastSaid } from '../support/practice';
import { signUpSeeded } from '../support/profile-api';

// Issue 26: a Portuguese-speaking browser gets the lesson screens in Portuguese, from the lessons
// catalogue loaded with the lesson route: the card's texts, the Pixi buttons (their accessible
// names are their visible words, so VERIFICAR and CONTINUAR) and the feedback after CHECK.
test.use({ locale: 'pt-BR' });

const shots = process.env.SHOTS_DIR;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a lesson reads, checks and praises in Portuguese (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await playFirstLesson(page);
  });
}

async function playFirstLesson(page: import('@playwright/test').Page) {
  test.setTimeout(120_000);
  await page.goto('/app/lesson/multiplication1');
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos Iguais' })).toBeVisible();
  // exact: the live region says the same words with the question after them.
  await expect(page.getByText('Há 3 pratos. Cada prato tem 4 biscoitos.', { exact: true })).toBeVisible();
  await expect(page.getByText('Quantos biscoitos há ao todo?').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '12', exact: true })).toBeAttached();
  if (shots) await page.screenshot({ path: `${shots}/lesson-pt-${page.viewportSize()?.width}.png` });
  await page.getByRole('button', { name: '12', exact: true }).click();
  await page.getByRole('button', { name: 'VERIFICAR', exact: true }).click();
  await expect(page.getByRole('status').last()).toContainText('Muito bem!');
  await expect(page.getByRole('status').last()).toContainText('Isso! 3 × 4 = 12');
  await expect(page.getByRole('button', { name: 'CONTINUAR', exact: true })).toBeAttached();
  if (shots) await page.screenshot({ path: `${shots}/lesson-pt-right-${page.viewportSize()?.width}.png` });
  await page.getByRole('button', { name: 'CONTINUAR', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/lesson\/multiplication2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Somando o Mesmo Número' })).toBeVisible();
}

test('a wrong answer says "Tente de novo!" with a Portuguese hint', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/app/lesson/division1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // division1 shares 12 cookies among 3 friends: 4 is right, 5 (one more) is among the options.
  await expect(page.getByRole('button', { name: '5', exact: true })).toBeAttached();
  await page.getByRole('button', { name: '5', exact: true }).click();
  await page.getByRole('button', { name: 'VERIFICAR', exact: true }).click();
  await expect(page.getByRole('status').last()).toContainText('Tente de novo!');
  await expect(page.getByRole('status').last()).toContainText('Pense: 3 × quanto = 12?');
  if (shots) await page.screenshot({ path: `${shots}/lesson-pt-wrong-${page.viewportSize()?.width}.png` });
});

test('practice speaks Portuguese: the warm-up, the pad and the question', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const seed = await signUpSeeded(page, baseURL!);
  const studentId = await seed.addStudent('Mia', '3rd grade');
  await seed.addFactAnswers(studentId, [{ a: 2, b: 2 }]);
  await page.goto(paths.app);
  await page.goto(paths.practice);
  const said = /Aquecimento \d de 3: toque no (\d)$/;
  await expect.poll(() => lastSaid(page)).toMatch(said);
  const warmup = await lastSaid(page);
  await expect(page.getByRole('button', { name: 'Confirmar', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Apagar', exact: true })).toBeAttached();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    if (shots) await page.screenshot({ path: `${shots}/practice-pt-${size.width}.png` });
  }
  const digit = /(\d)$/.exec(warmup)?.[1] ?? '1';
  await page.getByRole('button', { name: digit, exact: true }).click();
});
