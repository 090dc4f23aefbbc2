import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { expect, test } from '../support/fixtures';
import { pdfPageTexts } from '../support/pdf-text';
import { signUpSeeded } from '../support/profile-api';

// Issue 17 at school: a teacher makes three students and prints the login cards; a child in a fresh
// browser signs in at /class with the code and two pictures, plays, and the teacher sees the result;
// wrong pictures make a child wait at that address until the teacher unlocks (issue 27).
test.describe.configure({ timeout: 240_000 });

const SHOTS = '/work/shots/h-class-front';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

/** A fresh browser (no storage shared with the teacher) whose only allowed console errors are refused sign-ins. */
async function childPage(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // A wrong picture pair is a real 400 (a lock 429) that the browser logs.
    if (m.type() === 'error' && !/status of (400|429)/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Walks /class to the picture step for `name`. */
async function toPictures(page: Page, code: string, name: string) {
  await page.goto(paths.classSignIn);
  await page.getByLabel('Class code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name: 'Tap your two pictures' })).toBeVisible();
}

test('a teacher prints login cards; a child signs in with two pictures, plays, and the teacher sees it', async ({
  page,
  baseURL,
  browser,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  await page.goto(dashboardTabPath('profile'));
  const students = page.getByRole('region', { name: 'Student profiles' });
  for (const name of ['Mia Santos', 'Leo', 'Ana']) {
    await students.getByRole('button', { name: 'Add student' }).click();
    await students.getByLabel('Student name').fill(name);
    await students.getByRole('button', { name: 'Add student' }).click();
    await expect(students.getByTestId('student-row').filter({ hasText: name })).toBeVisible();
  }
  const codeText = await students.getByText(/^Class code: [A-Z2-9]{6}$/).textContent();
  const code = codeText!.slice(-6);
  const passwordOf = async (name: string) => {
    const row = students.getByTestId('student-row').filter({ hasText: name });
    await expect(row.getByText(/^Picture password: \w+ \+ \w+$/)).toBeVisible();
    const text = (await row.getByText(/^Picture password:/).textContent())!;
    return text.replace('Picture password: ', '').split(' + ');
  };
  const mia = await passwordOf('Mia Santos');
  const leo = await passwordOf('Leo');

  const download = page.waitForEvent('download');
  await students.getByRole('button', { name: 'Download login cards' }).click();
  const file = await download;
  const bytes = new Uint8Array(await readFile((await file.path())!));
  await file.saveAs(`${SHOTS}/login-cards.pdf`); // looked at in Chromium's PDF viewer at the three sizes
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const text = (await pdfPageTexts(bytes)).flat().join('\n');
  expect(text).toContain(`Class code: ${code}`);
  expect(text).toContain(`${baseURL}/class`);
  expect(text).toContain(`Picture password: ${mia.join(' + ')}`);
  expect(text).toContain(`Picture password: ${leo.join(' + ')}`);
  expect(text).toContain('Mia\n');
  expect(text).not.toContain('Santos');
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await students.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/profile-class-${vp.width}x${vp.height}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The child, in a fresh browser: code, first names only, then two pictures in order.
  const child = await childPage(browser, baseURL!);
  await child.page.goto(paths.classSignIn);
  await child.page.getByLabel('Class code').fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
  await expect(child.page.getByLabel('Class code')).toHaveValue(code);
  for (const vp of VIEWPORTS) {
    await child.page.setViewportSize(vp);
    await child.page.screenshot({ path: `${SHOTS}/class-code-${vp.width}x${vp.height}.png` });
  }
  await child.page.getByRole('button', { name: 'Next' }).click();
  await expect(child.page.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  await expect(child.page.getByText('Santos')).toHaveCount(0);
  for (const vp of VIEWPORTS) {
    await child.page.setViewportSize(vp);
    await child.page.screenshot({ path: `${SHOTS}/class-roster-${vp.width}x${vp.height}.png` });
  }
  await child.page.getByRole('button', { name: 'Mia', exact: true }).click();
  await child.page.getByRole('button', { name: mia[0], exact: true }).click();
  for (const vp of VIEWPORTS) {
    await child.page.setViewportSize(vp);
    await child.page.screenshot({ path: `${SHOTS}/class-pictures-${vp.width}x${vp.height}.png` });
  }
  await child.page.getByRole('button', { name: mia[1], exact: true }).click();
  await expect(child.page).toHaveURL(/\/app$/);
  await expect(child.page.getByText('Hi, Mia!')).toBeVisible();
  await child.page.setViewportSize({ width: 1280, height: 800 });
  await child.page.screenshot({ path: `${SHOTS}/child-dashboard-1280x800.png` });
  const nav = child.page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Games' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Performance' })).toHaveCount(0);

  await child.page.goto('/app/games/star-treasure-hunt');
  const saved = child.page.waitForResponse(
    (r) => r.url().includes('/rest/v1/activity_results') && r.request().method() === 'POST',
  );
  for (const n of [1, 2, 3, 4]) await child.page.getByRole('button', { name: `Planet ${n}` }).click();
  expect((await saved).status()).toBe(201);
  // Played again: a child may only insert, so a second row; the teacher still sees one result.
  // (A game played once opens on a challenge round, issue 33; the spec's round is one tap away.)
  await child.page.reload();
  await child.page.getByRole('button', { name: 'Classic round' }).click();
  const again = child.page.waitForResponse(
    (r) => r.url().includes('/rest/v1/activity_results') && r.request().method() === 'POST',
  );
  for (const n of [1, 2, 3, 4]) await child.page.getByRole('button', { name: `Planet ${n}` }).click();
  expect((await again).status()).toBe(201);
  await child.page.goto(paths.app);
  await child.page.getByRole('button', { name: 'Logout' }).click();
  await child.page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(child.page).toHaveURL(/\/class$/);
  await expect(child.page.getByLabel('Class code')).toBeVisible();
  expect(child.errors).toEqual([]);

  // The teacher sees Mia's result under Mia.
  // Mia, added first, is the teacher's active student; Leo's page would show nothing.
  await expect(students.getByTestId('student-row').filter({ hasText: 'Mia Santos' })).toContainText('Active');
  await page.goto(paths.performance);
  // Issue 24: the teacher's Performance opens on the class; Mia's name opens her page.
  await page
    .getByRole('table', { name: 'Class at a glance' })
    .getByRole('link', { name: 'Mia Santos' })
    .click();
  await expect(page.getByText('How Mia Santos is doing')).toBeVisible();
  // The star bank (issue 38: the server's count): Star Treasure Hunt asks no question, so no star.
  await expect(page.getByTestId('stat-Stars earned')).toHaveText('0');
  const recent = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('Star Treasure Hunt');

  // Wrong pictures: "Try again." only; after 3 Leo must wait at this address, right pictures too
  // (issue 27: a delay per address and student, which the teacher sees and can lift).
  const other = await childPage(browser, baseURL!);
  await toPictures(other.page, code, 'Leo');
  for (let i = 0; i < 3; i++) {
    await other.page.getByRole('button', { name: leo[1], exact: true }).click();
    await other.page.getByRole('button', { name: leo[0], exact: true }).click();
    await expect(other.page.getByText('Try again.')).toBeVisible();
  }
  await other.page.getByRole('button', { name: leo[0], exact: true }).click();
  await other.page.getByRole('button', { name: leo[1], exact: true }).click();
  // Issue 35 #1: a wait, said once and counted down on the tablet, never a lock needing the teacher.
  await expect(other.page.getByText('Time for a short break. You can try again in 1 minute.')).toBeVisible();
  await expect(other.page.getByRole('timer')).toHaveText(/^Try again in 0:[0-3]\d$/);
  await expect(other.page.getByRole('button', { name: leo[0], exact: true })).toBeDisabled();
  await expect(other.page).toHaveURL(/\/class$/);
  expect(other.errors).toEqual([]);

  await page.goto(dashboardTabPath('profile'));
  const leoRow = students.getByTestId('student-row').filter({ hasText: 'Leo' });
  await expect(leoRow.getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    students.getByTestId('student-row').filter({ hasText: 'Ana' }).getByText('Locked'),
  ).toHaveCount(0);
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await leoRow.screenshot({ path: `.tmp/shots/h27/student-row-locked-${vp.width}x${vp.height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await leoRow.getByRole('button', { name: 'Unlock Leo' }).click();
  await expect(page.getByText('Unlocked. The student can sign in again.')).toBeVisible();
  await expect(leoRow.getByText('Locked', { exact: true })).toHaveCount(0);
  await toPictures(other.page, code, 'Leo');
  await other.page.getByRole('button', { name: leo[0], exact: true }).click();
  await other.page.getByRole('button', { name: leo[1], exact: true }).click();
  await expect(other.page).toHaveURL(/\/app$/);

  // The teacher's buttons: a new picture password for Leo, then a new class code (after asking).
  await students.getByRole('button', { name: 'New picture password for Leo' }).click();
  await expect(page.getByText('New picture password made.', { exact: false })).toBeVisible();
  await expect.poll(() => passwordOf('Leo')).not.toEqual(leo);
  await students.getByRole('button', { name: 'New class code' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make a new class code?' });
  await expect(confirm).toContainText('Every child signed in with the old code is signed out');
  await confirm.getByRole('button', { name: 'Make new code' }).click();
  await expect(students.getByText(/^Class code: [A-Z2-9]{6}$/)).not.toHaveText(`Class code: ${code}`);
});
