import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { classPictures } from '../../src/content/class-pictures';
import { signUpUser, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { passGate } from '../support/gate';
import { PUBLISHABLE_KEY, RestSeed, signUpSeeded } from '../support/profile-api';
import { answer, lessonConfig } from './lessons-helpers';

// Issue 22 §3 and §2: the grown-up who signs in with a password is a grown-up (one child: "Let Mia
// play"; several: "Who's playing?" with an open Grown-up tile); kid mode only when handed over, kept
// across reloads; child words; the greeting's name; Switch player in a class session.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/work/shots/h22b';
mkdirSync(SHOTS, { recursive: true });

/** A grown-up account made through the real auth API, with a REST seeder as that user. */
async function grownUp(baseURL: string, fullName: string) {
  const { email, password, session } = await signUpUser({ fullName });
  return { email, password, seed: new RestSeed(baseURL, session, PUBLISHABLE_KEY) };
}

/** Signs in on the login page with email and password, as a parent would. */
async function passwordSignIn(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Leaves this device in kid mode for a child, as an earlier hand-over would have (never a token). */
async function leaveInKidMode(page: Page, userId: string, studentId: string) {
  await page.goto(paths.home);
  await page.evaluate(
    ([user, kid]) => localStorage.setItem('mathpop.devicePlayer', JSON.stringify({ [user]: kid })),
    [userId, studentId],
  );
}

test('a password sign-in with one child lands in grown-up mode; "Let Mia play" hands over, kept across reloads', async ({
  page,
  baseURL,
}) => {
  const { email, password, seed } = await grownUp(baseURL!, 'Ms Smith');
  const mia = await seed.addStudent('Mia');
  await seed.request('PATCH', `student_profiles?id=eq.${mia}`, { avatar_url: 'avatar:fox' });
  // Even a device someone left in kid mode is the grown-up's after their password.
  await leaveInKidMode(page, seed.userId, mia);
  await passwordSignIn(page, email, password);

  await expect(page.getByText('Hi, Ms Smith!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Handing the device to Mia?' })).toBeVisible();
  const letPlay = page.getByRole('button', { name: 'Let Mia play' });
  await expect(letPlay).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Lessons' }).click();
  await letPlay.click();
  await expect(page.getByText('Hi, Mia!')).toBeVisible();
  await expect(letPlay).toHaveCount(0);
  await expect(nav.getByRole('region', { name: 'For grown-ups' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Hi, Mia!')).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Grown-ups only' })).toBeVisible();
});

test('several children: after a password sign-in "Who\'s playing?" opens, its Grown-up tile without the gate', async ({
  page,
  baseURL,
}) => {
  const { email, password, seed } = await grownUp(baseURL!, 'Ana Lima');
  await seed.setPlan('teachers');
  await seed.addStudent('Mia');
  await seed.addStudent('Leo');
  await passwordSignIn(page, email, password);
  await expect(page.getByRole('heading', { name: "Who's playing?" })).toBeVisible();
  await page.getByRole('button', { name: 'Grown-up' }).click();
  await expect(page.getByRole('dialog', { name: 'Grown-ups only' })).toHaveCount(0);
  await expect(page.getByText('Hi, Ana!')).toBeVisible();
  // Several children: the grown-up's home offers the picker.
  await page.getByRole('button', { name: 'Let a child play' }).click();
  await expect(page.getByRole('heading', { name: "Who's playing?" })).toBeVisible();
  await page.getByRole('button', { name: 'Leo' }).click();
  await expect(page.getByText('Hi, Leo!')).toBeVisible();
});

test('kid mode speaks a child\'s words: "Play again" on a finished card, "Home" on the last game and the block congratulations', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  const mia = await seed.addStudent('Mia');
  const done = new Date().toISOString();
  await seed.addResults(
    mia,
    [1, 2, 3, 4, 5].map((n) => ({
      kind: 'lesson' as const,
      activity_id: `timestable${n}`,
      is_correct: true,
      completed_at: done,
    })),
  );
  await page.goto(paths.app);
  const card = (id: string) => page.getByTestId(`lesson-card-${id}`);
  // The grown-up sees the spec's words.
  await expect(card('m4')).toContainText('Completed');
  await expect(card('m4').getByRole('link')).toHaveText(/^Start Lesson/);
  await page.getByRole('button', { name: 'Let Mia play' }).click();
  await expect(card('m4').getByRole('link')).toHaveText(/^Play again/);
  await expect(card('m1').getByRole('link')).toHaveText(/^Start Lesson/);

  await page.goto('/app/games/soccer-teams-4');
  await page.getByRole('button', { name: 'Form Teams' }).click();
  await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);

  // The last lesson of a block, right: the congratulations screen says "Home" too.
  await page.goto('/app/lesson/amusement-park-5');
  await answer(page, 'amusement-park-5', lessonConfig('amusement-park-5').correctAnswer as number);
  await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('the greeting: a title keeps the surname, and a deleted child is no longer greeted', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Smith');
  await seed.addStudent('Mia');
  await page.goto(paths.app);
  await expect(page.getByText('Hi, Ms Smith!')).toBeVisible();
  await page.getByRole('button', { name: 'Let Mia play' }).click();
  await expect(page.getByText('Hi, Mia!')).toBeVisible();

  // The grown-up passes the gate and deletes Mia: the header greets the grown-up again.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
  const gate = page.getByRole('dialog', { name: 'Grown-ups only' });
  await expect(gate).toBeVisible();
  await passGate(page);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Mia' }).click();
  // Deleting a child needs the grown-up's password on the server (issue 27 §14).
  await page.getByRole('alertdialog').getByLabel('Your password').fill(TEST_PASSWORD);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByText('Hi, Mia!')).toHaveCount(0);
  await expect(header.getByText('Hi, Ms Smith!')).toBeVisible();
  await page.reload();
  await expect(header.getByText('Hi, Ms Smith!')).toBeVisible();
});

test('in a class session Switch player goes back to the class roster, the code kept', async ({
  page,
  baseURL,
  browser,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Mr Rivera');
  await seed.setPlan('teachers');
  const mia = await seed.addStudent('Mia');
  await seed.addStudent('Leo');
  const code = (await seed.request('POST', 'rpc/class_code', {})).body as string;
  const rows = (await seed.request('GET', 'student_picture_passwords?select=student_profile_id,pair'))
    .body as { student_profile_id: string; pair: [number, number] }[];
  const pair = rows.find((r) => r.student_profile_id === mia)!.pair;

  const context = await browser.newContext({ baseURL });
  const child = await context.newPage();
  await child.goto(paths.classSignIn);
  await child.getByLabel('Class code').fill(code);
  await child.getByRole('button', { name: 'Next' }).click();
  await child.getByRole('button', { name: 'Mia', exact: true }).click();
  for (const i of pair) await child.getByRole('button', { name: classPictures[i], exact: true }).click();
  await expect(child.getByText('Hi, Mia!')).toBeVisible();

  await child.getByRole('button', { name: 'Switch player' }).click();
  await expect(child).toHaveURL(/\/class$/);
  await expect(child.getByRole('button', { name: 'Leo', exact: true })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  // The child's session ended: /app asks for a sign-in again.
  await child.goto(paths.app);
  await expect(child).toHaveURL(/\/auth\/login/);
  await context.close();
});

test('Tab reaches the landing sections that load on scroll', async ({ page }) => {
  await page.goto(paths.home);
  const sectionsReached = new Set<string>();
  for (let i = 0; i < 60 && !sectionsReached.has('footer'); i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest<HTMLElement>('[data-section]')?.dataset.section ?? el?.tagName ?? '';
    });
    sectionsReached.add(where);
  }
  expect([...sectionsReached]).toEqual(expect.arrayContaining(['pricing', 'footer']));
  await expect(page.locator('[data-section="footer"]').getByRole('link').first()).toBeVisible();
});

test('a skeleton reached by Tab before its code hands the focus to its section', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/section-pricing\.[\w-]+\.html$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.home);
  const focusedSection = () =>
    page.evaluate(
      () =>
        (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-section]')?.dataset
          .section,
    );
  for (let i = 0; i < 60 && (await focusedSection()) !== 'pricing'; i++) await page.keyboard.press('Tab');
  await expect(page.locator('[data-skeleton="pricing"]')).toBeVisible();
  release();
  await expect(
    page
      .locator('[data-section="pricing"]')
      .getByRole('link', { name: /Fun Pack/ })
      .first(),
  ).toBeFocused();
});

for (const [width, height] of [
  [390, 844],
  [1024, 768],
  [1280, 800],
]) {
  test(`screenshots at ${width}×${height}: the grown-up's landing and Who's playing`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const seed = await signUpSeeded(page, baseURL!, 'Ms Smith');
    const mia = await seed.addStudent('Mia');
    await seed.request('PATCH', `student_profiles?id=eq.${mia}`, { avatar_url: 'avatar:fox' });
    await page.goto(paths.app);
    await expect(page.getByRole('button', { name: 'Let Mia play' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grown-up-landing-${width}.png` });
    await page.getByRole('button', { name: 'Switch player' }).click();
    await expect(page.getByRole('heading', { name: "Who's playing?" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/whos-playing-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Grown-up' }).click();
    await expect(page.getByText('Hi, Ms Smith!')).toBeVisible();
  });
}

test("the dark frames' focus ring is sunny: over 3:1 against the practice header", async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!);
  await seed.addStudent('Mia', '3rd grade');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.practice);
  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  const ring = await back.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toEqual({ color: 'rgb(251, 191, 36)', width: '3px', style: 'solid' });
  // WCAG relative luminance of the ring against the header's #15123a.
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const contrast = (luminance([251, 191, 36]) + 0.05) / (luminance([0x15, 0x12, 0x3a]) + 0.05);
  expect(contrast).toBeGreaterThan(3);
  await page.screenshot({
    path: `${SHOTS}/practice-back-focus-390.png`,
    clip: { x: 0, y: 0, width: 390, height: 120 },
  });
});
