import { readFileSync } from 'node:fs';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { messages } from '../../src/content/messages';
import { authHeaders, sessionOf, TEST_PASSWORD } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { signUpSeeded } from '../support/profile-api';

// Issue 18 "A parent's control": download my data, delete a student, delete the account, /privacy.
const profileUrl = dashboardTabPath('profile');

test('download my data gives a JSON file of everything, with a README', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!, 'Dana Data');
  const student = await seed.addStudent('Mia');
  await seed.addResults(student, [
    {
      kind: 'game',
      activity_id: 'space',
      is_correct: true,
      stars: 3,
      completed_at: new Date().toISOString(),
    },
  ]);
  // More than one page (1000 rows) of results and of fact answers (issue 27: the export is paged).
  for (let i = 0; i < 3; i++) {
    const results = Array.from({ length: 400 }, (_, j) => ({
      user_id: seed.userId,
      kind: 'lesson',
      activity_id: `lesson-${i * 400 + j}`,
      is_correct: j % 2 === 0,
    }));
    expect((await seed.request('POST', 'activity_results', results)).status).toBe(201);
  }
  await seed.addFactAnswers(student, [{ a: 7, b: 8, times: 5 }]);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/rpc/export_my_data')) pages.push(r.url().split('/rpc/')[1] ?? '');
  });
  await page.goto(profileUrl);
  const card = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mathpop-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(Object.keys(data)).toEqual(['readme', 'tables', 'account', 'exported_at']);
  expect(data.readme.about).toContain('Everything MathPop stores');
  expect(data.account.email).toBe(sessionOf(page).user.email);
  expect(data.tables.profiles[0].full_name).toBe('Dana Data');
  expect(data.tables.student_profiles.map((s: { student_name: string }) => s.student_name)).toEqual(['Mia']);
  const results = data.tables.activity_results as { id: string; activity_id: string }[];
  expect(results).toHaveLength(1201);
  expect(new Set(results.map((r) => r.id)).size).toBe(1201);
  expect(results.filter((r) => r.activity_id === 'space')).toHaveLength(1);
  expect(data.tables.fact_attempts).toHaveLength(5);
  expect(data.tables.fact_attempts[0]).toEqual(expect.objectContaining({ op: 'mul', a: 7, b: 8 }));
  expect(JSON.stringify(data)).not.toContain('encrypted_password');
  // The head, then each table in pages: activity_results took two.
  expect(pages[0]).toBe('export_my_data_head');
  expect(pages.filter((p) => p === 'export_my_data_page').length).toBe(Object.keys(data.tables).length + 1);
});

test('deleting a student removes their results too', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!);
  const student = await seed.addStudent('Ana');
  await seed.addResults(student, [
    { kind: 'lesson', activity_id: 'intro', is_correct: true, completed_at: new Date().toISOString() },
  ]);
  await page.goto(profileUrl);
  await page.getByRole('button', { name: 'Delete Ana' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Ana?' });
  await confirm.getByLabel('Your password').fill(TEST_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.students.deleted)).toBeVisible();
  const results = await seed.request('GET', `activity_results?student_profile_id=eq.${student}`);
  expect(results.body).toEqual([]);
});

test('delete my account: needs DELETE and the password, then signs out; signing in again fails', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpSeeded(page, baseURL!);
  const email = sessionOf(page).user.email;
  await page.goto(profileUrl);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete everything' });
  await dialog.getByLabel('Password').fill('Wrong-Password-99');
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.privacy.wrongPassword);
  // The refused delete is a real 400 the browser logs.
  const i = consoleErrors.findIndex((e) => e.includes('400'));
  if (i >= 0) consoleErrors.splice(i, 1);

  await dialog.getByLabel('Password').fill(TEST_PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(`${baseURL}${paths.home}`);
  await expect(page.getByRole('status').filter({ hasText: messages.privacy.accountDeleted })).toBeVisible();
  // supabase-js's sign-out asks the server to end the session, which the delete already ended: 403.
  const j = consoleErrors.findIndex((e) => e.includes('403'));
  if (j >= 0) consoleErrors.splice(j, 1);
  const again = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(again.status).toBe(400);
  await page.goto(profileUrl);
  await expect(page).toHaveURL(new RegExp(`${paths.login}`));
});

test('the privacy page answers 200 and is linked from the landing footer, sign-up and Profile', async ({
  page,
  baseURL,
}) => {
  const res = await page.request.get(`${baseURL}${paths.privacy}`);
  expect(res.status()).toBe(200);
  const table = await page.request.get(`${baseURL}/route-table.json`);
  if (table.ok()) expect((await table.json()).patterns).toContain(paths.privacy);

  await page.goto(paths.home);
  await page.locator('[data-section="footer"]').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(`${baseURL}${paths.privacy}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in plain words');
  for (const h of [
    'About your child',
    'About you, the grown-up',
    'Why',
    'For how long',
    'Download or delete it',
  ])
    await expect(page.getByRole('heading', { name: h })).toBeVisible();

  await page.goto(paths.signup);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(`${baseURL}${paths.privacy}`);

  await signUpSeeded(page, baseURL!);
  await page.goto(profileUrl);
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('link', { name: 'What we keep and why' })
    .click();
  await expect(page).toHaveURL(`${baseURL}${paths.privacy}`);
});
