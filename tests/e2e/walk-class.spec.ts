import { readFile } from 'node:fs/promises';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { pictureName, picturePairNames } from '../../src/content/class-pictures';
import { expect, test } from '../support/fixtures';
import { pdfPageTexts } from '../support/pdf-text';
import { signUpSeeded } from '../support/profile-api';
import { installSlowSpeech, speechLog } from '../support/speech60';

// Issue 38, the class: /class draws the children's avatars, keeps the teacher's "Liam K.", says its
// code step and "Try again."; a pasted list ignores blank lines and says which lines are over 25.
test.describe.configure({ timeout: 300_000 });

const SHOTS = '.tmp/shots/i38';

test('/class: avatars drawn, two Liams told apart, the code step and Try again. said', async ({
  page,
  baseURL,
  browser,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  const made = await seed.request('POST', 'rpc/add_students', {
    p_students: [
      { name: 'Liam K.', avatar_url: 'avatar:owl' },
      { name: 'Liam Reis', avatar_url: 'avatar:fox' },
      { name: 'Mia Santos', avatar_url: 'avatar:cat' },
      { name: 'Ana' },
    ],
  });
  const liam = (made.body as { id: string }[])[0]!.id;
  const code = (await seed.request('POST', 'rpc/class_code', {})).body as string;
  const pair = (
    await seed.request('GET', `student_picture_passwords?select=pair&student_profile_id=eq.${liam}`)
  ).body as { pair: number[] }[];
  const right = picturePairNames(pair[0]!.pair)!.map(pictureName);

  // The login cards print the names as the class shows them.
  await page.goto(dashboardTabPath('profile'));
  const students = page.getByRole('region', { name: 'Student profiles' });
  const download = page.waitForEvent('download');
  await students.getByRole('button', { name: 'Download login cards' }).click();
  const file = await download;
  const text = (await pdfPageTexts(new Uint8Array(await readFile((await file.path())!)))).flat().join('\n');
  expect(text).toContain('Liam K.\n');
  expect(text).toContain('Liam R.\n');
  expect(text).toContain('Mia\n');

  const context = await browser.newContext({ baseURL });
  const child = await context.newPage();
  const errors: string[] = [];
  child.on('pageerror', (e) => errors.push(e.message));
  child.on('console', (m) => {
    if (m.type() === 'error' && !/status of (400|429)/.test(m.text())) errors.push(m.text());
  });
  await installSlowSpeech(child);
  await child.goto(paths.classSignIn);
  await child.getByLabel('Class code').fill(code.toLowerCase());
  await expect
    .poll(async () => (await speechLog(child)).started)
    .toContain('Class code. Your teacher has the code: 6 letters and numbers.');
  await child.getByRole('button', { name: 'Next' }).click();
  await expect(child.getByRole('button', { name: 'Liam K.', exact: true })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Liam R.', exact: true })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Mia', exact: true })).toBeVisible();
  await expect.poll(async () => (await speechLog(child)).started).toContain('Who are you?');
  // Every tile draws its avatar (inline SVG, or an initial): no image to break.
  const roster = child.getByRole('region', { name: 'Who are you?' });
  await expect(roster.locator('img')).toHaveCount(0);
  await expect(roster.locator('button svg')).toHaveCount(3);
  for (const vp of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await child.setViewportSize(vp);
    await child.screenshot({ path: `${SHOTS}/class-roster-${vp.width}x${vp.height}.png` });
  }
  await child.getByRole('button', { name: 'Liam K.', exact: true }).click();
  const buttons = await child
    .locator('[aria-pressed]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const two = buttons.filter((n) => n && !right.includes(n)).slice(0, 2);
  expect(two).toHaveLength(2);
  await child.getByRole('button', { name: two[0], exact: true }).click();
  await child.getByRole('button', { name: two[1], exact: true }).click();
  await expect(child.getByRole('alert').filter({ hasText: 'Try again.' })).toBeVisible();
  await expect.poll(async () => (await speechLog(child)).started).toContain('Try again.');
  expect(errors).toEqual([]);
  await context.close();
});

test('a pasted list ignores blank lines and says which lines are over 25', async ({ page, baseURL }) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  await page.goto(dashboardTabPath('profile'));
  const students = page.getByRole('region', { name: 'Student profiles' });
  await students.getByRole('button', { name: 'Paste a class list' }).click();
  const panel = page.getByRole('region', { name: 'Paste a class list' });
  const names = Array.from({ length: 27 }, (_, i) => `Kid${String.fromCharCode(65 + (i % 26))}${i}`);
  // A blank line after the fifth name, and blank lines at the end: ignored.
  await panel
    .getByLabel('Names, one per line')
    .fill([...names.slice(0, 5), '', ...names.slice(5, 10)].join('\n'));
  await expect(panel.getByText('10 students ready to add.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create 10 students' })).toBeEnabled();
  // 27 names (with the blank line, 28 lines): lines 27 and 28 are over the plan's 25.
  await panel
    .getByLabel('Names, one per line')
    .fill([...names.slice(0, 5), '', ...names.slice(5)].join('\n'));
  await expect(panel.getByText("Lines 27, 28 are over the plan's 25 students.")).toBeVisible();
  const create = panel.getByRole('button', { name: /^Create/ });
  await expect(create).toBeDisabled();
  await expect(create).toHaveText('Create students');
  await panel.getByText("Lines 27, 28 are over the plan's 25 students.").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/roster-over-1280x800.png` });
});
