import type { Browser } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { classPictures } from '../../src/content/class-pictures';
import { expect, test } from '../support/fixtures';
import { type RestSeed, signUpSeeded } from '../support/profile-api';

// Issue 26 §1: a class session follows the teacher's language. A teacher whose profile says pt-BR;
// a child on an English tablet signs in at /class and the app speaks Portuguese, while the
// tablet's own language choice stays untouched (a teacher without a language keeps the tablet's).
test.describe.configure({ timeout: 120_000 });

const ptPictures = [
  'gato',
  'cachorro',
  'foguete',
  'maçã',
  'estrela',
  'peixe',
  'árvore',
  'sol',
  'bola',
  'carro',
  'lua',
  'flor',
];
const enPictures = classPictures;

/** A teacher (own browser context) with one student; returns the class code and the student's pictures. */
async function newTeacher(browser: Browser, baseURL: string, locale: 'pt-BR' | 'en' | null) {
  const context = await browser.newContext({ baseURL });
  const seed: RestSeed = await signUpSeeded(await context.newPage(), baseURL, 'Prof Helena');
  await seed.setPlan('teachers');
  const id = await seed.addStudent('Mia Souza');
  const set = await seed.request('PATCH', `profiles?user_id=eq.${seed.userId}`, { locale });
  expect(set.status).toBe(200);
  const code = (await seed.request('POST', 'rpc/class_code', {})).body as string;
  const rows = (
    await seed.request('GET', `student_picture_passwords?select=pair&student_profile_id=eq.${id}`)
  ).body as { pair: [number, number] }[];
  await context.close();
  return { code, pair: rows[0]!.pair };
}

test('an English tablet follows a Portuguese-speaking teacher for the class session only', async ({
  page,
  baseURL,
  browser,
}) => {
  const { code, pair } = await newTeacher(browser, baseURL!, 'pt-BR');
  await page.goto(paths.classSignIn);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Class code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  // The roster came with the teacher's language: the page switched to it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('button', { name: 'Mia' }).click();
  for (const i of pair) await page.getByRole('button', { name: ptPictures[i], exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('region', { name: 'Meus prêmios' })).toBeVisible();
  // A reload in the class session keeps the teacher's language; the tablet's choice is untouched.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Meus prêmios' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  expect(await page.evaluate(() => localStorage.getItem('mathpop.locale'))).toBeNull();
  // Another tab on the tablet (same sign-in, no class session started there) keeps the tablet's language.
  const other = await page.context().newPage();
  await other.goto(paths.app);
  await expect(other.getByRole('region', { name: 'My rewards' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
});

test('a teacher without a saved language leaves the tablet in its own', async ({
  page,
  baseURL,
  browser,
}) => {
  const { code, pair } = await newTeacher(browser, baseURL!, null);
  await page.goto(paths.classSignIn);
  await page.getByLabel('Class code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Mia' }).click();
  for (const i of pair) await page.getByRole('button', { name: enPictures[i], exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('region', { name: 'My rewards' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
