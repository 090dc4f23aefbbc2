import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { dashboardTabPath, paths } from '../../src/app/paths';
import { sessionOf } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { e2eOutbox, waitForMail } from '../support/outbox';
import { pdfPages, pdfPictures } from '../support/pdf-pictures';
import { pdfPageTexts } from '../support/pdf-text';
import { type RestSeed, signUpSeeded } from '../support/profile-api';

// Issue 24: a teacher runs a class of 25. The roster in one paste (preview with per-line errors, all
// made at once, login cards for all), the class at a glance (sorts, CSV, one-page PDF report), and
// a parent's weekly email with a working one-click unsubscribe link.
test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/shots/h24';
mkdirSync(SHOTS, { recursive: true });
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
const NAMES = [
  'Mia Santos',
  'Leo',
  'Ana',
  'Bruno',
  'Caio',
  'Duda',
  'Enzo',
  'Flor',
  'Gabi',
  'Hugo',
  'Iris',
  'Joao',
  'Kai',
  'Lara',
  'Malu',
  'Nina',
  'Otto',
  'Pedro',
  'Quim',
  'Rafa',
  'Sara',
  'Theo',
  'Ugo',
  'Vivi',
  'Yara',
];
const firstName = (n: string) => n.split(' ')[0] ?? n;

/** Saves a download and answers its bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return new Uint8Array(await readFile((await file.path())!));
}

test('a teacher pastes 25 names, previews them, creates them all and downloads 25 login cards', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seed.setPlan('teachers');
  await page.goto(dashboardTabPath('profile'));
  const students = page.getByRole('region', { name: 'Student profiles' });
  await students.getByRole('button', { name: 'Paste a class list' }).click();
  const panel = page.getByRole('region', { name: 'Paste a class list' });
  // A first try with mistakes: a blank line (ignored), a duplicate, a name too long, one over the 25.
  const messy = [...NAMES.slice(0, 10), '', 'leo', 'x'.repeat(41), ...NAMES.slice(10), 'Zeca'].join('\n');
  await panel.getByLabel('Names, one per line').fill(messy);
  const preview = panel.getByRole('table', { name: 'Students to add' });
  // Issue 38: the blank line is ignored (not an error).
  await expect(panel.getByText('3 of 28 lines need fixing before anyone is added.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: 'Duplicate: leo' })).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: 'Too long' })).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: 'Zeca' })).toContainText("Over the plan's 25");
  await expect(panel.getByRole('button', { name: 'Create students' })).toBeDisabled();
  await expect(panel.getByRole('list', { name: 'Lines to fix' }).getByRole('listitem')).toHaveCount(3);
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await panel.getByRole('list', { name: 'Lines to fix' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/roster-errors-${vp.width}x${vp.height}.png` });
  }
  // Fixed: 25 good lines, one with a grade.
  await panel
    .getByLabel('Names, one per line')
    .fill(['name,grade', `${NAMES[0]}, 2nd grade`, ...NAMES.slice(1)].join('\n'));
  await expect(panel.getByText('25 students ready to add.')).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(26);
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await panel.getByText('25 students ready to add.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/roster-preview-${vp.width}x${vp.height}.png` });
  }
  await panel.getByRole('button', { name: 'Create 25 students' }).click();
  await expect(page.getByText('25 students added.')).toBeVisible();
  await expect(students.getByTestId('student-row')).toHaveCount(25);
  await expect(students.getByText('25 of 25 student profiles.', { exact: false })).toBeVisible();
  // Every child has an avatar and a picture pair no other child of the class has.
  // The pairs load after the rows (with the sign-in locks): wait for all 25 before reading them.
  const pairLines = students.getByText(/^Picture password: \w+ \+ \w+$/);
  await expect(pairLines).toHaveCount(25);
  const pairs = await pairLines.allTextContents();
  expect(pairs).toHaveLength(25);
  expect(new Set(pairs).size).toBe(25);
  await expect(students.getByTestId('student-row').locator('svg, img').first()).toBeVisible();

  const bytes = await downloaded(page, () =>
    students.getByRole('button', { name: 'Download login cards' }).click(),
  );
  const text = (await pdfPageTexts(bytes)).flat();
  for (const n of NAMES) expect(text, n).toContain(firstName(n));
  expect((await pdfPageTexts(bytes)).length).toBe(4); // 8 cards a page
  // Looked at: each card shows the child's avatar.
  await pdfPictures(bytes, `${SHOTS}/login-cards.pdf`, `${SHOTS}/login-cards`, [
    '-singlefile',
    '-scale-to',
    '1000',
  ]);
});

/** A class of 25 made in one call, with some play this week for a few children. */
async function seededClass(seed: RestSeed) {
  await seed.setPlan('teachers');
  const made = await seed.request('POST', 'rpc/add_students', {
    p_students: NAMES.map((name) => ({ name })),
  });
  const kids = made.body as { id: string; student_name: string }[];
  const answers = (kid: string, n: number, ms: number, correct: boolean) =>
    Array.from({ length: n }, (_, i) => ({
      client_id: crypto.randomUUID(),
      student_profile_id: kid,
      op: 'mul',
      a: 7,
      b: 1 + (i % 10),
      answer: correct ? 7 * (1 + (i % 10)) : 1,
      correct,
      ms,
      source: 'practice',
      at: new Date(Date.now() - (n - i) * 20_000).toISOString(),
    }));
  const res = await seed.request('POST', 'fact_attempts', [
    ...answers(kids[1]!.id, 40, 30_000, true), // Leo: 20 minutes
    ...answers(kids[2]!.id, 12, 5_000, false), // Ana: 1 minute, struggling
    ...answers(kids[3]!.id, 6, 20_000, true), // Bruno: 2 minutes
  ]);
  if (res.status >= 300) throw new Error(`seeding answers: ${res.status} ${JSON.stringify(res.body)}`);
  return kids;
}

test('the class at a glance sorts, opens a child, exports CSV and prints a one-page report', async ({
  page,
  baseURL,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Ms Rivera');
  await seededClass(seed);
  await page.goto(paths.performance);
  await expect(page.getByText('Your class at a glance')).toBeVisible();
  const table = page.getByRole('table', { name: 'Class at a glance' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const firstRow = () => table.getByRole('row').nth(1).getByRole('rowheader');
  await expect(firstRow()).toHaveText('Ana'); // by name
  await table.getByRole('button', { name: /Minutes this week/ }).click();
  await expect(table.getByRole('columnheader', { name: /Minutes this week/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstRow()).toHaveText('Leo');
  await expect(table.getByRole('row').nth(1)).toContainText('20');
  await table.getByRole('button', { name: /Minutes this week/ }).click();
  await expect(table.getByRole('columnheader', { name: /Minutes this week/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('row').nth(25).getByRole('rowheader')).toHaveText('Leo');
  await table.getByRole('button', { name: /Needs help/ }).click();
  await expect(firstRow()).toHaveText('Ana');
  // Facts nobody practised read "not yet", not 0.
  const grid = page.getByRole('region', { name: 'Class facts' });
  await expect(grid.getByRole('button', { name: '2 × 3: not yet practised' })).toBeVisible();
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/class-table-${vp.width}x${vp.height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  const rows = Papa.parse<string[]>(new TextDecoder().decode(csv).trim()).data;
  expect(rows[0]).toEqual([
    'Name',
    'Last played',
    'Minutes this week',
    'Sessions this week',
    'Fluent (of 100)',
    'Streak (days)',
    'Needs help',
  ]);
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual([...NAMES].sort());
  expect(rows.find((r) => r[0] === 'Leo')?.[2]).toBe('20');

  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Class report (PDF)' }).click());
  const pages = await pdfPageTexts(pdf);
  expect(pages).toHaveLength(1);
  for (const n of NAMES) expect(pages[0], n).toContain(n);
  // The report, written once, as a picture at each screen width.
  await writeFile(`${SHOTS}/class-report.pdf`, pdf);
  for (const vp of VIEWPORTS)
    pdfPages(`${SHOTS}/class-report.pdf`, `${SHOTS}/class-report-${vp.width}`, [
      '-singlefile',
      '-scale-to',
      String(vp.width),
    ]);

  // A name opens that child's page; a teacher's child has no "Start the first lesson" button.
  await table.getByRole('link', { name: 'Caio' }).click();
  await expect(page.getByText('How Caio is doing')).toBeVisible();
  await expect(page.getByText(/Caio has no finished lessons or games yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Start the first lesson/ })).toHaveCount(0);
  await page.getByRole('link', { name: '← Whole class' }).click();
  await expect(page.getByRole('table', { name: 'Class at a glance' })).toBeVisible();
});

test('a parent opts in to the weekly email and its unsubscribe link works without signing in', async ({
  page,
  baseURL,
  browser,
}) => {
  const seed = await signUpSeeded(page, baseURL!, 'Pat Parent');
  await seed.addStudent('Mia Santos');
  const email = sessionOf(page).user.email;
  // The weekly mail goes only to a confirmed address (issue 35 #3): the parent opens the sign-up mail's link.
  const confirm = await waitForMail(e2eOutbox(), email, '/auth/confirm');
  await page.goto(`${confirm.link.pathname}${confirm.link.search}`);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await page.goto(dashboardTabPath('profile'));
  const toggle = page.getByRole('switch', { name: 'Send me the weekly email' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const { mail, link } = await waitForMail(e2eOutbox(), email, '/weekly/unsubscribe');
  expect(mail.subject).toBe("Mia's week on MathPop");
  expect(mail.text).not.toContain('Santos');
  // Another browser, signed in to nothing: one click.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`${baseURL}${link.pathname}${link.search}`);
  await expect(stranger.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Send me the weekly email' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});
